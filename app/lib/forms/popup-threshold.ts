/**
 * Scroll distance before the dealer popup appears (spec 9): 300 px on brand pages; on the home
 * page 300 px on desktop, 1,500 px on tablets (768 to 1,023 px wide) and 1,800 px on
 * phones (under 768 px), where the contact section comes much further down the page. The
 * one part of the popup a page needs before the visitor scrolls, so it is a module of its
 * own: the state machine (./dealer-popup.ts) comes with the popup.
 */
export function popupThreshold(onBrandPage: boolean, viewportWidth: number): number {
  if (onBrandPage || viewportWidth >= 1024) return 300;
  return viewportWidth >= 768 ? 1500 : 1800;
}
