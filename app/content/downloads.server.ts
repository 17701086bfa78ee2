import { languages, type Lang } from "../lib/i18n";
import { brandSlugs } from "./brands.server";
import { fillCompanyValues } from "./company-values.server";
import {
  brochuresSchema,
  categorySchema,
  downloadSchema,
  downloadsPageSchema,
  manualSchema,
  manualsPageSchema,
  untranslatedFields,
} from "./downloads.schema.server";
import { content, ContentError } from "./load.server";
import {
  downloadCategoryIds,
  type Brochures,
  type DownloadCategory,
  type DownloadCategoryId,
  type DownloadItem,
  type ManualGroup,
} from "./served-files";

/**
 * The downloads centre and the manuals (spec 2.6, 2.7; PRODUCT.md 14), read from content/:
 *
 *   content/downloads/files/<id>.<lang>.yml       one listed file of /downloads each
 *   content/manuals/files/<id>.<lang>.yml         one manual of /manuals each
 *   content/downloads/categories/<id>.<lang>.yml  the four categories (spec 3)
 *   content/downloads/page.yml                    the /downloads page's copy, a section per language
 *   content/manuals/page.yml                      the /manuals page's copy, the same
 *   content/downloads/brochures.yml               the brochures other pages link to
 *
 * Adding a document is adding its entry: the English file names the file under public/files/,
 * its category or brand and its position in its list; each translation gives its name (and
 * description) in its language. Every `file` is a real file the site serves; its type and
 * size are read from the file at build time, never typed here. The files under
 * /files/samples/ are honest sample documents (`npm run samples` writes them); a real document is committed
 * under public/files/ outside the sample folders (`sampleDirs` in tools/documents/generate.ts;
 * for example public/files/manuals/norcool/…) and named by its entry's `file`.
 */
const categoryEntries = content.readTranslatedCollection("downloads/categories", categorySchema, {
  untranslated: untranslatedFields["downloads/categories"],
});
const downloadEntries = content.readTranslatedCollection("downloads/files", downloadSchema, {
  untranslated: untranslatedFields["downloads/files"],
  // A description may name the company's values ("All {brandCountWord} brands").
  fill: fillCompanyValues,
});
const manualEntries = content.readTranslatedCollection("manuals/files", manualSchema, {
  untranslated: untranslatedFields["manuals/files"],
});

/** By position, then by the entry's file name, so every language lists them in one order. */
const byOrder = <T extends { order: number; id: string }>(a: T, b: T) => a.order - b.order || a.id.localeCompare(b.id);

/** content/downloads/brochures.yml. */
export const brochures: Brochures = content.readEntry("downloads", "brochures", brochuresSchema);

/** Copy of /downloads and /manuals in every language (the routes' loaders pick one). */
export const downloadsPageCopy = content.readTranslated("downloads", "page", downloadsPageSchema);
export const manualsPageCopy = content.readTranslated("manuals", "page", manualsPageSchema);

/** What the schemas cannot see in one file: the categories are the four the code knows, and a file is listed once per list. */
function crossChecks(): string[] {
  const problems: string[] = [];
  const names = new Set(categoryEntries.map((e) => e.name));
  for (const id of downloadCategoryIds)
    if (!names.has(id))
      problems.push(`content/downloads/categories/${id}.en.yml is missing: one file per category (${downloadCategoryIds.join(", ")})`);
  for (const name of names)
    if (!(downloadCategoryIds as readonly string[]).includes(name))
      problems.push(
        `content/downloads/categories/${name}.en.yml: not a category of the downloads centre (${downloadCategoryIds.join(", ")})`,
      );
  for (const [collection, entries] of [
    ["downloads/files", downloadEntries],
    ["manuals/files", manualEntries],
  ] as const) {
    const first = new Map<string, string>();
    for (const { name, texts } of entries) {
      const other = first.get(texts.en.file);
      if (other)
        problems.push(`content/${collection}/${name}.en.yml: ${texts.en.file} is already listed by content/${collection}/${other}.en.yml`);
      else first.set(texts.en.file, name);
    }
  }
  for (const id of downloadCategoryIds)
    if (!downloadEntries.some((e) => e.texts.en.category === id))
      problems.push(`content/downloads/files/: no file has the category ${id}; every category lists at least one`);
  return problems;
}
const problems = crossChecks();
if (problems.length) throw new ContentError(problems);

/** The four categories in a language, in the code's order. */
function downloadCategoriesIn(lang: Lang): DownloadCategory[] {
  return downloadCategoryIds.map((id) => {
    const { name, description, icon, count } = categoryEntries.find((e) => e.name === id)!.texts[lang];
    return { id, name, description, icon, count };
  });
}

/** The listed files in a language: by category, then by position. */
function downloadsIn(lang: Lang): DownloadItem[] {
  const rank = (id: DownloadCategoryId) => downloadCategoryIds.indexOf(id);
  return downloadEntries
    .map(({ name: id, texts }) => ({ ...texts[lang], id, source: `content/downloads/files/${id}.en.yml` }))
    .sort((a, b) => rank(a.category) - rank(b.category) || byOrder(a, b))
    .map(({ name, category, description, file, source }) => ({ name, category, description, file, source }));
}

/** The manuals in a language, grouped by brand in the brands' order, each group by position. */
function manualGroupsIn(lang: Lang): ManualGroup[] {
  const manuals = manualEntries.map(({ name: id, texts }) => ({ ...texts[lang], id, source: `content/manuals/files/${id}.en.yml` }));
  return brandSlugs.flatMap((slug) => {
    const own = manuals.filter((m) => m.brand === slug).sort(byOrder);
    return own.length ? [{ brand: slug, manuals: own.map(({ name, file, source }) => ({ name, file, source })) }] : [];
  });
}

/** The lists in English: what the build's file step makes and measures, and the tests. */
export const downloadCategories = downloadCategoriesIn("en");
export const downloads = downloadsIn("en");
export const manualGroups = manualGroupsIn("en");

/** Each language's lists, for the pages' loaders (./files.server.ts). */
export const fileListsByLang = Object.fromEntries(
  languages.map((lang) => [
    lang,
    { categories: downloadCategoriesIn(lang), downloads: downloadsIn(lang), manualGroups: manualGroupsIn(lang) },
  ]),
) as Record<Lang, { categories: DownloadCategory[]; downloads: DownloadItem[]; manualGroups: ManualGroup[] }>;

/**
 * Every file the site lists or links, for the scripts that run outside the site's build
 * through Vite's module runner: the build's first step (scripts/generate-files.ts checks each
 * is under public/, writes the 'Download All' ZIPs and records every size) and the sample
 * writer (tools/documents/content.ts).
 */
export function fileLists(): {
  manualGroups: ManualGroup[];
  downloads: DownloadItem[];
  downloadCategories: DownloadCategory[];
  brochures: Brochures;
} {
  return { manualGroups, downloads, downloadCategories, brochures };
}
