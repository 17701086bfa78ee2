import type { CountryCode } from "./brands";

/** French (fr) translation of the country names in ./brands.ts. */
export const countryNames: Record<CountryCode, string> = {
  nederland: "Pays-Bas",
  benelux: "Pays-Bas, Belgique et Luxembourg",
  duitsland: "Allemagne",
};

export const countryPlaces: Record<CountryCode, string> = {
  nederland: "aux Pays-Bas",
  benelux: "aux Pays-Bas, en Belgique et au Luxembourg",
  duitsland: "en Allemagne",
};
