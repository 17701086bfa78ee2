import { useEffect, useId, useRef, useState } from "react";
import { NavLink as RouterNavLink, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { localizePath } from "~/lib/i18n";
import { useLang } from "~/lib/use-ui";
import { useShellLinks } from "./use-shell-links";

/** Spec 9: the submenu opens after a 100 ms hover delay. */
const SUBMENU_HOVER_DELAY_MS = 100;

/**
 * The desktop Service & Support dropdown (spec 2.2): opens on hover after 100 ms, and on
 * click, Enter, Space or ArrowDown; Escape closes it and returns focus to the button.
 * A disclosure of links, not an ARIA menu: links stay links for screen readers.
 */
export function ServiceMenu() {
  // Open on one page: a navigation closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? location.pathname : null);
  const timer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const lang = useLang();
  const { desktopTopLinks, serviceMenu } = useShellLinks();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hoverTo = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), SUBMENU_HOVER_DELAY_MS);
  };

  const focusItem = (index: number) => {
    const links = root.current?.querySelectorAll<HTMLAnchorElement>("ul a");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and focus leaving, from the button and links inside
    <li
      ref={root}
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && hoverTo(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && hoverTo(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className="flex items-center gap-1 rounded px-1 py-2 hover:text-navy-700"
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen(!open);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        {desktopTopLinks.serviceLabel}
        <Icon name="chevronDown" className={open ? "size-4 rotate-180 transition-transform" : "size-4 transition-transform"} />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the links inside */}
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 w-64 rounded-md border border-line bg-white py-2 shadow-lg"
        onKeyDown={(e) => {
          const links = Array.from(root.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);
          const i = links.indexOf(document.activeElement as HTMLAnchorElement);
          if (e.key === "ArrowDown") {
            e.preventDefault();
            focusItem(i + 1);
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            focusItem(i - 1);
          }
        }}
      >
        {serviceMenu.map((item) => (
          <li key={item.to}>
            <RouterNavLink
              to={localizePath(item.to, lang)}
              className={({ isActive }) => `block px-4 py-2 text-sm hover:bg-mist ${isActive ? "font-semibold text-navy-900" : "text-ink"}`}
            >
              {item.label}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
