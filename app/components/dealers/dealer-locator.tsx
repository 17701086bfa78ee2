import { lazy, Suspense, useEffect, useEffectEvent, useId, useMemo, useState } from "react";
import type { Dealer } from "~/content/dealers";
import { ConsentEmbed } from "~/components/media/consent-embed";
import { defaultOrder, sortByDistance, type Origin } from "~/lib/dealers";
import { DealerList, optionId } from "./dealer-list";
import { DealerSearch } from "./dealer-search";
import { MapPoster } from "./map-poster";
import { useHydrated } from "~/lib/use-hydrated";
import { useEmbeds, useUi } from "~/lib/use-ui";

// Leaflet and its CSS load with this chunk, only when the visitor loads the map.
const DealerMap = lazy(() => import("./dealer-map"));
// The detail card shows once a dealer is chosen (a click, or the nearest after a search).
const DealerCard = lazy(() => import("./dealer-card").then((m) => ({ default: m.DealerCard })));

/**
 * The dealer locator of the Norcool page (spec 2.9 and 4, PRODUCT.md 12): the list of all
 * dealers in the server's HTML, sorting by distance from the visitor's location or a town
 * or postcode, a detail card, and the interactive map behind click-to-load consent. It
 * sits in a page section that gives the heading and intro; `id` (default `dealers-map`)
 * is its anchor. The dealers come with the page's data (content/dealers/, read by the loader).
 */
export function DealerLocator({ dealers, id = "dealers-map" }: { dealers: readonly Dealer[]; id?: string }) {
  const { dealerLocator: copy } = useUi();
  const { mapTiles } = useEmbeds();
  const listHeadingId = useId();
  const hydrated = useHydrated();
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mapShown, setMapShown] = useState(false);
  const entries = useMemo(() => (origin ? sortByDistance(dealers, origin) : defaultOrder(dealers)), [dealers, origin]);
  const selected = entries.find((e) => e.dealer.id === selectedId);

  function chooseOrigin(next: Origin) {
    setOrigin(next);
    // Spec 4 / PRODUCT.md 12: the nearest dealer is selected.
    setSelectedId(sortByDistance(dealers, next)[0]?.dealer.id ?? null);
  }

  function closeCard() {
    const closed = selectedId;
    setSelectedId(null);
    // Focus returns to the dealer in the list, so the keyboard user keeps their place.
    if (closed) document.getElementById(optionId(closed))?.focus();
  }

  return (
    // The dealer popup never covers the locator while it is on the screen (PRODUCT.md 20).
    <div id={id} data-popup-avoid="" className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <div className="min-w-0 space-y-4">
        <DealerSearch enabled={hydrated} sorted={origin !== null} onOrigin={chooseOrigin} onClear={() => setOrigin(null)} />
        <h3 id={listHeadingId} className="font-semibold text-navy-900">
          {copy.listTitle} <span className="font-normal text-muted">({dealers.length})</span>
        </h3>
        <DealerList entries={entries} selectedId={selectedId} onSelect={setSelectedId} interactive={hydrated} labelledBy={listHeadingId} />
      </div>
      {/* Spec 9: the map is 600 px tall. */}
      <div className="relative flex h-[600px] min-w-0 flex-col overflow-hidden rounded-xl bg-navy-900">
        {selected ? (
          <Suspense fallback={null}>
            <DealerCard dealer={selected.dealer} km={selected.km} overMap={mapShown} onClose={closeCard} />
          </Suspense>
        ) : null}
        <ConsentEmbed
          category="maps"
          provider={mapTiles.provider}
          title={copy.map.title}
          poster={<MapPoster dealers={dealers} />}
          className="min-h-0 flex-1"
          autoLoad
        >
          {() => (
            <>
              <OnMount run={() => setMapShown(true)} />
              <Suspense
                fallback={
                  <p role="status" className="grid min-h-0 flex-1 place-items-center text-white">
                    {copy.map.loading}
                  </p>
                }
              >
                <DealerMap dealers={dealers} selectedId={selectedId} origin={origin} onSelect={setSelectedId} />
              </Suspense>
            </>
          )}
        </ConsentEmbed>
      </div>
    </div>
  );
}

/** Tells the locator the visitor has loaded the map (ConsentEmbed renders its children). */
function OnMount({ run }: { run: () => void }) {
  // Once, on mount.
  const onMount = useEffectEvent(run);
  useEffect(() => onMount(), []);
  return null;
}
