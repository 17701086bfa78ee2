import { formatTimeRange } from "../lib/format-time";
import type { CompanyCopy } from "./company";
import { officeHours } from "./hours";

/** German (de) translation of ./company.ts. */
export const company: CompanyCopy = {
  tagline: "Import- und Vertriebsunternehmen",
  hours: { weekdays: `Mo–Fr ${formatTimeRange(officeHours.weekdays, "de")}`, weekend: "Sa–So geschlossen" },
  country: "Niederlande",
};
