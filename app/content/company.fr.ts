import type { CompanyCopy } from "./company";

/** French (fr) translation of ./company.ts. */
export const company: CompanyCopy = {
  tagline: "Société d’import et de distribution",
  hours: { weekdays: "lun.–ven. 9 h – 17 h", weekend: "sam.–dim. fermé" },
  country: "Pays-Bas",
};
