import type { FileType } from "../lib/file-size";
import type { DownloadCategoryId } from "./downloads";

/**
 * What the manuals and downloads pages receive from their loaders (files.server.ts fills
 * them in from the build's size manifest). Types only, in a module of their own, so the
 * components that show them, which reach the browser, import nothing server-only.
 */
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
