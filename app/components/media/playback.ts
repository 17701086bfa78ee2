/**
 * When a background video may start by itself (PRODUCT.md 17): never for visitors who ask
 * for reduced motion or reduced data, and only after the page has loaded, so the poster is
 * what paints first and the video never competes with the page's own files.
 */
export function mayAutoplay(): boolean {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData !== true;
}

/** Runs `fn` once the window's load event has fired (at once if it already has); returns a canceller. */
export function afterLoad(fn: () => void): () => void {
  if (document.readyState === "complete") {
    fn();
    return () => {};
  }
  window.addEventListener("load", fn, { once: true });
  return () => window.removeEventListener("load", fn);
}

/**
 * Runs `fn` once the page has loaded and the browser has a quiet moment: a video's start
 * (`preload = "auto"` builds its media pipeline, 5–6 ms of main-thread work on a desktop
 * core, several times that on a phone) then runs in a task of its own, not inside the
 * hydration work that made the call. `timeoutMs` bounds the wait on a page that is never
 * idle; where the browser has no idle callbacks, a short timer stands in. Returns a canceller.
 */
export function whenIdleAfterLoad(fn: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => {};
  const cancelLoad = afterLoad(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(fn, 50);
      cancelIdle = () => window.clearTimeout(timer);
    }
  });
  return () => {
    cancelLoad();
    cancelIdle();
  };
}
