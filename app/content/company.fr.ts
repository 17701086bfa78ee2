import { formatTimeRange } from "../lib/format-time";
import type { CompanyCopy } from "./company";
import { officeHours } from "./hours";

/** French (fr) translation of ./company.ts. */
export const company: CompanyCopy = {
  tagline: "Société d’import et de distribution",
  hours: { weekdays: `lun.–ven. ${formatTimeRange(officeHours.weekdays, "fr")}`, weekend: "sam.–dim. fermé" },
  country: "Pays-Bas",
};
