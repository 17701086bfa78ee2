import type { Dealer } from "~/content/dealers";

// A plain projection of the Netherlands: longitude shrunk by cos(52°) so the shape is right.
const WEST = 3.3;
const NORTH = 53.6;
const LNG_SCALE = Math.cos((52.2 * Math.PI) / 180);
const x = (lng: number) => ((lng - WEST) * LNG_SCALE * 100).toFixed(1);
const y = (lat: number) => ((NORTH - lat) * 100).toFixed(1);

/**
 * The map's placeholder before the visitor loads it (ConsentEmbed poster): the dealers as
 * dots where they are, drawn locally, so the network shows without any request to the
 * tile server (PRODUCT.md 11).
 */
export function MapPoster({ dealers }: { dealers: readonly Dealer[] }) {
  return (
    <svg viewBox="-10 -10 265 305" className="h-full w-full" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      {dealers.map((d) => (
        <circle
          key={d.id}
          cx={x(d.lng)}
          cy={y(d.lat)}
          r={d.tier === "C" ? 2.6 : 4}
          className={d.tier === "C" ? "fill-slate-400/60" : "fill-brass-300/90"}
        />
      ))}
    </svg>
  );
}
