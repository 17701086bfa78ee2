import { fileTypeOf, formatFileSize, type FileType } from "../lib/file-size";
import { findBrand } from "./brands";
import { downloadCategories, downloads, downloadsArchive, type DownloadCategoryId } from "./downloads";
import { manualArchive, manualGroups } from "./manuals";

/**
 * Sizes of the files the site serves, read from the manifest scripts/generate-documents.ts
 * writes from the real files before the build (PRODUCT.md 14). It is bundled into the
 * server build, so prerendering and per-request rendering (filtered URLs) agree.
 * Loaded with import.meta.glob so a fresh checkout still typechecks before generating.
 */
const manifests = import.meta.glob<Record<string, number>>("./generated/files.json", { eager: true, import: "default" });
const sizes = manifests["./generated/files.json"];

export interface ServedFile {
  /** Site path of the file. */
  url: string;
  type: FileType;
  bytes: number;
  /** As the spec writes sizes: '4.2 MB'. */
  size: string;
}

export function servedFile(url: string): ServedFile {
  if (!sizes) throw new Error("app/content/generated/files.json is missing: run `npm run generate:documents` before building.");
  const bytes = sizes[url];
  if (bytes === undefined) throw new Error(`${url} has no recorded size: run \`npm run generate:documents\` after changing the downloads content.`);
  return { url, type: fileTypeOf(url), bytes, size: formatFileSize(bytes) };
}

export interface ManualGroupView {
  brand: string;
  slug: string;
  archive: ServedFile;
  manuals: (ServedFile & { name: string })[];
}

/** The manuals page's data (spec 2.6): every brand with its manuals and its 'Download All' ZIP. */
export function manualGroupsWithFiles(): ManualGroupView[] {
  return manualGroups.map((g) => ({
    brand: findBrand(g.brand)?.name ?? g.brand,
    slug: g.brand,
    archive: servedFile(manualArchive(g.brand)),
    manuals: g.manuals.map((m) => ({ name: m.name, ...servedFile(m.file) })),
  }));
}

export interface DownloadView extends ServedFile {
  name: string;
  description: string;
  category: DownloadCategoryId;
}

/** The downloads centre's data (spec 2.7): the listed files and the 'Download All' ZIPs. */
export function downloadsWithFiles(): {
  items: DownloadView[];
  archives: Record<DownloadCategoryId | "all", ServedFile>;
} {
  const archives = Object.fromEntries(
    (["all", ...downloadCategories.map((c) => c.id)] as const).map((id) => [id, servedFile(downloadsArchive(id))]),
  ) as Record<DownloadCategoryId | "all", ServedFile>;
  return {
    items: downloads.map((d) => ({ name: d.name, description: d.description, category: d.category, ...servedFile(d.file) })),
    archives,
  };
}
