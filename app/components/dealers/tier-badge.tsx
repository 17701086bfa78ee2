import type { DealerTier } from "~/content/dealers";
import { cn } from "~/lib/cn";
import { useUi } from "~/lib/use-ui";

/**
 * Tier colours (spec 9 tiers) for the badges of the list and the card, and for the map
 * markers, which must stand out on light map tiles: A brass, B navy, C slate.
 */
export const tierStyles: Record<DealerTier, { badge: string; marker: string }> = {
  A: { badge: "bg-brass-300 text-navy-950", marker: "size-7 bg-brass-400 text-navy-950" },
  B: { badge: "bg-navy-800 text-white", marker: "size-6 bg-navy-700 text-white" },
  C: { badge: "bg-mist text-navy-900 ring-1 ring-inset ring-line", marker: "size-5 bg-slate-600 text-white" },
};

export function TierBadge({ tier, className }: { tier: DealerTier; className?: string }) {
  const { dealerTiers } = useUi();
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tierStyles[tier].badge,
        className,
      )}
    >
      {dealerTiers[tier].label}
    </span>
  );
}
