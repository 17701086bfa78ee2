import { fileTypeOf, formatFileSize } from "../lib/file-size";
import type { Lang } from "../lib/i18n";
import { findBrandFor } from "./brands.server";
import { fileListsByLang } from "./downloads.server";
import {
  downloadCategoryIds,
  downloadsArchive,
  manualArchive,
  type DownloadCategory,
  type DownloadCategoryId,
  type DownloadView,
  type ManualGroupView,
  type ServedFile,
} from "./served-files";

/**
 * Sizes of the files the site serves, read from the manifest scripts/generate-files.ts
 * writes from the real files as the build's first step (PRODUCT.md 14). It is bundled into the
 * server build, so prerendering and per-request rendering (filtered URLs) agree.
 * Loaded with import.meta.glob so a fresh checkout still typechecks before generating.
 */
const manifests = import.meta.glob<Record<string, number>>("./generated/files.json", { eager: true, import: "default" });
const sizes = manifests["./generated/files.json"];

/** A listed file with its type and size; `source` is the content file that lists it, named if the file has no size. */
function servedFile(url: string, lang: Lang, source: string): ServedFile {
  if (!sizes)
    throw new Error(
      "app/content/generated/files.json is missing: run `npm run build` (or only its first step, `npx tsx scripts/generate-files.ts`).",
    );
  const bytes = sizes[url];
  if (bytes === undefined)
    throw new Error(
      `${source}: ${url} has no recorded size: the file must be under public/ (public${url}); then run \`npm run build\` (or \`npx tsx scripts/generate-files.ts\`).`,
    );
  return { url, type: fileTypeOf(url), bytes, size: formatFileSize(bytes, lang) };
}

/** The ZIPs are the build's own: a missing one means the build's first step has not run since the lists changed. */
const archive = (url: string, lang: Lang) => servedFile(url, lang, "the build's 'Download All' ZIPs (scripts/generate-files.ts)");

/**
 * The manuals page's data (spec 2.6) in a language: every brand with its manuals (names
 * translated, sizes in the language's format) and its 'Download All' ZIP.
 */
export function manualGroupsWithFiles(lang: Lang): ManualGroupView[] {
  return fileListsByLang[lang].manualGroups.map((g) => ({
    brand: findBrandFor(g.brand, lang)?.name ?? g.brand,
    slug: g.brand,
    archive: archive(manualArchive(g.brand), lang),
    manuals: g.manuals.map((m) => ({ name: m.name, ...servedFile(m.file, lang, m.source) })),
  }));
}

/**
 * The downloads centre's data (spec 2.7) in a language: the categories, the listed files
 * and the 'Download All' ZIPs, with names and descriptions translated and sizes in the
 * language's format.
 */
export function downloadsWithFiles(lang: Lang): {
  categories: DownloadCategory[];
  items: DownloadView[];
  archives: Record<DownloadCategoryId | "all", ServedFile>;
} {
  const { categories, downloads } = fileListsByLang[lang];
  const archives = Object.fromEntries(
    (["all", ...downloadCategoryIds] as const).map((id) => [id, archive(downloadsArchive(id), lang)]),
  ) as Record<DownloadCategoryId | "all", ServedFile>;
  return {
    categories,
    items: downloads.map((d) => ({
      name: d.name,
      description: d.description,
      category: d.category,
      ...servedFile(d.file, lang, d.source),
    })),
    archives,
  };
}
