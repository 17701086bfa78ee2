import type { DealerTier } from "./dealers";

/** French (fr) translation of the tier labels of ./dealers.ts; the dealers' names and addresses stay as they are. */
export const dealerTiers: Record<DealerTier, { label: string }> = {
  A: { label: "Partenaire Premium" },
  B: { label: "Revendeur certifié" },
  C: { label: "Revendeur agréé" },
};
