import { formatTimeRange } from "../lib/format-time";
import type { CompanyCopy } from "./company";
import { officeHours } from "./hours";

/** Dutch (nl) translation of ./company.ts. */
export const company: CompanyCopy = {
  tagline: "Import- en distributiebedrijf",
  hours: { weekdays: `ma–vr ${formatTimeRange(officeHours.weekdays, "nl")}`, weekend: "za–zo gesloten" },
  country: "Nederland",
};
