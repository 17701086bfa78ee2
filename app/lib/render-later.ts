import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * What the stylesheet lays out only as it comes near the screen (app/app.css,
 * `content-visibility: auto`): every section after a page's first, the footer, and the items
 * of long sections marked `render-later`.
 */
export const LATER =
  "main > section ~ section:not([data-rendered]), body > footer:not([data-rendered]), .render-later:not([data-rendered])";

/**
 * About how many elements one frame lays out: a section, or as many small items as fit. Two
 * of the home page's sections in one frame made a task over 15 ms on a fast desktop, several
 * times that on a phone (docs/decisions/0008-render-later.md).
 */
const ELEMENTS_PER_FRAME = 60;

/**
 * Once the page has loaded, renders what the browser has not laid out yet, a frame at a
 * time in document order (one section, or a run of small items up to ELEMENTS_PER_FRAME):
 * the page is whole soon after it loads (scrollbar, in-page links, tools that read colours
 * off the screen), yet no single task lays out all of it, which on a slow phone blocks
 * input (docs/decisions/0008-render-later.md). Without JavaScript the sections simply
 * render as they come near. Returns a function that stops the work.
 */
function renderLater(win: Window = window): () => void {
  let stopped = false;
  let timer: number | undefined;
  let frame: number | undefined;
  const idle = (run: () => void) => {
    if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(run, { timeout: 500 });
    else timer = win.setTimeout(run, 50);
  };
  const step = () => {
    if (stopped) return;
    // One query per frame, in document order; marking an element leaves the ones inside it
    // that are items of their own (`render-later`) to come after it, as they do in the list.
    const waiting = win.document.querySelectorAll(LATER);
    let budget = ELEMENTS_PER_FRAME;
    let done = 0;
    for (const next of waiting) {
      const size = next.getElementsByTagName("*").length + 1;
      if (budget < ELEMENTS_PER_FRAME && size > budget) break;
      next.setAttribute("data-rendered", "");
      done++;
      budget -= size;
      if (budget <= 0) break;
    }
    if (done === waiting.length) return;
    // The next part once this one has been through a frame of its own.
    frame = win.requestAnimationFrame(() => idle(step));
  };
  const start = () => idle(step);
  if (win.document.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
  return () => {
    stopped = true;
    win.removeEventListener("load", start);
    if (timer !== undefined) win.clearTimeout(timer);
    if (frame !== undefined) win.cancelAnimationFrame(frame);
  };
}

/** Runs renderLater after every page the visitor sees, the first and each navigation. */
export function useRenderLater(): void {
  const { key } = useLocation();
  useEffect(() => renderLater(), [key]);
}
