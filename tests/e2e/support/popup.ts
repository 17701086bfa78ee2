import type { Page } from "playwright-core";
import { nextFrames } from "./browser";

/**
 * Resolves once the dealer popup has looked at where the page is scrolled and could show at
 * once. Its island loads on the first scroll (app/components/ui/island.tsx); mounted, it
 * checks the scroll position, listens to scrolls, and fetches its form panel when the
 * browser is next idle (app/components/forms/dealer-popup.tsx). That fetch is the last of
 * these steps and a request the test can see: once it has finished and two frames have
 * been drawn, a popup that was going to open is on the screen. The way to show that it did
 * not open, without waiting for time.
 *
 * Call it before the scroll or reload that starts it, and await it after.
 */
export function dealerPopupSettled(page: Page): Promise<void> {
  return page
    .waitForResponse((r) => /\/assets\/dealer-popup-panel-[\w-]+\.js$/.test(r.url()))
    .then(async (response) => {
      await response.finished();
      await nextFrames(page);
    });
}
