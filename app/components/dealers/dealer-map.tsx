import L from "leaflet";
// The plug-in extends the global L that leaflet's own bundle sets (see leaflet-src.js).
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import { useEffect, useEffectEvent, useRef } from "react";
import type { Dealer } from "~/content/dealers";
import type { Origin } from "~/lib/dealers";
import { fill } from "~/lib/inline-text";
import { useMediaQuery, usePrefersReducedMotion } from "~/lib/use-media-query";
import { useEmbeds, useUi } from "~/lib/use-ui";
import { clusterIcon, dealerIcon, originIcon } from "./map-icons";
import { MapLockOverlay } from "./map-lock-overlay";
import { useMapLock } from "./use-map-lock";

/** Room for the lock hints at the top. */
const networkPadding: L.FitBoundsOptions = { paddingTopLeft: [24, 64], paddingBottomRight: [24, 24] };

const zIndexOf = (dealer: Dealer) => ({ A: 2000, B: 1500, C: 0 })[dealer.tier];

const networkBounds = (dealers: readonly Dealer[]) => L.latLngBounds(dealers.map((d) => [d.lat, d.lng]));

/**
 * The interactive dealer map (PRODUCT.md 12): Leaflet with the configured tile server,
 * markers styled by tier and clustered where dense, behind the spec's lock (spec 4). This
 * module, Leaflet and their CSS load only after the visitor chose to load the map
 * (ConsentEmbed), so none of it is in the page's initial JavaScript.
 */
export default function DealerMap({
  dealers,
  selectedId,
  origin,
  onSelect,
}: {
  dealers: readonly Dealer[];
  selectedId: string | null;
  origin: Origin | null;
  onSelect: (id: string) => void;
}) {
  const { map: copy } = useUi().dealerLocator;
  const tiles = useEmbeds().mapTiles;
  // Read once, when the map is made (the language does not change under a page).
  const attribution = fill(copy.attribution, { link: `<a href="${tiles.licence}">OpenStreetMap</a>` });
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<string, L.Marker>());
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const originMarkerRef = useRef<L.Marker | null>(null);
  const shownRef = useRef<string | null>(null);
  const select = useEffectEvent((id: string) => onSelect(id));
  const locked = useMapLock();
  const reducedMotion = usePrefersReducedMotion();
  const wide = useMediaQuery("(min-width: 48rem)");

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const animate = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const map = L.map(container, {
      // Keyboard users choose dealers in the list; the map is a picture of it (spec 4 lock).
      keyboard: false,
      zoomAnimation: animate,
      fadeAnimation: animate,
      markerZoomAnimation: animate,
      zoomSnap: 0.5,
    });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.tileLayer(tiles.url, { attribution, maxZoom: 19 }).addTo(map);

    const cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 45,
      animate,
      iconCreateFunction: clusterIcon,
    });
    const markers = markersRef.current;
    for (const dealer of dealers) {
      const marker = L.marker([dealer.lat, dealer.lng], {
        icon: dealerIcon(dealer, false),
        title: dealer.name,
        keyboard: false,
        riseOnHover: true,
        zIndexOffset: zIndexOf(dealer),
      });
      marker.on("click", () => select(dealer.id));
      markers.set(dealer.id, marker);
      // Premium partners and certified dealers always show; the resellers cluster.
      if (dealer.tier === "C") cluster.addLayer(marker);
      else marker.addTo(map);
    }
    map.addLayer(cluster);
    clusterRef.current = cluster;
    map.fitBounds(networkBounds(dealers), networkPadding);
    mapRef.current = map;
    // The box can change size (layout, the card leaving the flow): keep Leaflet in step.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      clusterRef.current = null;
      markers.clear();
      originMarkerRef.current = null;
      shownRef.current = null;
    };
  }, [dealers, attribution, tiles.url]);

  // The place distances are measured from. When the visitor goes back to the usual
  // order, the whole network comes back into view. Reduced motion is read, not watched.
  const showNetwork = useEffectEvent((map: L.Map) => map.fitBounds(networkBounds(dealers), { ...networkPadding, animate: !reducedMotion }));
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const hadOrigin = originMarkerRef.current !== null;
    originMarkerRef.current?.remove();
    originMarkerRef.current = origin
      ? L.marker([origin.lat, origin.lng], { icon: originIcon(), title: origin.label, interactive: false, keyboard: false }).addTo(map)
      : null;
    if (hadOrigin && !origin) showNetwork(map);
  }, [origin, dealers]);

  // The chosen dealer: highlighted, taken out of its cluster so it always shows, and
  // brought into view beside the detail card (which covers the bottom-left corner on wide
  // screens, the bottom on narrow ones). The origin, the width and reduced motion are read,
  // not watched: a new origin always comes with a new selection.
  const frame = useEffectEvent((map: L.Map, dealer: Dealer) => {
    const points: L.LatLngExpression[] = [[dealer.lat, dealer.lng]];
    if (origin) points.push([origin.lat, origin.lng]);
    map.fitBounds(L.latLngBounds(points), {
      maxZoom: 12,
      animate: !reducedMotion,
      ...(wide ? { paddingTopLeft: [360, 70], paddingBottomRight: [48, 48] } : { paddingTopLeft: [32, 70], paddingBottomRight: [32, 330] }),
    });
  });
  useEffect(() => {
    const map = mapRef.current;
    const cluster = clusterRef.current;
    if (!map || !cluster) return;
    const show = (id: string, selected: boolean) => {
      const dealer = dealers.find((d) => d.id === id);
      const marker = markersRef.current.get(id);
      if (!dealer || !marker) return undefined;
      marker.setIcon(dealerIcon(dealer, selected)).setZIndexOffset(selected ? 3000 : zIndexOf(dealer));
      if (dealer.tier === "C" && selected && cluster.hasLayer(marker)) {
        cluster.removeLayer(marker);
        marker.addTo(map);
      } else if (dealer.tier === "C" && !selected && !cluster.hasLayer(marker)) {
        marker.remove();
        cluster.addLayer(marker);
      }
      return dealer;
    };
    const previous = shownRef.current;
    if (previous && previous !== selectedId) show(previous, false);
    shownRef.current = selectedId;
    const dealer = selectedId ? show(selectedId, true) : undefined;
    if (dealer) frame(map, dealer);
  }, [selectedId, dealers]);

  return (
    <div className="relative isolate min-h-0 w-full flex-1">
      <div ref={containerRef} inert={locked} className="h-full w-full bg-mist" aria-label={copy.region} role="region" />
      <MapLockOverlay locked={locked} />
    </div>
  );
}
