import type { DealerTier } from "./dealers";

/** Dutch (nl) translation of the tier labels of ./dealers.ts; the dealers' names and addresses stay as they are. */
export const dealerTiers: Record<DealerTier, { label: string }> = {
  A: { label: "Premium partner" },
  B: { label: "Gecertificeerde dealer" },
  C: { label: "Erkend wederverkoper" },
};
