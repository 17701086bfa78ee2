import { lazy, Suspense, useEffect, useId, useReducer, useRef } from "react";
import { useActionData, useFormAction } from "react-router";
import type { Brand } from "~/content/brands";
import { resultFor } from "~/lib/forms/action-data";
import { readStored, storedItems, writeStored } from "~/lib/browser-storage";
import { popupThreshold, popupTransition, spinMs } from "~/lib/forms/dealer-popup";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";
import { PopupMark } from "./popup-mark";

// The form panel is not needed until the popup opens: it loads when the browser is idle,
// keeping it out of the page's first script (the JS budget).
const loadPanel = () => import("./dealer-popup-panel");
const DealerPopupPanel = lazy(() => loadPanel().then((m) => ({ default: m.DealerPopupPanel })));
// The version for browsers without JavaScript is rendered by the server only; a dynamic
// import the client build drops keeps its form code out of the page's first script.
const DealerPopupNoScript = import.meta.env.SSR
  ? lazy(() => import("./dealer-popup-noscript").then((m) => ({ default: m.DealerPopupNoScript })))
  : () => <noscript />;

/**
 * The floating dealer-application popup of the home and brand pages (spec 4 and 9). Not a
 * modal: a labelled region fixed bottom-right that never traps focus; Escape minimises
 * it. It appears on its own once the page is scrolled past the threshold and then does
 * not take focus; re-opening, minimising, closing and sending move focus to a sensible
 * place. Reduced motion skips the spin. Without JavaScript a plain version rendered in
 * <noscript> posts to the page's action (docs/decisions/0005-forms-pipeline.md).
 *
 * Usage: `<DealerPopup />` on the home page, `<DealerPopup brand={brand} />` on a brand
 * page; the route's action must call handleFormPost with "dealer-application".
 */
export function DealerPopup({ brand }: { brand?: Brand }) {
  const [state, dispatch] = useReducer(popupTransition, "hidden");
  const action = useFormAction();
  const result = resultFor(useActionData(), "dealer-application");
  const headingId = useId();
  const markRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"heading" | "mark" | "main" | undefined>(undefined);
  const { forms } = useUi();
  const title = brand ? fill(forms.popup.brandTitle, { brand: brand.name }) : forms.popup.title;
  const successMessage = brand ? fill(forms.success.brandDealer, { brand: brand.popupName }) : forms.success.dealer;

  // End states outlive the page: dismissed for this visit (session), submitted for good.
  useEffect(() => {
    if (readStored(storedItems.dealerPopupSent) === "submitted") dispatch("restoreSubmitted");
    else if (readStored(storedItems.dealerPopupClosed) === "dismissed") dispatch("restoreDismissed");
    const idle = (fn: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(fn) : window.setTimeout(fn, 1500));
    idle(() => void loadPanel());
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

  useEffect(() => {
    const target = focusAfter.current;
    if (target === "heading" && state !== "expanded") return; // still spinning
    focusAfter.current = undefined;
    if (target === "heading") document.getElementById(headingId)?.focus();
    if (target === "mark") markRef.current?.focus();
    if (target === "main") document.getElementById("main")?.focus({ preventScroll: true });
  }, [state, headingId]);

  const open = () => {
    focusAfter.current = "heading";
    dispatch("open");
  };
  const panelEvents = {
    onMinimise() {
      focusAfter.current = "mark";
      dispatch("minimise");
    },
    onDismiss() {
      writeStored(storedItems.dealerPopupClosed, "dismissed");
      focusAfter.current = "main";
      dispatch("dismiss");
    },
    onSubmitted() {
      writeStored(storedItems.dealerPopupSent, "submitted");
      focusAfter.current = "main";
      dispatch("submitted");
    },
  };

  return (
    <>
      {/* The browser with JavaScript never shows <noscript>, so it needs no content there. */}
      <Suspense fallback={null}>
        <DealerPopupNoScript brand={brand} action={action} result={result} title={title} successMessage={successMessage} />
      </Suspense>
      {/* Screen readers hear that the form opened on its own, since it does not take focus. */}
      <p role="status" className="sr-only">
        {state === "expanded" ? fill(forms.popup.opened, { title }) : ""}
      </p>
      {state === "minimised" || state === "spinning" ? (
        <button
          ref={markRef}
          type="button"
          onClick={open}
          disabled={state === "spinning"}
          aria-label={fill(forms.popup.open, { title })}
          className="fixed right-4 bottom-4 z-50 grid size-14 place-items-center rounded-full bg-navy-900 shadow-xl ring-2 ring-brass-300 hover:bg-navy-800"
        >
          <PopupMark />
        </button>
      ) : null}
      {state === "expanded" || state === "minimised" || state === "spinning" ? (
        <Suspense fallback={null}>
          {/* Kept mounted while minimised, so nothing typed is lost. */}
          <DealerPopupPanel
            brand={brand}
            action={action}
            title={title}
            headingId={headingId}
            successMessage={successMessage}
            hidden={state !== "expanded"}
            {...panelEvents}
          />
        </Suspense>
      ) : null}
    </>
  );
}
