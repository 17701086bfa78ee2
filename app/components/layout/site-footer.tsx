import { useLocation, useNavigate } from "react-router";
import { brandsAnchor, type NavLink } from "~/content/navigation";
import { site } from "~/content/site";
import { LocalLink, SmartLink } from "~/components/ui/smart-link";
import { Icon } from "~/components/ui/icon";
import { localizePath } from "~/lib/i18n";
import { fill } from "~/lib/inline-text";
import { scrollBehavior } from "~/lib/use-media-query";
import { useLang, useUi } from "~/lib/use-ui";
import { LanguageLinks } from "./language-links";
import { Logo } from "./logo";
import { useShellLinks } from "./use-shell-links";

/** Spec 9: after navigating home, the footer's Brands link scrolls after about 100 ms. */
const FOOTER_SCROLL_DELAY_MS = 100;

function BrandsLink({ link }: { link: NavLink }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lang = useLang();
  const href = localizePath(link.to, lang);
  return (
    <a
      href={href}
      className="hover:text-brass-300"
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        const scroll = () => document.getElementById("brands")?.scrollIntoView({ behavior: scrollBehavior() });
        if (pathname === localizePath("/", lang)) {
          scroll();
          window.history.replaceState(window.history.state, "", href);
        } else {
          void navigate(href, { preventScrollReset: false });
          window.setTimeout(scroll, FOOTER_SCROLL_DELAY_MS);
        }
      }}
    >
      {link.label}
    </a>
  );
}

export function SiteFooter() {
  const { company, shell } = useUi();
  const { footerGroups } = useShellLinks();
  return (
    // The dealer popup keeps clear of the footer's links (PRODUCT.md 20).
    <footer data-popup-avoid="" className="on-dark bg-navy-950 text-sm text-slate-200">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-6">
        <div className="space-y-4 lg:col-span-2">
          <Logo onDark />
          <p className="max-w-sm text-slate-300">{shell.footer.about}</p>
          <ul className="space-y-1.5">
            <li>
              <a href={site.phoneHref} className="flex items-center gap-2 hover:text-brass-300">
                <Icon name="phone" className="size-4 text-brass-300" /> {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-brass-300">
                <Icon name="mail" className="size-4 text-brass-300" /> {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="clock" className="size-4 text-brass-300" /> {company.hours.weekdays}, {company.hours.weekend}
            </li>
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 font-semibold text-white">{group.title}</h2>
            <ul className="space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  {link.to === brandsAnchor ? <BrandsLink link={link} /> : <SmartLink link={link} className="hover:text-brass-300" />}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-xs text-slate-300 md:flex-row md:flex-wrap md:items-center md:justify-between md:gap-x-6">
          <p suppressHydrationWarning>
            {fill(shell.footer.legal, {
              year: new Date().getFullYear(),
              company: site.legalName,
              kvk: site.chamberOfCommerce,
              vat: site.vatNumber,
            })}
          </p>
          <LanguageLinks
            className="-mx-1.5 flex flex-wrap items-center gap-1"
            linkClassName="block rounded px-1.5 py-1.5 hover:text-brass-300"
            currentClassName="font-semibold text-white"
          />
          <p>
            <LocalLink to="/cookies#embed-settings" className="underline underline-offset-2 hover:text-brass-300">
              {shell.footer.embedSettings}
            </LocalLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
