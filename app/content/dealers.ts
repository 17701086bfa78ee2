/**
 * What a dealer of the network is (spec 2.9, 3, 9; PRODUCT.md 12, 21); the tiers' labels are in ./interface/<lang>.ts.
 * The dealers themselves are content/dealers/<id>.json, one file a dealer, read by
 * ./dealers.server.ts.
 */
export type DealerTier = "A" | "B" | "C";
/** The markets the company serves (spec 1): the Benelux and Germany. */
export const dealerCountries = ["Netherlands", "Belgium", "Luxembourg", "Germany"] as const;
export type DealerCountry = (typeof dealerCountries)[number];

export interface Dealer {
  /** Stable id, kebab-case (used in element ids and tests). */
  id: string;
  name: string;
  city: string;
  country: DealerCountry;
  tier: DealerTier;
  lat: number;
  lng: number;
  /** Written as shown, e.g. "+31 (0)38 000 0020". */
  phone: string;
  email: string;
  website: string;
}
