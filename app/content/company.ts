import { formatTimeRange } from "../lib/format-time";
import { officeHours } from "./hours";
/**
 * The words of the company's identity, in the page's language (PRODUCT.md 19): the tagline
 * under its name, its opening hours, the country of its office. ./site.ts keeps the values
 * that are the same in every language (name, phone, mailboxes, address); pages show these
 * words with `useUi().company`. Translations sit beside this file (`company.nl.ts`, …).
 */
export interface CompanyCopy {
  /** Under the company's name in the logo and the top bar (spec 2.2). */
  tagline: string;
  /** Business hours (spec 2.2), shown as "weekdays, weekend". */
  hours: { weekdays: string; weekend: string };
  /** The country of the office address, after its city. */
  country: string;
}

export const company: CompanyCopy = {
  tagline: "Import & Distribution Company",
  hours: { weekdays: `Mon–Fri ${formatTimeRange(officeHours.weekdays, "en")}`, weekend: "Sat–Sun closed" },
  country: "Netherlands",
};
