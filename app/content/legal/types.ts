/**
 * Shape of a legal or policy page. Text is plain strings; `[label](/path)` inside a
 * string becomes a link (the only markup allowed, so editors cannot break the layout).
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
