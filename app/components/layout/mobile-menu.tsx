import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { useUi } from "~/lib/use-ui";

type Panel = typeof import("./mobile-menu-panel");
let panelLoading: Promise<Panel> | undefined;
/** The menu's contents, fetched once, the first time the visitor reaches for the menu. */
const loadPanel = () => (panelLoading ??= import("./mobile-menu-panel"));
panelLoading?.catch(() => undefined);

// The server renders the contents into the menu, for the browser to show before the page
// has hydrated and without JavaScript. In the browser's build `import.meta.env.SSR` is
// false and this import is left out: there the contents come from `loadPanel` alone.
const ServerPanel = import.meta.env.SSR ? (await import("./mobile-menu-panel")).MobileMenuPanel : null;

/**
 * Until its code is there, the browser keeps the server's contents of the menu as they are:
 * during hydration the runtime leaves an element's inner HTML alone, and an unchanging one
 * after it (docs/decisions/0018-client-runtime.md).
 */
const keptHtml = { __html: "" };

/**
 * The mobile slide-out menu (spec 2.2), below 1024 px. Without JavaScript, and before the
 * page has hydrated, the button opens it as a popover (PRODUCT.md 16): the browser shows it
 * above the page and closes it on Escape, on a press outside it and with its close button.
 * With JavaScript it opens as a modal <dialog> instead: the browser also traps focus and
 * makes the page behind it inert. It closes on every navigation and on choosing a search
 * result. Its last section is the language switcher (PRODUCT.md 19).
 *
 * Its contents' code (./mobile-menu-panel.tsx) loads when the visitor first reaches for the
 * button (a touch, a focus), and after a navigation, which changes what the contents link
 * to (the page's other languages); the menu opens once it is there. Should it fail to load,
 * the menu opens as the server sent it, as it does without JavaScript.
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const shownOn = useRef(location);
  const { shell } = useUi();
  const [panel, setPanel] = useState<Panel | null>(null);
  // Asked to open before the contents were there: it opens once they are rendered.
  const openWhenReady = useRef(false);
  const load = () =>
    loadPanel().then((loaded) => {
      setPanel(() => loaded);
      return loaded;
    });
  const close = () => {
    const menu = dialog.current;
    if (!menu) return;
    menu.close();
    // Opened as a popover before the page hydrated.
    if ("hidePopover" in menu && menu.matches(":popover-open")) menu.hidePopover();
  };

  // A navigation closes it, and brings its contents' code (they link to the new page's
  // other languages); hydration does neither (it may have been opened before).
  useEffect(() => {
    if (shownOn.current !== location) {
      close();
      load().catch(() => undefined);
    }
    shownOn.current = location;
  }, [location]);

  useEffect(() => {
    if (!openWhenReady.current || !panel) return;
    openWhenReady.current = false;
    dialog.current?.showModal();
  }, [panel]);

  const reachFor = () => void load().catch(() => undefined);

  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: "ghost", size: "icon" }, "-ml-2.5 shrink-0 lg:hidden")}
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        popoverTarget="mobile-menu"
        onPointerDown={reachFor}
        onFocus={reachFor}
        onClick={(e) => {
          // The script's modal dialog, not the browser's popover.
          e.preventDefault();
          if (panel) return dialog.current?.showModal();
          openWhenReady.current = true;
          load().catch(() => {
            openWhenReady.current = false;
            dialog.current?.showPopover();
          });
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
        {...(ServerPanel
          ? { children: <ServerPanel close={close} /> }
          : panel
            ? { children: <panel.MobileMenuPanel close={close} /> }
            : { dangerouslySetInnerHTML: keptHtml })}
      />
    </>
  );
}
