import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { brandNames } from "~/content/brand-names";
import { mobileNav } from "~/content/navigation";
import { site } from "~/content/site";
import { SiteSearch } from "~/components/search/site-search";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";

/**
 * The mobile slide-out menu (spec 2.2) as a modal <dialog>: the browser traps focus,
 * makes the page behind it inert and closes it on Escape. It closes on every navigation
 * and on choosing a search result.
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const close = () => dialog.current?.close();

  useEffect(() => {
    close();
  }, [location.pathname, location.search, location.hash]);

  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: "ghost", size: "icon" }, "-ml-2 xl:hidden")}
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        onClick={() => dialog.current?.showModal()}
      >
        <Icon name="menu" className="!size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        aria-label="Menu"
        className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/60 open:motion-safe:animate-[slide-in_250ms_ease-out]"
        onClick={(e) => {
          // A click on the backdrop lands on the dialog element itself; a link closes it
          // even when it points at the page already open.
          if (e.target === e.currentTarget || (e.target as Element).closest("a")) close();
        }}
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <p className="font-semibold text-navy-900">{site.name}</p>
          <button type="button" className={buttonClass({ variant: "ghost", size: "icon" })} onClick={close}>
            <Icon name="close" className="!size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <div className="space-y-6 px-4 py-5">
          <ul className="space-y-2 text-sm" aria-label="Contact details">
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
              <Icon name="clock" className="size-4 text-brass-600" /> {site.hours.weekdays}, {site.hours.weekend}
            </li>
          </ul>
          <a
            href={site.portal.login}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: "default" }, "w-full")}
          >
            <Icon name="login" /> Dealer Portal<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <SiteSearch onNavigate={close} />
          <section aria-labelledby="mobile-brands">
            <h2 id="mobile-brands" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
              Our Brands
            </h2>
            <ul className="grid grid-cols-2 gap-2">
              {brandNames.map((b) => (
                <li key={b.slug}>
                  <Link
                    to={`/brands/${b.slug}`}
                    className="flex min-h-11 items-center justify-center rounded-md border border-line px-2 text-sm font-medium hover:bg-mist"
                  >
                    {b.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="mobile-nav">
            <h2 id="mobile-nav" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
              Navigation
            </h2>
            <ul className="divide-y divide-line">
              {mobileNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="flex min-h-11 items-center justify-between py-2 text-sm">
                    {item.label}
                    <Icon name="chevronRight" className="size-4 text-muted" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
