import { NavLink } from "react-router";
import { localizePath } from "~/lib/i18n";
import { useLang } from "~/lib/use-ui";
import { HeaderDropdown } from "./header-dropdown";
import { useShellLinks } from "./use-shell-links";

/**
 * The desktop Service & Support dropdown (spec 2.2): opens on a press (also without
 * JavaScript), on Enter, Space or ArrowDown, and on hover after 100 ms; Escape closes it
 * and returns focus to its button (./header-dropdown.tsx).
 */
export function ServiceMenu() {
  const lang = useLang();
  const { desktopTopLinks, serviceMenu } = useShellLinks();
  return (
    <li>
      <HeaderDropdown
        openOnHover
        summary={desktopTopLinks.serviceLabel}
        summaryClassName="gap-1 px-1 py-2"
        panelClassName="left-0 w-64 py-2"
      >
        <ul>
          {serviceMenu.map((item) => (
            <li key={item.to}>
              <NavLink
                prefetch="intent"
                to={localizePath(item.to, lang)}
                className={({ isActive }) =>
                  `block px-4 py-2 text-sm hover:bg-mist ${isActive ? "font-semibold text-navy-900" : "text-ink"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </HeaderDropdown>
    </li>
  );
}
