import type { CompanyCopy } from "./company";

/** German (de) translation of ./company.ts. */
export const company: CompanyCopy = {
  tagline: "Import- und Vertriebsunternehmen",
  hours: { weekdays: "Mo–Fr 9:00–17:00 Uhr", weekend: "Sa–So geschlossen" },
  country: "Niederlande",
};
