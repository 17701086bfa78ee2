import type { CountryCode } from "./brands";
import { brandsFor } from "./brands.server";
import { dealers } from "./dealers.server";

/** The countries a brand record's region stands for (spec 3: benelux is three). */
const regionCountries: Record<CountryCode, readonly string[]> = {
  nederland: ["NL"],
  benelux: ["NL", "BE", "LU"],
  duitsland: ["DE"],
};

export interface CompanyFacts {
  /** Countries at least one brand is sold in. */
  countries: number;
  /** Dealers in the dealer data (PRODUCT.md 21: counts come from the data). */
  dealers: number;
  /** The year of the oldest brand partnership. */
  since: number;
}

/** The figures /about leads with, counted from the brand and dealer data, so they follow it. */
export function companyFacts(): CompanyFacts {
  const brands = brandsFor("en");
  return {
    countries: new Set(brands.flatMap((b) => b.countries.flatMap((c) => regionCountries[c]))).size,
    dealers: dealers.length,
    since: Math.min(...brands.map((b) => b.partnerSince)),
  };
}
