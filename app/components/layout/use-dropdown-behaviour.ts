import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/** Spec 9: the header's submenus open after a 100 ms hover delay. */
const SUBMENU_HOVER_DELAY_MS = 100;

/**
 * What a header dropdown does beyond the native disclosure (./header-dropdown.tsx): Escape
 * closes it and returns focus to its button; focus or a press elsewhere closes it; ArrowDown
 * opens it and the arrow keys move between its links; a navigation closes it; with
 * `openOnHover`, a mouse resting on it opens it after 100 ms, and leaving closes it (spec
 * 2.2). It listens on the <details> element the header rendered.
 */
export function useDropdownBehaviour(details: RefObject<HTMLDetailsElement | null>, openOnHover: boolean): void {
  const location = useLocation();

  // A navigation closes it; its first render does not (the dropdown may be open already).
  useEffect(() => {
    const root = details.current;
    return () => {
      if (root) root.open = false;
    };
  }, [details, location]);

  useEffect(() => {
    const root = details.current;
    if (!root) return;
    const summary = root.querySelector("summary");
    let timer: number | undefined;
    // Set while the dropdown is open because the mouse rested on it: a press on its button
    // then means "open", not "close".
    let openedByHover = false;
    const show = (next: boolean, byHover = false) => {
      openedByHover = next && byHover;
      if (root.open !== next) root.open = next;
    };
    const links = () => Array.from(root.querySelectorAll<HTMLAnchorElement>("a[href]"));
    const focusLink = (index: number) => {
      const all = links();
      all[(index + all.length) % all.length]?.focus();
    };
    const hoverTo = (next: boolean) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => show(next, !root.open || openedByHover), SUBMENU_HOVER_DELAY_MS);
    };

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape" && root.open) {
        e.preventDefault();
        show(false);
        summary?.focus();
      } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        const index = links().indexOf(document.activeElement as HTMLAnchorElement);
        if (index < 0 && e.key === "ArrowUp") return;
        show(true);
        // The panel is laid out once the details element is open.
        requestAnimationFrame(() => focusLink(index < 0 ? 0 : index + (e.key === "ArrowDown" ? 1 : -1)));
      }
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!root.contains(e.relatedTarget as Node | null)) show(false);
    };
    const onPointerDownElsewhere = (e: PointerEvent) => {
      if (root.open && !root.contains(e.target as Node)) show(false);
    };
    const onPointerEnter = (e: PointerEvent) => e.pointerType === "mouse" && hoverTo(true);
    const onPointerLeave = (e: PointerEvent) => e.pointerType === "mouse" && hoverTo(false);
    // A press decides; a hover still waiting would undo it.
    const onSummaryClick = (e: MouseEvent) => {
      window.clearTimeout(timer);
      // The mouse opened it a moment before the press: keep it open, as the visitor pressed to
      // open it; the next press closes it.
      if (openedByHover && root.open) {
        e.preventDefault();
        openedByHover = false;
      }
    };

    root.addEventListener("keydown", onKeyDown);
    root.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDownElsewhere);
    summary?.addEventListener("click", onSummaryClick);
    if (openOnHover) {
      root.addEventListener("pointerenter", onPointerEnter);
      root.addEventListener("pointerleave", onPointerLeave);
    }
    return () => {
      window.clearTimeout(timer);
      root.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDownElsewhere);
      summary?.removeEventListener("click", onSummaryClick);
      root.removeEventListener("pointerenter", onPointerEnter);
      root.removeEventListener("pointerleave", onPointerLeave);
    };
  }, [details, openOnHover]);
}
