import type { Around, WithLink } from "../../lib/inline-text";

/**
 * The legal and policy pages as the site shows them: each page's document and the labels
 * around it, in one language. Written in content/legal/ (a file per page, a section per
 * language in it, the figures once in figures.yml) and read by ./legal.server.ts, which fills in the
 * figures and the company's details. Types only, so the components that render them, which
 * reach the browser, import nothing server-only.
 *
 * Text is plain strings; `[label](/path)` inside a string becomes a link (the only markup
 * allowed, so editors cannot break the layout).
 */
export interface LegalTable {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
  /** Columns of names typed exactly (a storage key, a host): shown as code, never broken. */
  codeColumns?: readonly number[];
}

export type LegalBlock = string | { list: readonly string[]; ordered?: boolean } | { table: LegalTable };

interface LegalSection {
  /** Anchor of the section (table of contents, deep links). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** The page's h1. */
  title: string;
  /** Meta description. */
  description: string;
  keywords: readonly string[];
  /** Short lead under the title. */
  intro: string;
  /** ISO date the text was last revised. */
  updated: string;
  /** Prefix the section titles with "{numbered} 1.", "{numbered} 2.", … (terms articles). */
  numbered?: string;
  sections: readonly LegalSection[];
}

/**
 * The texts the legal and policy pages share around their documents: the hero's eyebrow,
 * the table of contents, the revision date, the notice that the Dutch text is authoritative
 * (PRODUCT.md 19), the company details, and the embed choices on the cookie page.
 * `{number}` placeholders are filled in by the page.
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

/** A range of whole numbers, such as days ("5-10 working days"). */
export interface DayRange {
  min: number;
  max: number;
}

/** A number or a range, as content/legal/figures.yml writes it. */
export type LegalFigure = number | DayRange;

/**
 * Every number the legal pages state (spec 9), written once in content/legal/figures.yml
 * by page. A text names a figure by its name as a placeholder (`{paymentDays}`); the names
 * the code reads itself are typed here.
 */
export interface LegalFigures {
  terms: { articleCount: number; [name: string]: LegalFigure };
  returns: Record<string, LegalFigure>;
  shipping: Record<string, LegalFigure>;
  warranty: Record<string, LegalFigure>;
  service: { responseHours: DayRange; [name: string]: LegalFigure };
  privacy: { retentionDays: number; [name: string]: LegalFigure };
}
