import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { useFormAction } from "react-router";
import type { Brand } from "~/content/brands";
import { buttonClass } from "~/components/ui/button";
import { readStored, storedItems, writeStored } from "~/lib/browser-storage";
import { isShown, popupTransition, spinMs } from "~/lib/forms/dealer-popup";
import { popupThreshold } from "~/lib/forms/popup-threshold";
import { usePopupTexts } from "./use-popup-texts";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";
import { DealerPopupPanel } from "./dealer-popup-panel";
import { PopupMark } from "./popup-mark";
import { useKeepClear } from "./use-keep-clear";
import { Icon } from "~/components/ui/icon";

/** The popup form's fields' id prefix; its first field is `${fieldPrefix}-name`. */
const fieldPrefix = "dealer-popup";

/**
 * The floating dealer-application popup of the home and brand pages (spec 4 and 9), a
 * suggestion rather than a wall (PRODUCT.md 20). Past the scroll threshold it appears
 * minimised: a slim bar along the bottom of a phone, a small card in the corner of a wider
 * screen, with the title, a button that opens the form and a close button. The form opens
 * (after the spec's spin) only when asked for: as a sheet of at most 85% of the screen's
 * height on phones, scrolling inside itself. While a part of the page it must not cover is
 * on the screen (the dealer locator, the configurator's key features, the footer), the
 * minimised popup moves out of the way; an open form folds back once the visitor is no
 * longer in it, or starts using that part.
 *
 * Not a modal: a labelled region that never traps focus; Escape folds the form. Opening it
 * moves focus to its first field, folding it back returns focus to the button. Reduced
 * motion skips the spin and the slides. ./dealer-popup.tsx loads it once the page is scrolled
 * past the threshold.
 *
 * Why it is built this way: docs/decisions/0016-dealer-popup-keeps-clear.md.
 */
export function FloatingDealerPopup({ brand }: { brand?: Brand }) {
  const [state, dispatch] = useReducer(popupTransition, "hidden");
  const action = useFormAction();
  const headingId = useId();
  const bodyId = useId();
  const markRef = useRef<HTMLSpanElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"field" | "toggle" | "main" | undefined>(undefined);
  const [announced, setAnnounced] = useState(false);
  const { forms } = useUi();
  const { title, successMessage } = usePopupTexts(brand);
  const shown = isShown(state);
  const expanded = state === "expanded";
  // Folded by the page (the visitor turned to the dealer locator): focus stays where it went.
  const fold = useCallback(() => dispatch("minimise"), []);
  const { aside, onFocus, onBlur } = useKeepClear(state, fold);
  // Screen readers hear it once, when it first comes into view on its own.
  if (shown && !aside && !announced) setAnnounced(true);

  // End states outlive the page: dismissed for this visit (session), submitted for good.
  useEffect(() => {
    if (readStored(storedItems.dealerPopupSent) === "submitted") dispatch("restoreSubmitted");
    else if (readStored(storedItems.dealerPopupClosed) === "dismissed") dispatch("restoreDismissed");
  }, []);

  useEffect(() => {
    if (state !== "hidden") return;
    const check = () => {
      if (window.scrollY > popupThreshold(Boolean(brand), window.innerWidth)) dispatch("scrolledPast");
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [state, brand]);

  useEffect(() => {
    if (state !== "spinning") return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const spin = reduced
      ? undefined
      : markRef.current?.animate([{ transform: "rotate(0)" }, { transform: "rotate(360deg)" }], {
          duration: spinMs,
          easing: "ease-in-out",
        });
    if (!spin) {
      dispatch("spun");
      return;
    }
    spin.onfinish = () => dispatch("spun");
    return () => spin.cancel();
  }, [state]);

  // In the commit that shows or hides the part, not a frame later: a keyboard or screen reader
  // user is never left on a field that has just been hidden.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (target === "field" && state !== "expanded") return; // still spinning
    if (target === "field" && !focusField()) return;
    focusAfter.current = undefined;
    if (target === "toggle") toggleRef.current?.focus();
    if (target === "main") document.getElementById("main")?.focus({ preventScroll: true });
  }, [state]);

  const toggle = () => {
    if (state === "minimised") {
      focusAfter.current = "field";
      dispatch("open");
    } else if (state === "expanded") {
      focusAfter.current = "toggle";
      dispatch("minimise");
    }
  };
  const dismiss = () => {
    writeStored(storedItems.dealerPopupClosed, "dismissed");
    focusAfter.current = "main";
    dispatch("dismiss");
  };
  const onSubmitted = () => {
    writeStored(storedItems.dealerPopupSent, "submitted");
    focusAfter.current = "main";
    dispatch("submitted");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !expanded) return;
    event.stopPropagation();
    focusAfter.current = "toggle";
    dispatch("minimise");
  };

  return (
    <>
      {/* It appears on its own without taking focus, so screen readers are told. */}
      <p role="status" className="sr-only">
        {shown && announced ? fill(forms.popup.appeared, { title }) : ""}
      </p>
      {shown ? (
        // A named region, not a <section>: it is no part of the page's flow.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside folds the form
        <div
          role="region"
          id="dealer-popup"
          aria-labelledby={headingId}
          data-state={state}
          data-aside={aside ? "" : undefined}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          className={cn(
            // A bar (or, open, a sheet) along the bottom of a phone; a card in the corner from 640 px.
            "fixed inset-x-2 bottom-[max(0.5rem,env(safe-area-inset-bottom))] z-50 flex max-h-[85dvh] flex-col overflow-hidden rounded-xl bg-paper shadow-2xl ring-1 ring-black/10 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[25rem]",
            "transition-[translate,visibility] duration-300 motion-safe:animate-fade-in motion-reduce:transition-none",
            aside && "invisible translate-y-[calc(100%+2rem)]",
          )}
        >
          <div className="on-dark flex items-center gap-2 bg-navy-900 py-2 pr-1.5 pl-2.5 text-white sm:gap-3">
            {/* The narrowest phones give its room to the title. */}
            <span ref={markRef} className="grid size-10 shrink-0 place-items-center rounded-full ring-2 ring-brass-300 max-[359px]:hidden">
              <PopupMark />
            </span>
            <h2 id={headingId} className="min-w-0 flex-1 text-sm leading-snug font-semibold break-words sm:text-[0.9375rem]">
              {title}
            </h2>
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={toggle}
              className={buttonClass(
                { variant: expanded ? "ghost" : "secondary", size: "sm" },
                // A longer label (French, German) takes two lines rather than the title's room.
                cn("max-w-28 shrink-0 py-1 text-center leading-tight", expanded && "text-white ring-1 ring-white/40 hover:bg-white/10"),
              )}
            >
              {expanded ? forms.popup.hide : forms.popup.show}
            </button>
            <button
              type="button"
              onClick={dismiss}
              aria-label={forms.popup.close}
              className="grid size-10 shrink-0 place-items-center rounded text-slate-300 hover:bg-white/10 hover:text-white"
            >
              <Icon name="close" className="size-4.5" />
            </button>
          </div>
          {/* Kept while folded, so nothing typed is lost; it scrolls inside itself, not the page. */}
          <div id={bodyId} hidden={!expanded} className="min-h-0 overflow-y-auto overscroll-contain p-5">
            <DealerPopupPanel
              brand={brand}
              action={action}
              idPrefix={fieldPrefix}
              successMessage={successMessage}
              onSubmitted={onSubmitted}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}

function focusField(): boolean {
  const field = document.getElementById(`${fieldPrefix}-name`);
  field?.focus();
  return Boolean(field);
}
