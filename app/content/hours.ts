import type { TimeRange } from "../lib/format-time";

/**
 * The company's hours, written once: every page, document and language that states them
 * formats these times in its own way (`formatTimeRange`, app/lib/format.ts), and puts the
 * days in its own words.
 */

/** Office hours (spec 2.2 and 2.4): Monday to Friday; closed on Saturday and Sunday. */
export const officeHours = {
  weekdays: { opens: "9:00", closes: "17:00" },
} as const satisfies Record<string, TimeRange>;

/**
 * Service hours of the technical team (spec 9), separate from the office hours; on Sunday
 * emergencies only (null: no opening hours).
 */
export const serviceHours = {
  weekdays: { opens: "8:00", closes: "18:00" },
  saturday: { opens: "9:00", closes: "14:00" },
  sunday: null,
} as const satisfies Record<string, TimeRange | null>;
