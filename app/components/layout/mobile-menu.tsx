import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { useUi } from "~/lib/use-ui";
import { MobileMenuPanel } from "./mobile-menu-panel";

/**
 * The mobile slide-out menu (spec 2.2), below 1024 px. Without JavaScript, and before the
 * page has hydrated, the button opens it as a popover (PRODUCT.md 16): the browser shows it
 * above the page and closes it on Escape, on a press outside it and with its close button.
 * With JavaScript it opens as a modal <dialog> instead: the browser also traps focus and
 * makes the page behind it inert. It closes on every navigation and on choosing a search
 * result. Its last section is the language switcher (PRODUCT.md 19).
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const shownOn = useRef(location);
  const { shell } = useUi();
  const close = () => {
    const menu = dialog.current;
    if (!menu) return;
    menu.close();
    // Opened as a popover before the page hydrated.
    if ("hidePopover" in menu && menu.matches(":popover-open")) menu.hidePopover();
  };

  // A navigation closes it; hydration does not (it may have been opened before).
  useEffect(() => {
    if (shownOn.current !== location) close();
    shownOn.current = location;
  }, [location]);

  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: "ghost", size: "icon" }, "-ml-2.5 shrink-0 lg:hidden")}
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        popoverTarget="mobile-menu"
        onClick={(e) => {
          // The script's modal dialog, not the browser's popover.
          e.preventDefault();
          dialog.current?.showModal();
        }}
      >
        <Icon name="menu" className="!size-6" />
        <span className="sr-only">{shell.mobileMenu.open}</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer on the backdrop; keys close it with Escape and follow its links */}
      <dialog
        ref={dialog}
        id="mobile-menu"
        popover="auto"
        aria-label={shell.mobileMenu.label}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-xl backdrop:bg-navy-950/60 open:motion-safe:animate-[slide-in_250ms_ease-out]"
        onClick={(e) => {
          // A press on the backdrop lands on the dialog element itself, outside its box; a
          // link closes it even when it points at the page already open.
          const box = e.currentTarget.getBoundingClientRect();
          const outside = e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
          if ((e.target === e.currentTarget && outside) || (e.target as Element).closest("a")) close();
        }}
      >
        <MobileMenuPanel close={close} />
      </dialog>
    </>
  );
}
