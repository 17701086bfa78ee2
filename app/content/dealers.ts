import dealerList from "./dealers.json";

/**
 * The dealer network shown by the dealer locator on the Norcool page (spec 2.9, 3, 9;
 * PRODUCT.md 12, 21). The sample list has spec 3's shape: 54 dealers, all in the
 * Netherlands, tier A: 2, B: 2, C: 50. Towns and coordinates are real (town centres); names
 * and contact details are SAMPLES until the company imports its dealer list: the phone
 * numbers use a real area code followed by 000, which no Dutch subscriber number starts
 * with, so they reach no one.
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

/** Labels of the tiers (spec 9); translated beside this file (./dealers.nl.ts, …). */
export const dealerTiers: Record<DealerTier, { label: string }> = {
  A: { label: "Premium Partner" },
  B: { label: "Certified Dealer" },
  C: { label: "Authorized Reseller" },
};

/**
 * The list itself lives in ./dealers.json, written by `npm run dealers -- import FILE.csv`
 * from the staff's spreadsheet (scripts/dealers.ts), which checks every row first; the build
 * checks it again (./dealers.schema.server.ts). The locator lists tier A, then B, then C, each
 * by town, until the visitor sorts by distance; every count the site shows comes from here.
 */
export const dealers: Dealer[] = dealerList as Dealer[];
