import { useMediaQuery } from "~/lib/use-media-query";
import { useUi } from "~/lib/use-ui";

/**
 * What the visitor sees of the map lock (spec 4): while locked an overlay dims the map and
 * takes the mouse, wheel and touch, so the page scrolls past, with the hint to hold
 * Cmd/Ctrl; unlocked, a green hint says scrolling and clicking are allowed. The hints are
 * the spec's Dutch on English and Dutch pages, translated on the others (PRODUCT.md 19).
 * Touch screens have no Cmd/Ctrl, so there the hint points to the list instead.
 */
export function MapLockOverlay({ locked }: { locked: boolean }) {
  const { lock } = useUi().dealerLocator;
  const touchOnly = useMediaQuery("(hover: none) and (pointer: coarse)");
  // Beside Leaflet's zoom buttons (top left) on narrow maps, centred on wide ones.
  const pill =
    "pointer-events-none absolute top-3 right-3 left-14 rounded-2xl px-4 py-2 text-center text-sm font-medium text-white shadow-lg md:right-auto md:left-1/2 md:w-max md:-translate-x-1/2 md:rounded-full";

  if (!locked) {
    return (
      <p lang={lock.lang} data-map-lock="unlocked" className={`${pill} z-[1100] bg-ok`}>
        {lock.unlocked}
      </p>
    );
  }
  return (
    <div data-map-lock="locked" className="absolute inset-0 z-[1100] bg-navy-950/35">
      <p lang={lock.lang} className={`${pill} bg-navy-950`}>
        {touchOnly ? lock.lockedTouch : lock.locked}
      </p>
    </div>
  );
}
