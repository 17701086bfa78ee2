/**
 * The shape of the sample documents the generator writes, and small helpers to author
 * them as data (tools/documents/samples/*). Everything here is plain data so the
 * same text could later feed another renderer.
 */
export type Block =
  | { kind: "p"; text: string }
  | { kind: "h3"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "steps"; items: string[] }
  | { kind: "table"; columns: [string, string]; rows: [string, string][] }
  | { kind: "note"; label: string; text: string };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface PdfSpec {
  /** Brand (or company) shown above the title. */
  brand: string;
  /** What kind of document, e.g. "User manual"; also in the page footer. */
  kind: string;
  title: string;
  subtitle: string;
  /** The boxed note under the title saying what the document is (and is not). */
  about?: string;
  /** Label of that box; "About this document" when not given. */
  aboutLabel?: string;
  sections: Section[];
}

/** A product illustration inside an image ZIP. */
export interface ImageSpec {
  /** File name inside the ZIP, ending in .jpg. */
  name: string;
  /** One of the drawings in ./illustrations.ts. */
  drawing: string;
  /** Main colour of the product's front, as #rrggbb. */
  finish: string;
  /** Background colour. */
  backdrop: string;
}

export type Recipe = { type: "pdf"; spec: PdfSpec } | { type: "images"; images: ImageSpec[]; readme: string };

export const p = (text: string): Block => ({ kind: "p", text });
export const h3 = (text: string): Block => ({ kind: "h3", text });
export const bullets = (...items: string[]): Block => ({ kind: "bullets", items });
export const steps = (...items: string[]): Block => ({ kind: "steps", items });
export const table = (columns: [string, string], ...rows: [string, string][]): Block => ({ kind: "table", columns, rows });
export const note = (label: string, text: string): Block => ({ kind: "note", label, text });
export const section = (heading: string, ...blocks: Block[]): Section => ({ heading, blocks });
