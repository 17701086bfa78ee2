import type { Locator, Page } from "playwright-core";
import { axeViolations, nextFrames, waitForHydration } from "./browser";

/**
 * Resolves once the dealer popup has handled the page's last scroll: the page has hydrated
 * (the popup listens to scrolls from then on), and two frames have been drawn since, in
 * which a popup that was going to open is rendered. The way to show that it did not open,
 * without waiting for time. Call it after the scroll or reload.
 */
export async function dealerPopupSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await nextFrames(page);
}

/**
 * Opens the minimised popup's form as a visitor does, with its 'Show form' button, and
 * waits for the form's first field (after the spec's spin, and the panel's code if it has
 * not arrived yet).
 */
export async function expandDealerPopup(region: Locator): Promise<void> {
  await region.getByRole("button", { name: "Show form" }).click();
  await region.getByRole("textbox", { name: /^Name/ }).waitFor({ state: "visible" });
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes (Playwright's boundingBox) share any area; a missing box shares none. */
export function overlaps(a: Box | null, b: Box | null): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Where the popup covers a part of the page: null when it is out of the way (hidden, or
 * beside it), else the two boxes.
 */
export async function popupCovers(popup: Locator, part: Locator): Promise<string | null> {
  if (!(await popup.isVisible())) return null;
  const [a, b] = [await popup.boundingBox(), await part.boundingBox()];
  return overlaps(a, b) ? `popup ${JSON.stringify(a)} over ${JSON.stringify(b)}` : null;
}

/** axe's WCAG 2.2 AA rules on the popup alone (the rest of the page is its own tests' business). */
export function popupViolations(page: Page): Promise<string[]> {
  return axeViolations(page, { include: "#dealer-popup" });
}
