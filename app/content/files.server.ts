import { fileTypeOf, formatFileSize } from "../lib/file-size";
import type { Lang } from "../lib/i18n";
import { findBrand } from "./brands";
import { downloadCategories, downloads, downloadsArchive, type DownloadCategory, type DownloadCategoryId } from "./downloads";
import { downloadTextsByLang, manualNamesByLang } from "./i18n/search.server";
import { manualArchive, manualGroups } from "./manuals";
import type { DownloadView, ManualGroupView, ServedFile } from "./served-files";

/**
 * Sizes of the files the site serves, read from the manifest scripts/generate-files.ts
 * writes from the real files as the build's first step (PRODUCT.md 14). It is bundled into the
 * server build, so prerendering and per-request rendering (filtered URLs) agree.
 * Loaded with import.meta.glob so a fresh checkout still typechecks before generating.
 */
const manifests = import.meta.glob<Record<string, number>>("./generated/files.json", { eager: true, import: "default" });
const sizes = manifests["./generated/files.json"];

function servedFile(url: string, lang: Lang = "en"): ServedFile {
  if (!sizes)
    throw new Error(
      "app/content/generated/files.json is missing: run `npm run build` (or only its first step, `npx tsx scripts/generate-files.ts`).",
    );
  const bytes = sizes[url];
  if (bytes === undefined)
    throw new Error(
      `${url} has no recorded size: run \`npm run build\` (or \`npx tsx scripts/generate-files.ts\`) after changing the downloads content.`,
    );
  return { url, type: fileTypeOf(url), bytes, size: formatFileSize(bytes, lang) };
}

/**
 * The manuals page's data (spec 2.6) in a language: every brand with its manuals (names
 * translated, sizes in the language's format) and its 'Download All' ZIP.
 */
export function manualGroupsWithFiles(lang: Lang): ManualGroupView[] {
  const names = manualNamesByLang[lang];
  return manualGroups.map((g) => ({
    brand: findBrand(g.brand)?.name ?? g.brand,
    slug: g.brand,
    archive: servedFile(manualArchive(g.brand), lang),
    manuals: g.manuals.map((m) => ({ name: names[m.file] ?? m.name, ...servedFile(m.file, lang) })),
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
  const texts = downloadTextsByLang[lang];
  const archives = Object.fromEntries(
    (["all", ...downloadCategories.map((c) => c.id)] as const).map((id) => [id, servedFile(downloadsArchive(id), lang)]),
  ) as Record<DownloadCategoryId | "all", ServedFile>;
  return {
    categories: downloadCategories.map((c) => ({ ...c, ...texts.categories[c.id] })),
    items: downloads.map((d) => {
      // The build's translation check makes every language name every file.
      const { name, description } = texts.files[d.file] ?? d;
      return { name, description, category: d.category, ...servedFile(d.file, lang) };
    }),
    archives,
  };
}
