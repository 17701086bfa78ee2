import { useEffect, useState } from "react";

const isUnlockKey = (key: string) => key === "Control" || key === "Meta";

/**
 * The map's interaction lock (spec 4): locked by default so the page scrolls past it;
 * holding Cmd (Meta) or Ctrl unlocks it; it locks again when that key is released, the
 * window loses focus, the page is hidden, or the pointer leaves the window. Returns
 * whether the map is locked.
 */
export function useMapLock(): boolean {
  const [unlocked, setUnlocked] = useState(false);

  useEffect(() => {
    const lock = () => setUnlocked(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (isUnlockKey(event.key)) setUnlocked(true);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (isUnlockKey(event.key)) lock();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") lock();
    };
    // Leaving the window: the pointer goes to no element at all.
    const onMouseOut = (event: MouseEvent) => {
      if (!event.relatedTarget) lock();
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("keyup", onKeyUp);
    window.addEventListener("blur", lock);
    document.addEventListener("visibilitychange", onVisibility);
    document.addEventListener("mouseout", onMouseOut);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("keyup", onKeyUp);
      window.removeEventListener("blur", lock);
      document.removeEventListener("visibilitychange", onVisibility);
      document.removeEventListener("mouseout", onMouseOut);
    };
  }, []);

  return !unlocked;
}
