import { brandNavLinks } from "~/content/navigation";
import { SiteSearch } from "~/components/search/site-search";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { LocalLink } from "~/components/ui/smart-link";
import { useBrands, useSite, useUi } from "~/lib/use-ui";
import { LanguageLinks } from "./language-links";
import { useShellLinks } from "./use-shell-links";

/**
 * What the mobile menu holds (spec 2.2): contact details, the dealer portal, the search box,
 * the brands, the site's pages and the languages. The server renders it into the closed
 * menu, so it works without JavaScript (./mobile-menu.tsx); its code comes with the shell's,
 * as the page hydrates it.
 */
export function MobileMenuPanel({ close }: { close: () => void }) {
  const site = useSite();
  const { common, company, shell } = useUi();
  const brandLinks = brandNavLinks(useBrands());
  const { mobileNav } = useShellLinks();
  return (
    <>
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
    </>
  );
}
