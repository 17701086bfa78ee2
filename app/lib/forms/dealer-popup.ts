/**
 * The dealer-application popup's state machine (spec 4) and scroll thresholds (spec 9),
 * free of React so they are unit-tested on their own.
 *
 *   hidden ──scrolled past threshold──▶ expanded ◀──spun── spinning ◀──open── minimised
 *                                           │  └────────────minimise───────────────▲
 *                                           ├──dismiss──▶ dismissed (for this visit)
 *                                           └──submitted─▶ submitted (for good)
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
      return state === "hidden" ? "expanded" : state;
    case "minimise":
      return state === "expanded" ? "minimised" : state;
    case "open":
      return state === "minimised" ? "spinning" : state;
    case "spun":
      return state === "spinning" ? "expanded" : state;
    case "dismiss":
      return state === "expanded" || state === "minimised" || state === "spinning" ? "dismissed" : state;
  }
}

/**
 * Scroll distance before the popup appears (spec 9): 300 px on brand pages; on the home
 * page 300 px on desktop, 1,500 px on tablets (768 to 1,023 px wide) and 1,800 px on
 * phones (under 768 px), where the contact section comes much further down the page.
 */
export function popupThreshold(onBrandPage: boolean, viewportWidth: number): number {
  if (onBrandPage || viewportWidth >= 1024) return 300;
  return viewportWidth >= 768 ? 1500 : 1800;
}

/** Spin of the minimised button before it re-expands (spec 9). */
export const spinMs = 600;

/** Where the popup's end states are remembered: dismissed for the visit, submitted for good. */
export const popupStorageKey = "dealer-popup";
