import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useLinkClickHandler, useLocation } from "react-router";

/**
 * Links to the site's own pages that the router follows without a page load: React
 * Router's `Link` and `NavLink` less what the site does not use (prefetching, route
 * discovery, view transitions, relative paths), which is about 3 KB of every page's first
 * script (docs/decisions/0018-client-runtime.md). `to` is a path of this site.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  /** A full page load (a move to another language, a fresh start after an error). */
  reloadDocument?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
}

export function Link({ to, reloadDocument, replace, preventScrollReset, onClick, target, children, ...rest }: LinkProps) {
  const href = useHref(to);
  // Leaves modified clicks, other buttons and other targets to the browser.
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, preventScrollReset, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented && !reloadDocument) follow(event);
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
