import type { MouseEvent, ReactNode } from "react";
import { scrollBehavior } from "~/lib/use-media-query";

/**
 * A link to a section of this page (`#brands`, `#contact`). A real anchor, so it works
 * without JavaScript; with it, the scroll is smooth unless the visitor asked for reduced
 * motion (spec 2.3: Explore our Brands), and focus moves to the section so the next Tab
 * continues from there.
 */
export function AnchorLink({ to, className, children }: { to: `#${string}`; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = document.getElementById(to.slice(1));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
