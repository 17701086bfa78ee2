import { useLocation, useNavigate } from "react-router";
import { footerGroups, type NavLink } from "~/content/navigation";
import { site } from "~/content/site";
import { SmartLink } from "~/components/ui/smart-link";
import { Icon } from "~/components/ui/icon";
import { scrollBehavior } from "~/lib/use-media-query";
import { Logo } from "./logo";

/** Spec 9: after navigating home, the footer's Brands link scrolls after about 100 ms. */
export const FOOTER_SCROLL_DELAY_MS = 100;

function BrandsLink({ link }: { link: NavLink }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <a
      href={link.to}
      className="hover:text-brass-300"
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        const scroll = () => document.getElementById("brands")?.scrollIntoView({ behavior: scrollBehavior() });
        if (pathname === "/") {
          scroll();
          window.history.replaceState(window.history.state, "", "/#brands");
        } else {
          void navigate("/#brands", { preventScrollReset: false });
          window.setTimeout(scroll, FOOTER_SCROLL_DELAY_MS);
        }
      }}
    >
      {link.label}
    </a>
  );
}

export function SiteFooter() {
  return (
    <footer className="on-dark bg-navy-950 text-sm text-slate-200">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-6">
        <div className="space-y-4 lg:col-span-2">
          <Logo onDark />
          <p className="max-w-sm text-slate-300">
            Importer and distributor of premium home and kitchen appliances for professionals and consumers in the
            Benelux and Germany.
          </p>
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
              <Icon name="clock" className="size-4 text-brass-300" /> {site.hours.weekdays}, {site.hours.weekend}
            </li>
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 font-semibold text-white">{group.title}</h2>
            <ul className="space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  {link.to === "/#brands" ? (
                    <BrandsLink link={link} />
                  ) : (
                    <SmartLink link={link} className="hover:text-brass-300" />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-slate-300 md:flex-row md:items-center md:justify-between">
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {site.legalName}. KvK {site.chamberOfCommerce} · VAT {site.vatNumber}
          </p>
          <p>
            <a href="/cookies#embed-settings" className="underline underline-offset-2 hover:text-brass-300">
              Privacy settings for videos and maps
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
