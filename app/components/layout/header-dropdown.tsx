import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** Spec 9: the header's submenus open after a 100 ms hover delay. */
const SUBMENU_HOVER_DELAY_MS = 100;

/**
 * A dropdown of links in the header (Service & Support, Brands, Language) as a native
 * disclosure (<details>): it opens, and its links work, without JavaScript and before the
 * page has hydrated (PRODUCT.md 16). The script adds what a dropdown is expected to do:
 * Escape closes it and returns focus to its button; focus or a press elsewhere closes it;
 * ArrowDown opens it and the arrow keys move between its links; a navigation closes it;
 * with `openOnHover`, a mouse resting on it opens it after 100 ms (spec 2.2). A disclosure of links, not
 * an ARIA menu: links stay links for screen readers, and the browser tells them whether
 * it is expanded.
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
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const location = useLocation();
  const shownOn = useRef(location);

  const show = (next: boolean) => {
    if (root.current && root.current.open !== next) root.current.open = next;
  };

  // A navigation closes it; hydration does not (it may have been opened before).
  useEffect(() => {
    if (shownOn.current !== location) show(false);
    shownOn.current = location;
  }, [location]);

  // Opened before hydration, the toggle event was the browser's alone.
  useEffect(() => setOpen(Boolean(root.current?.open)), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) show(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hoverTo = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => show(next), SUBMENU_HOVER_DELAY_MS);
  };

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    const details = e.currentTarget;
    if (e.key === "Escape" && details.open) {
      e.preventDefault();
      show(false);
      details.querySelector("summary")?.focus();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const index = links().indexOf(document.activeElement as HTMLAnchorElement);
      if (index < 0 && e.key === "ArrowUp") return;
      show(true);
      // The panel is laid out once the details element is open.
      requestAnimationFrame(() => focusLink(index < 0 ? 0 : index + (e.key === "ArrowDown" ? 1 : -1)));
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a <details> disclosure is interactive: Escape and the arrow keys work from its button and links
    <details
      ref={root}
      // One open at a time, with or without JavaScript: opening one closes the others.
      name="header-dropdown"
      className={cn("group relative", className)}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) show(false);
      }}
      {...(openOnHover && {
        onPointerEnter: (e) => e.pointerType === "mouse" && hoverTo(true),
        onPointerLeave: (e) => e.pointerType === "mouse" && hoverTo(false),
      })}
    >
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center whitespace-nowrap rounded hover:text-navy-700 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
        // A press decides; a hover still waiting would undo it.
        onClick={() => window.clearTimeout(timer.current)}
      >
        {summary}
        <Icon name="chevronDown" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className={cn("absolute top-full z-50 mt-1 rounded-md border border-line bg-white shadow-lg", panelClassName)}>{children}</div>
    </details>
  );
}
