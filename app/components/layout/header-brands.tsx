import { NavLink } from "react-router";
import { brandNavLinks } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { localizePath } from "~/lib/i18n";
import { useBrands, useLang, useUi } from "~/lib/use-ui";
import { HeaderDropdown } from "./header-dropdown";

/**
 * The brands in the main bar (spec 2.2; content/brands/) from 1024 px, where the menu button is gone:
 * as a row of links from 1200 px, where the six fit beside the logo and the search box in
 * every language, and as a Brands dropdown between (a native disclosure, so it opens
 * without JavaScript too: ./header-dropdown.tsx). Below 1024 px they are in the menu.
 */
export function HeaderBrands({ className }: { className?: string }) {
  const { shell } = useUi();
  const lang = useLang();
  const brandLinks = brandNavLinks(useBrands());
  return (
    <>
      <nav aria-label={shell.header.brands} className={cn("hidden min-[75rem]:block", className)}>
        <ul className="flex items-center gap-4 whitespace-nowrap text-sm font-medium xl:gap-5">
          {brandLinks.map((b) => (
            <li key={b.to}>
              <NavLink
                prefetch="intent"
                to={localizePath(b.to, lang)}
                className={({ isActive }) =>
                  cn("rounded px-1 py-2 hover:text-navy-700", isActive ? "text-navy-900 underline underline-offset-8" : "text-ink")
                }
              >
                {b.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={shell.header.brands} className={cn("hidden lg:block min-[75rem]:hidden", className)}>
        <HeaderDropdown
          openOnHover
          summary={shell.header.brands}
          summaryClassName="gap-1 px-1 py-2 text-sm font-medium text-ink"
          panelClassName="right-0 w-48 py-2"
        >
          <ul>
            {brandLinks.map((b) => (
              <li key={b.to}>
                <NavLink
                  prefetch="intent"
                  to={localizePath(b.to, lang)}
                  className={({ isActive }) =>
                    cn("block px-4 py-2 text-sm hover:bg-mist", isActive ? "font-semibold text-navy-900" : "text-ink")
                  }
                >
                  {b.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </HeaderDropdown>
      </nav>
    </>
  );
}
