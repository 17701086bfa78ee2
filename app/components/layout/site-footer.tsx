import { useLocation, useNavigate } from "react-router";
import { brandsAnchor, type NavLink } from "~/content/navigation";
import { LocalLink, SmartLink } from "~/components/ui/smart-link";
import { Icon } from "~/components/ui/icon";
import { localizePath } from "~/lib/i18n";
import { fill } from "~/lib/inline-text";
import { scrollBehavior } from "~/lib/use-media-query";
import { useLang, useSite, useUi } from "~/lib/use-ui";
import { LanguageLinks } from "./language-links";
import { Logo } from "./logo";
import { useShellLinks } from "./use-shell-links";

/** Spec 9: after navigating home, the footer's Brands link scrolls after about 100 ms. */
const FOOTER_SCROLL_DELAY_MS = 100;

/**
 * A link in one of the footer's lists: padded to a 28 px tall target (WCAG 2.5.8 asks 24),
 * the padding taking the place of the gap between the lines, so the lists keep their look.
 */
const listLink = "inline-block py-1 hover:text-brass-300";

function BrandsLink({ link }: { link: NavLink }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lang = useLang();
  const href = localizePath(link.to, lang);
  return (
    <a
      href={href}
      className={listLink}
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
  const site = useSite();
  const { company, shell } = useUi();
  const { footerGroups } = useShellLinks();
  return (
    // The dealer popup keeps clear of the footer's links (PRODUCT.md 20).
    <footer data-popup-avoid="" className="on-dark bg-navy-950 text-sm text-slate-200">
      {/* Two columns of link lists from the narrowest screens: one list under the other would
          make the footer of a phone longer than a screen and a half. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-6">
        <div className="col-span-2 space-y-4">
          <Logo onDark />
          <p className="max-w-sm text-slate-300">{shell.footer.about}</p>
          <ul>
            <li>
              <a href={site.phoneHref} className="flex items-center gap-2 py-1 hover:text-brass-300">
                <Icon name="phone" className="size-4 text-brass-300" /> {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="flex items-center gap-2 py-1 hover:text-brass-300">
                <Icon name="mail" className="size-4 text-brass-300" /> {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2 py-1">
              <Icon name="clock" className="size-4 text-brass-300" /> {company.hours.weekdays}, {company.hours.weekend}
            </li>
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-2 font-semibold text-white">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  {link.to === brandsAnchor ? <BrandsLink link={link} /> : <SmartLink link={link} className={listLink} />}
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
            <LocalLink to="/cookies#embed-settings" className="inline-block py-1.5 underline underline-offset-2 hover:text-brass-300">
              {shell.footer.embedSettings}
            </LocalLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
