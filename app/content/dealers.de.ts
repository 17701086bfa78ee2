import type { DealerTier } from "./dealers";

/** German (de) translation of the tier labels of ./dealers.ts; the dealers' names and addresses stay as they are. */
export const dealerTiers: Record<DealerTier, { label: string }> = {
  A: { label: "Premium-Partner" },
  B: { label: "Zertifizierter Händler" },
  C: { label: "Autorisierter Wiederverkäufer" },
};
