import { useEffect, useState, type FocusEvent } from "react";
import { isShown, popupAvoidSelector, type PopupState } from "~/lib/forms/dealer-popup";

const observable = typeof IntersectionObserver !== "undefined";

/**
 * Whether a part of the page the dealer popup never covers (`popupAvoidSelector`: the
 * dealer locator, the configurator's key features, …) is on the screen, while `active`;
 * undefined until that is known (the observer answers in the next frame), so the popup
 * does not show for a frame over such a part before moving away. An IntersectionObserver
 * watches them, so scrolling costs nothing; parts that come later (a section rendered
 * after a navigation, the language notice) are picked up as they are added to the page.
 */
function useAvoidedInView(active: boolean): boolean | undefined {
  const [inView, setInView] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!active || !observable) return;
    const visible = new Set<Element>();
    const update = () => setInView(visible.size > 0);
    const intersections = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      update();
    });
    const observed = new Set<Element>();
    const observeAll = () => {
      for (const el of observed) {
        if (el.isConnected) continue;
        intersections.unobserve(el);
        observed.delete(el);
        visible.delete(el);
      }
      for (const el of document.querySelectorAll(popupAvoidSelector)) {
        if (observed.has(el)) continue;
        observed.add(el);
        intersections.observe(el);
      }
    };
    const additions = new MutationObserver(() => {
      observeAll();
      update();
    });
    observeAll();
    // With nothing to watch, the observer never answers.
    if (!observed.size) update();
    additions.observe(document.body, { childList: true, subtree: true });
    return () => {
      intersections.disconnect();
      additions.disconnect();
      setInView(undefined);
    };
  }, [active]);
  // A browser without the observer shows the popup as it comes.
  return observable ? inView : false;
}

/**
 * How the dealer popup keeps clear of the parts of a page it must never cover (PRODUCT.md
 * 20). `aside` is true while one of them is on the screen, or may be (not yet known),
 * unless the visitor works in the popup: then the popup moves out of the way. An open
 * form folds back (`fold`) when the visitor, not working in it, has such a part on the
 * screen, or starts using one (a press or focus in the dealer locator). The popup's region
 * passes its focus events to `onFocus` and `onBlur`.
 */
export function useKeepClear(state: PopupState, fold: () => void) {
  // The visitor works in the popup: focus is in it and shows (a field, or a control reached
  // with the keyboard), not merely left on a button pressed with the mouse.
  const [engaged, setEngaged] = useState(false);
  const aside = useAvoidedInView(isShown(state)) !== false && !engaged;
  const expanded = state === "expanded";

  useEffect(() => {
    if (expanded && aside) fold();
  }, [expanded, aside, fold]);
  useEffect(() => {
    if (!expanded) return;
    const onUse = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(popupAvoidSelector)) fold();
    };
    document.addEventListener("pointerdown", onUse, true);
    document.addEventListener("focusin", onUse, true);
    return () => {
      document.removeEventListener("pointerdown", onUse, true);
      document.removeEventListener("focusin", onUse, true);
    };
  }, [expanded, fold]);

  return {
    aside,
    onFocus: (event: FocusEvent) => setEngaged(event.target.matches(":focus-visible")),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
    },
  };
}
