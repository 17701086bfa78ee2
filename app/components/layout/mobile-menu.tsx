import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { brandLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { SiteSearch } from "~/components/search/site-search";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { LocalLink } from "~/components/ui/smart-link";
import { useUi } from "~/lib/use-ui";
import { LanguageLinks } from "./language-links";
import { useShellLinks } from "./use-shell-links";

/**
 * The mobile slide-out menu (spec 2.2), below 1024 px. Without JavaScript, and before the
 * page has hydrated, the button opens it as a popover (PRODUCT.md 16): the browser shows it
 * above the page and closes it on Escape, on a press outside it and with its close button.
 * With JavaScript it opens as a modal <dialog> instead: the browser also traps focus and
 * makes the page behind it inert. It closes on every navigation and on choosing a search
 * result. Its last section is the language switcher (PRODUCT.md 19).
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const shownOn = useRef(location);
  const { common, company, shell } = useUi();
  const { mobileNav } = useShellLinks();
  const close = () => {
    const menu = dialog.current;
    if (!menu) return;
    menu.close();
    // Opened as a popover before the page hydrated.
    if ("hidePopover" in menu && menu.matches(":popover-open")) menu.hidePopover();
  };

  // A navigation closes it; hydration does not (it may have been opened before).
  useEffect(() => {
    if (shownOn.current !== location) close();
    shownOn.current = location;
  }, [location]);

  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: "ghost", size: "icon" }, "-ml-2.5 shrink-0 lg:hidden")}
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        popoverTarget="mobile-menu"
        onClick={(e) => {
          // The script's modal dialog, not the browser's popover.
          e.preventDefault();
          dialog.current?.showModal();
        }}
      >
        <Icon name="menu" className="!size-6" />
        <span className="sr-only">{shell.mobileMenu.open}</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer on the backdrop; keys close it with Escape and follow its links */}
      <dialog
        ref={dialog}
        id="mobile-menu"
        popover="auto"
        aria-label={shell.mobileMenu.label}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/60 open:motion-safe:animate-[slide-in_250ms_ease-out]"
        onClick={(e) => {
          // A press on the backdrop lands on the dialog element itself, outside its box; a
          // link closes it even when it points at the page already open.
          const box = e.currentTarget.getBoundingClientRect();
          const outside = e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
          if ((e.target === e.currentTarget && outside) || (e.target as Element).closest("a")) close();
        }}
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <p className="font-semibold text-navy-900">{site.name}</p>
          <button
            type="button"
            className={buttonClass({ variant: "ghost", size: "icon" })}
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            <Icon name="close" className="!size-6" />
            <span className="sr-only">{shell.mobileMenu.close}</span>
          </button>
        </div>
        <div className="space-y-6 px-4 py-5">
          <ul className="space-y-2 text-sm" aria-label={shell.contactDetails}>
            <li>
              <a href={site.phoneHref} className="flex items-center gap-2">
                <Icon name="phone" className="size-4 text-brass-600" /> {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="flex items-center gap-2">
                <Icon name="mail" className="size-4 text-brass-600" /> {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="clock" className="size-4 text-brass-600" /> {company.hours.weekdays}, {company.hours.weekend}
            </li>
          </ul>
          <a href={site.portal.login} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "default" }, "w-full")}>
            <Icon name="login" /> {shell.mobileMenu.portal}
            <span className="sr-only">{common.newTab}</span>
          </a>
          <SiteSearch onNavigate={close} />
          <section aria-labelledby="mobile-brands">
            <h2 id="mobile-brands" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
              {shell.mobileMenu.brands}
            </h2>
            <ul className="grid grid-cols-2 gap-2">
              {brandLinks.map((b) => (
                <li key={b.to}>
                  <LocalLink
                    to={b.to}
                    className="flex min-h-11 items-center justify-center rounded-md border border-line px-2 text-sm font-medium hover:bg-mist"
                  >
                    {b.label}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="mobile-nav">
            <h2 id="mobile-nav" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
              {shell.mobileMenu.navigation}
            </h2>
            <ul className="divide-y divide-line">
              {mobileNav.map((item) => (
                <li key={item.to}>
                  <LocalLink to={item.to} className="flex min-h-11 items-center justify-between py-2 text-sm">
                    {item.label}
                    <Icon name="chevronRight" className="size-4 text-muted" />
                  </LocalLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 id="mobile-languages" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
              {shell.languages}
            </h2>
            <LanguageLinks
              labelledBy="mobile-languages"
              className="grid grid-cols-2 gap-2"
              linkClassName="flex min-h-11 items-center justify-center rounded-md border border-line px-2 text-sm hover:bg-mist"
              currentClassName="border-navy-900 font-semibold text-navy-900"
            />
          </div>
        </div>
      </dialog>
    </>
  );
}
