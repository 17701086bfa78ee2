import type { FileType } from "../lib/file-size";
import type { IconName } from "../lib/icon-names";

/**
 * The downloads centre and the manuals (spec 2.6, 2.7, 3; PRODUCT.md 14): the shapes of
 * their lists, written in content/downloads/ and content/manuals/ (a file per document and
 * language) and read by ./downloads.server.ts, and what the pages receive from their
 * loaders (./files.server.ts adds each file's type and size from the build's manifest).
 * Types and fixed names only, in a module of their own, so the components that show them,
 * which reach the browser, import nothing server-only.
 */

/** The four categories of the downloads centre (spec 3); their texts are content/downloads/categories/<id>.<lang>.yml. */
export const downloadCategoryIds = ["manuals", "catalogs", "images", "videos"] as const;
export type DownloadCategoryId = (typeof downloadCategoryIds)[number];

export interface DownloadCategory {
  id: DownloadCategoryId;
  name: string;
  description: string;
  icon: IconName;
  /** Size of the full library (spec 9: static, not computed). */
  count: number;
}

export interface DownloadItem {
  name: string;
  category: DownloadCategoryId;
  /** One line on what is inside. */
  description: string;
  /** Site path of the file, under /files/: a PDF, ZIP or MP4 (spec 3). */
  file: string;
  /** The content file that lists it (content/downloads/files/<id>.en.yml), for the build's messages. */
  source: string;
}

export interface Manual {
  name: string;
  /** Site path of the PDF, under /files/. */
  file: string;
  /** The content file that lists it (content/manuals/files/<id>.en.yml), for the build's messages. */
  source: string;
}

export interface ManualGroup {
  /** Slug of a brand; its name is shown. */
  brand: string;
  manuals: readonly Manual[];
}

/** Brochures other pages link to ('Download Brochure', spec 2.4 and 2.8; PRODUCT.md 14): content/downloads/brochures.yml. */
export interface Brochures {
  dealer: string;
  pevino: string;
}

/** The 'Download All' ZIP of one category, or of every listed file (written by the build). */
export function downloadsArchive(category: DownloadCategoryId | "all"): string {
  return `/files/archives/downloads-${category}.zip`;
}

/** The 'Download All' ZIP of one brand's manuals (written by the build). */
export function manualArchive(brand: string): string {
  return `/files/archives/manuals-${brand}.zip`;
}

export interface ServedFile {
  /** Site path of the file. */
  url: string;
  type: FileType;
  bytes: number;
  /** As the spec writes sizes, in the page's language: '4.2 MB', '4,2 MB'. */
  size: string;
}

export interface ManualGroupView {
  brand: string;
  slug: string;
  archive: ServedFile;
  manuals: (ServedFile & { name: string })[];
}

export interface DownloadView extends ServedFile {
  name: string;
  description: string;
  category: DownloadCategoryId;
}
