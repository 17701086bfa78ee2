import { useRef, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { useDropdownBehaviour } from "./use-dropdown-behaviour";

/**
 * A dropdown of links in the header (Service & Support, Brands, Language) as a native
 * disclosure (<details>): it opens, and its links work, without JavaScript and before the
 * page has hydrated (PRODUCT.md 16). What a dropdown is expected to do beyond that (Escape,
 * arrow keys, closing on a press elsewhere or a navigation, opening on hover after 100 ms
 * with `openOnHover`: ./use-dropdown-behaviour.ts) comes with the page's script. A disclosure of links, not
 * an ARIA menu: links stay links for screen readers, and the browser tells them whether it
 * is expanded.
 */
export function HeaderDropdown({
  summary,
  children,
  openOnHover = false,
  className,
  summaryClassName,
  panelClassName,
}: {
  /** The button's content; a chevron follows it. */
  summary: ReactNode;
  /** The panel: a list of links. */
  children: ReactNode;
  /** Opens on mouse hover, and closes when the mouse leaves, after the spec's delay. */
  openOnHover?: boolean;
  className?: string;
  /** The button's gap and padding. */
  summaryClassName?: string;
  /** Placement, width and padding of the panel under the button. */
  panelClassName?: string;
}) {
  const root = useRef<HTMLDetailsElement>(null);
  useDropdownBehaviour(root, openOnHover);
  return (
    <details
      ref={root}
      // One open at a time, with or without JavaScript: opening one closes the others.
      name="header-dropdown"
      className={cn("group relative", className)}
    >
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center whitespace-nowrap rounded hover:text-navy-700 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        {summary}
        <Icon name="chevronDown" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className={cn("absolute top-full z-50 mt-1 rounded-md border border-line bg-white shadow-lg", panelClassName)}>{children}</div>
    </details>
  );
}
