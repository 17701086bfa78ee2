import { useEffect, type RefObject } from "react";

/** Spec 4 and 9: revealed once 10% in view, over 700 ms, 100 ms later per card. */
const revealThreshold = 0.1;
const revealDurationMs = 700;
const revealStaggerMs = 100;

/**
 * Staggered reveal of a list's items as they scroll into view. The server HTML shows
 * everything; only items the first observation finds below the screen are hidden and then
 * faded in, so nothing is ever invisible without JavaScript, nothing already seen blinks,
 * and reduced motion leaves the items alone. Positions come from the observer, so the
 * page is not forced to lay out the list early.
 */
export function useReveal(listRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = listRef.current;
    if (!list || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const items = Array.from(list.children) as HTMLElement[];
    const seen = new Set<Element>();
    const hidden = new Set<HTMLElement>();

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const item = entry.target as HTMLElement;
          const first = !seen.has(item);
          seen.add(item);
          // Cards further along a row that scrolls sideways (phones) are left as they are:
          // the visitor swipes to them, and should not find an empty place waiting to fade in.
          const below = entry.boundingClientRect.top > (entry.rootBounds?.bottom ?? 0) - 1;
          const aside = entry.boundingClientRect.left > (entry.rootBounds?.right ?? Infinity) - 1;
          if (first && !entry.isIntersecting && below && !aside) {
            item.style.opacity = "0";
            item.style.transform = "translateY(1.5rem)";
            hidden.add(item);
            continue;
          }
          if (entry.intersectionRatio < revealThreshold) continue;
          observer.unobserve(item);
          if (!hidden.has(item)) continue;
          item.style.transition = `opacity ${revealDurationMs}ms ease-out, transform ${revealDurationMs}ms ease-out`;
          item.style.transitionDelay = `${items.indexOf(item) * revealStaggerMs}ms`;
          item.style.opacity = "";
          item.style.transform = "";
          item.dataset.revealed = "";
        }
      },
      { threshold: revealThreshold },
    );
    for (const item of items) observer.observe(item);
    return () => {
      observer.disconnect();
      for (const item of hidden) {
        item.style.opacity = "";
        item.style.transform = "";
      }
    };
  }, [listRef]);
}
