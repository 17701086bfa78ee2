import L from "leaflet";
import type { Dealer } from "~/content/dealers";
import { cn } from "~/lib/cn";
import { tierStyles } from "./tier-badge";

/**
 * Map markers drawn with CSS (divIcon): no marker images from another host, and the tier
 * shows by size, colour and letter (A brass, B navy, C slate). Leaflet's own stylesheet
 * (unlayered, so it wins over Tailwind's layers) sets `display: block` on the icon, so
 * the centring is done by an inner element.
 */
const centred = (text: string) => `<span class="flex h-full items-center justify-center">${text}</span>`;
const sizes = { A: 28, B: 24, C: 20 } as const;

export function dealerIcon(dealer: Dealer, selected: boolean): L.DivIcon {
  const size = sizes[dealer.tier] + (selected ? 8 : 0);
  return L.divIcon({
    className: cn(
      "rounded-full border-2 border-white text-[11px] font-bold shadow-[0_1px_4px_rgb(0_0_0/45%)]",
      tierStyles[dealer.tier].marker,
      selected && "outline-4 outline-brass-600",
    ),
    html: dealer.tier === "C" ? "" : centred(dealer.tier),
    iconSize: [size, size],
  });
}

export function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 34 : 40;
  return L.divIcon({
    className: "rounded-full border-[3px] border-white bg-navy-900 text-sm font-semibold text-white shadow-[0_1px_4px_rgb(0_0_0/45%)]",
    html: centred(String(count)),
    iconSize: [size, size],
  });
}

/** Where distances are measured from: the visitor's position or the chosen place. */
export function originIcon(): L.DivIcon {
  return L.divIcon({
    className: "rounded-full border-[3px] border-white bg-sky-600 shadow-[0_0_0_6px_rgb(2_132_199/25%)]",
    iconSize: [18, 18],
  });
}
