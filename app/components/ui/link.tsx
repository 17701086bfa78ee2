import { createContext, use, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate, type NavigateFunction, type NavigateOptions, type To } from "react-router";
import { whenHydrated } from "./hydrate-in-turn";

/**
 * Links to the site's own pages that the router follows without a page load. React Router's
 * `Link` resolves its path and subscribes to the router in every link, dozens of them in the
 * header, menu and footer, all hydrated at once; the site's paths are absolute already, so
 * a link here writes its `to` as it is and asks one navigate function, given by
 * `LinkNavigation` at the root (docs/decisions/0018-client-runtime.md). Without it (a
 * component rendered on its own) a link is a plain one.
 */
const Navigate = createContext<NavigateFunction | null>(null);

/**
 * Gives the links below it the router's navigate function, which first lets every part of
 * the page still waiting for its turn hydrate (./hydrate-in-turn.tsx); app/root.tsx puts it
 * round the page.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const afterHydration = useMemo(
    () => (to: To | number, options?: NavigateOptions) =>
      whenHydrated().then(() => (typeof to === "number" ? navigate(to) : navigate(to, options))),
    [navigate],
  );
  return <Navigate value={afterHydration}>{children}</Navigate>;
}

/** The router's navigate function for code that moves to another page (a search, a filter, the footer's Brands link). */
export function useSiteNavigate(): NavigateFunction {
  const router = useNavigate();
  return use(Navigate) ?? router;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of this site, as the address shows it ("/nl/about", "/search?q=nimo"). */
  to: string;
  /** A full page load (a move to another language, a fresh start after an error). */
  reloadDocument?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
}

/** A press the router takes: the main button, no modifier key, no other target (as React Router's links do). */
function routerTakes(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, reloadDocument, replace, preventScrollReset, onClick, target, children, ...rest }: LinkProps) {
  const navigate = use(Navigate);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (reloadDocument || !navigate || !routerTakes(event, target)) return;
        event.preventDefault();
        // A link to the address shown replaces it rather than adding a history entry.
        const here = window.location.pathname + window.location.search + window.location.hash;
        void navigate(to, { replace: replace ?? here === to, preventScrollReset });
      }}
    >
      {children}
    </a>
  );
}

/** Whether `to` is the page shown, or a page under it ("/news" on an article), as React Router's NavLink has it. */
export function isActivePath(pathname: string, to: string): boolean {
  const path = to.split(/[?#]/)[0]!;
  return pathname === path || (path !== "/" && pathname.startsWith(`${path}/`));
}

/** A link in a navigation: `aria-current="page"` and the class for the page it leads to. */
export function NavLink({
  className,
  to,
  ...rest
}: Omit<LinkProps, "className"> & { className: (state: { isActive: boolean }) => string }) {
  const isActive = isActivePath(useLocation().pathname, to);
  return <Link {...rest} to={to} className={className({ isActive })} aria-current={isActive ? "page" : undefined} />;
}
