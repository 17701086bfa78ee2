import { storedItems } from "../browser-storage";

/**
 * The dealer-application popup's state machine (spec 4), free of React so it is unit-tested
 * on its own. Only the floating popup, loaded once the page is scrolled past the threshold
 * (./popup-threshold.ts), uses it.
 *
 * The states are the spec's, with one change of order (PRODUCT.md 20): past the threshold
 * the popup first appears minimised, as a slim bar (a small card on wider screens), and
 * opens into the form only when the visitor asks for it, after the spec's spin.
 *
 *   hidden ──scrolled past threshold──▶ minimised ──open──▶ spinning ──spun──▶ expanded
 *                                           ▲                                     │
 *                                           └────────────────minimise─────────────┘
 *   any shown state ──dismiss──▶ dismissed (for this visit)
 *   any state ──submitted──▶ submitted (for good)
 */
export type PopupState = "hidden" | "expanded" | "minimised" | "spinning" | "dismissed" | "submitted";
export type PopupEvent = "scrolledPast" | "minimise" | "open" | "spun" | "dismiss" | "submitted" | "restoreDismissed" | "restoreSubmitted";

export function popupTransition(state: PopupState, event: PopupEvent): PopupState {
  if (state === "submitted") return state;
  switch (event) {
    case "submitted":
    case "restoreSubmitted":
      return "submitted";
    case "restoreDismissed":
      return "dismissed";
    case "scrolledPast":
      return state === "hidden" ? "minimised" : state;
    case "minimise":
      return state === "expanded" ? "minimised" : state;
    case "open":
      return state === "minimised" ? "spinning" : state;
    case "spun":
      return state === "spinning" ? "expanded" : state;
    case "dismiss":
      return isShown(state) ? "dismissed" : state;
  }
}

/** Whether the popup is on the page (it may still keep out of the way: `popupAvoidSelector`). */
export function isShown(state: PopupState): boolean {
  return state === "expanded" || state === "minimised" || state === "spinning";
}

/** Spin of the minimised popup's mark before it expands (spec 9). */
export const spinMs = 600;

/** Where the popup's end states are remembered: dismissed for the visit, submitted for good. */
export const popupStorageKey = storedItems.dealerPopupClosed.key;

/**
 * Parts of a page the popup never covers (PRODUCT.md 20): while one of them is on the
 * screen the minimised popup moves out of the way, and the form folds back to it once
 * the visitor is no longer in it. Marked `data-popup-avoid` where they are rendered: the
 * dealer locator, the configurator's key features, the footer, the language notice.
 */
export const popupAvoidSelector = "[data-popup-avoid]";
