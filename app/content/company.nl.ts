import type { CompanyCopy } from "./company";

/** Dutch (nl) translation of ./company.ts. */
export const company: CompanyCopy = {
  tagline: "Import- en distributiebedrijf",
  hours: { weekdays: "ma–vr 9.00–17.00 uur", weekend: "za–zo gesloten" },
  country: "Nederland",
};
