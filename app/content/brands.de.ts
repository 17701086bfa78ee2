import type { CountryCode } from "./brands";

/** German (de) translation of the country names in ./brands.ts. */
export const countryNames: Record<CountryCode, string> = {
  nederland: "Niederlande",
  benelux: "Niederlande, Belgien und Luxemburg",
  duitsland: "Deutschland",
};

export const countryPlaces: Record<CountryCode, string> = {
  nederland: "in den Niederlanden",
  benelux: "in den Niederlanden, Belgien und Luxemburg",
  duitsland: "in Deutschland",
};
