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
