import type { TimeRange } from "../lib/format-time";

/**
 * The shapes of the company's details and words (PRODUCT.md 5). The values are content:
 * content/company/details.yml (the same in every language) and
 * content/company/texts.yml (the words), read and checked by ./company.server.ts.
 * Components get them from the root loader: `useSite()` and `useUi().company`.
 */

/** The distributor's identity and public contact details, the same in every language. */
export interface Site {
  /** The site's address (SITE_URL), without a trailing slash: canonical links, the sitemap, JSON-LD. */
  url: string;
  /** Placeholder until the company provides its trading name (PRODUCT.md 5). */
  name: string;
  legalName: string;
  shortName: string;
  phone: string;
  phoneHref: string;
  /** The address pages show: the info mailbox. */
  email: string;
  mailboxes: { info: string; resources: string; marketing: string; technical: string };
  /** The country, in the page's language, is `useUi().company.country`. */
  address: { street: string; postalCode: string; city: string };
  chamberOfCommerce: string;
  vatNumber: string;
  portal: { login: string; register: string };
  professionalNetwork: string;
}

/** The words of the company's identity in a language (PRODUCT.md 19). */
export interface CompanyCopy {
  /** Under the company's name in the logo and the top bar (spec 2.2). */
  tagline: string;
  /** Business hours (spec 2.2), shown as "weekdays, weekend"; the times are the office hours'. */
  hours: { weekdays: string; weekend: string };
  /** The country of the office address, after its city. */
  country: string;
}

/** Office hours (spec 2.2 and 2.4): Monday to Friday; closed on Saturday and Sunday. */
export interface OfficeTimes {
  weekdays: TimeRange;
}

/**
 * Service hours of the technical team (spec 9), separate from the office hours; on Sunday
 * emergencies only (null: no opening hours).
 */
export interface ServiceTimes {
  weekdays: TimeRange;
  saturday: TimeRange;
  sunday: TimeRange | null;
}

/** Claims the spec shows (spec 1, 2.3, 2.4). */
export interface Claims {
  yearsExperience: string;
  countriesServed: number;
  /** Counted from the brand list, never written. */
  brandCount: number;
  activeDealers: string;
}
