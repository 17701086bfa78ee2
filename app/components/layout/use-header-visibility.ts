import { useEffect, useState } from "react";

/** Spec 9: the header hides past 150 px scrolling down, and turns compact past 50 px. */
const HEADER_HIDE_THRESHOLD_PX = 150;
const HEADER_COMPACT_THRESHOLD_PX = 50;

export function useHeaderVisibility(): { hidden: boolean; compact: boolean } {
  const [state, setState] = useState({ hidden: false, compact: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const goingDown = y > lastY;
      const hidden = goingDown ? y > HEADER_HIDE_THRESHOLD_PX : false;
      const compact = y > HEADER_COMPACT_THRESHOLD_PX;
      lastY = y;
      setState((s) => (s.hidden === hidden && s.compact === compact ? s : { hidden, compact }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
