import type { CountryCode } from "./brands";

/** Dutch (nl) translation of the country names in ./brands.ts. */
export const countryNames: Record<CountryCode, string> = {
  nederland: "Nederland",
  benelux: "Nederland, België en Luxemburg",
  duitsland: "Duitsland",
};

export const countryPlaces: Record<CountryCode, string> = {
  nederland: "in Nederland",
  benelux: "in Nederland, België en Luxemburg",
  duitsland: "in Duitsland",
};
