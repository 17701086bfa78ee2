import type { Page } from "playwright-core";
import { popupStorageKey } from "~/lib/forms/dealer-popup";
import { desktop, openPage, type TestPage, waitForHydration } from "./browser";
import type { Suite } from "./suite";

export interface HomeOptions {
  js?: boolean;
  reducedMotion?: "reduce" | "no-preference";
  touch?: boolean;
  /** Where the visit starts; the home page by default. */
  path?: string;
  /** Keep the dealer popup; by default it is closed for the visit. */
  popup?: boolean;
}

/**
 * Opens the home page (or `path`) for the home page's browser tests, and with JavaScript
 * waits for the network to be quiet and the page to be hydrated.
 */
export async function openHome(
  suite: Suite,
  viewport: { width: number; height: number } = desktop,
  options: HomeOptions = {},
): Promise<TestPage> {
  const t = await openTab(suite, viewport, options);
  await visit(suite, t.page, options.path ?? "/", options.js ?? true);
  return t;
}

/** A tab set up as `openHome` sets one up, with no page loaded yet: `visit` loads one. */
export async function openTab(
  suite: Suite,
  viewport: { width: number; height: number } = desktop,
  options: Omit<HomeOptions, "path"> = {},
): Promise<TestPage> {
  const t = await openPage(suite.browser, {
    viewport,
    javaScriptEnabled: options.js ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  // The dealer popup has its own tests; elsewhere it is closed for the visit, as a visitor would.
  // In the page itself only: init scripts run in every frame, and the office map's frame,
  // from another site, may not touch storage (the browser throws, a page error).
  if (!options.popup)
    await t.page.addInitScript((key) => window === window.top && sessionStorage.setItem(key, "dismissed"), popupStorageKey);
  return t;
}

/**
 * Loads `path` in a tab, and with JavaScript waits for the network to be quiet and the page
 * to be hydrated. A tab loads page after page faster than a tab per page (a tab is a
 * renderer process to start).
 */
export async function visit(suite: Suite, page: Page, path: string, js = true): Promise<void> {
  await page.goto(`${suite.server.url}${path}`);
  if (js) {
    await page.waitForLoadState("networkidle");
    // Reveals, carousels and tooltips start with hydration; on a busy machine it can end after networkidle.
    await waitForHydration(page);
  }
}
