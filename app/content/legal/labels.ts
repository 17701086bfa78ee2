import type { Around, WithLink } from "../../lib/inline-text";
import { companyTexts } from "../company.server";

/**
 * The texts the legal and policy pages share around their documents (./*.ts): the hero's
 * eyebrow, the table of contents, the revision date, the notice that the Dutch text is
 * authoritative (PRODUCT.md 19), the company details, and the embed choices on the cookie
 * page. They reach the page with its document as loader data, in the page's language
 * (app/content/i18n/news.server.ts). `{name}` placeholders are filled in by the page.
 * Checked at build by ../labels.schema.server.ts. Translations: ./labels.nl.ts, .de.ts, .fr.ts.
 */
export interface LegalPageLabels {
  eyebrows: { legal: string; warranty: string; returns: string; shipping: string };
  toc: string;
  /** Around the date of the last revision. */
  updated: Around;
  /**
   * The Dutch text is the authoritative one (PRODUCT.md 19). The link goes to the Dutch
   * version of the page; on a Dutch page its words are shown without a link.
   */
  authoritative: WithLink;
  company: {
    title: string;
    /** The country of the company's address, in the page's language. */
    country: string;
    /** `{number}` */
    chamberOfCommerce: string;
    /** `{number}` */
    vat: string;
    email: string;
  };
  /** The cookie page's panel for embeds (PRODUCT.md 11), also listed in its table of contents. */
  embedChoices: { title: string; text: string; autoLoad: string };
}

export const legalPageLabels: LegalPageLabels = {
  eyebrows: { legal: "Legal", warranty: "Service & Support", returns: "Customer service", shipping: "Customer service" },
  toc: "On this page",
  updated: { before: "Last updated: ", after: "" },
  authoritative: {
    before: "This page is a translation. ",
    link: "The Dutch version",
    after: " is the authoritative text and prevails if the two differ.",
  },
  company: {
    title: "Company details",
    country: companyTexts.en.country,
    chamberOfCommerce: "Chamber of Commerce (KvK): {number}",
    vat: "VAT: {number}",
    email: "E-mail:",
  },
  embedChoices: {
    title: "Your choices for videos and maps",
    text: "Changes apply at once and are kept in this browser only. Without JavaScript nothing from other hosts ever loads.",
    autoLoad: "Load automatically",
  },
};
