import { NavLink } from "react-router";
import { SiteSearch } from "~/components/search/site-search";
import { SmartLink } from "~/components/ui/smart-link";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { localizePath } from "~/lib/i18n";
import { useLang, useUi } from "~/lib/use-ui";
import { HeaderBrands } from "./header-brands";
import { LanguageMenu } from "./language-links";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ServiceMenu } from "./service-menu";
import { TopBar } from "./top-bar";
import { useHeaderVisibility } from "./use-header-visibility";
import { useShellLinks } from "./use-shell-links";

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded px-1 py-2 hover:text-navy-700", isActive && "font-semibold text-navy-900");

/**
 * The fixed header (spec 2.2): top bar, desktop links (with the language switcher at their
 * left, PRODUCT.md 19), and the main bar with logo, brands and search. It slides away when
 * scrolling down and returns when scrolling up. Every bar keeps to one line from 320 to
 * 1920 px in every language: narrower screens show fewer items, and what they hide is in
 * the menu (docs/decisions/0015-header.md). Its menus work without JavaScript.
 */
export function SiteHeader() {
  const { hidden, compact } = useHeaderVisibility();
  const { shell } = useUi();
  const { desktopTopLinks } = useShellLinks();
  const lang = useLang();
  return (
    <header
      className={cn(
        "fixed inset-x-0 top-0 z-40 bg-white shadow-sm transition-[transform,visibility] duration-300 motion-reduce:transition-none",
        // Slid away, it is also invisible: nothing off screen can be focused or read.
        hidden && "invisible -translate-y-full",
      )}
      data-compact={compact || undefined}
      data-hidden={hidden || undefined}
    >
      <TopBar />
      <div className="hidden border-b border-line lg:block">
        <div className="container-page flex h-10 items-center justify-between gap-6">
          <LanguageMenu />
          <nav aria-label={shell.header.company}>
            <ul className="flex items-center gap-6 whitespace-nowrap text-sm text-ink">
              {desktopTopLinks.before.map((l) => (
                <li key={l.to}>
                  <NavLink prefetch="intent" to={localizePath(l.to, lang)} className={topLinkClass}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
              <ServiceMenu />
              {desktopTopLinks.after.map((l) => (
                <li key={l.to}>
                  <NavLink prefetch="intent" to={localizePath(l.to, lang)} className={topLinkClass}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <SmartLink
                  link={desktopTopLinks.login}
                  className="flex items-center gap-1.5 rounded-md bg-navy-900 px-3 py-1.5 font-medium text-white hover:bg-navy-800"
                >
                  <Icon name="login" className="size-4" />
                  {desktopTopLinks.login.label}
                </SmartLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div
        className={cn(
          "container-page flex items-center gap-3 transition-[height] duration-200 motion-reduce:transition-none sm:gap-4",
          compact ? "h-14" : "h-16 lg:h-20",
        )}
      >
        <MobileMenu />
        <Logo fit />
        <HeaderBrands className="ml-auto" />
        <SiteSearch className="ml-auto hidden w-64 shrink-0 md:block lg:ml-2" />
      </div>
    </header>
  );
}
