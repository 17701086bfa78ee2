import { z } from "zod";
import { iconNames } from "../lib/icon-names";
import { brandSlugs } from "./brands.server";
import { around, checked, note, template, text } from "./copy.schema.server";
import type { DownloadsPageCopy } from "./downloads-page";
import type { ManualsPageCopy } from "./manuals-page";
import { downloadCategoryIds, type Brochures, type DownloadCategory, type DownloadItem, type Manual } from "./served-files";

/**
 * The schemas of content/downloads/ and content/manuals/ (read by ./downloads.server.ts).
 * That every listed file is under public/ and has a size is checked by the build's first
 * step (scripts/generate-files.ts) and by the pages' loaders (./files.server.ts), each
 * naming the content file that lists it.
 */
const filePath = (extensions: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/files/[a-z0-9][a-z0-9/._-]*\\.(${extensions})$`),
      `a path under /files/ (lower case) ending in .${extensions.split("|").join(" or .")}`,
    );

/** The position of an entry in its list (1 first); entries of one position follow their file names. */
const order = z.number().int().min(1);

/** content/downloads/categories/<id>.<lang>.yml; the icon and the count in the English file only. */
/**
 * The fields of each list written in its English file only, the same in every language
 * (the loader's `untranslated`; Decap's `i18n: false` in server/editor/config.ts).
 */
export const untranslatedFields = {
  "downloads/categories": ["icon", "count"],
  "downloads/files": ["category", "file", "order"],
  "manuals/files": ["brand", "file", "order"],
} as const;

export const categorySchema = z.object({
  name: text,
  description: text,
  icon: z.enum(iconNames),
  // The size of the full library (spec 9: 15, 8, 42, 12), not of the list below it.
  count: z.number().int().positive(),
});
const _categoryMatchesType = (c: z.infer<typeof categorySchema>): Omit<DownloadCategory, "id"> => c;

/** content/downloads/files/<id>.<lang>.yml; the category, the file and the position in the English file only. */
export const downloadSchema = z.object({
  name: text.max(80),
  description: text.min(10).max(120),
  category: z.enum(downloadCategoryIds),
  file: filePath("pdf|zip|mp4"),
  order,
});
const _downloadMatchesType = (d: z.infer<typeof downloadSchema>): Omit<DownloadItem, "source"> => d;

/** content/manuals/files/<id>.<lang>.yml; the brand, the file and the position in the English file only. */
export const manualSchema = z.object({
  name: text.min(3).max(80),
  brand: z
    .string()
    .refine((slug) => brandSlugs.includes(slug), `a brand's slug, the name of its file in content/brands/: ${brandSlugs.join(", ")}`),
  file: filePath("pdf"),
  order,
});
const _manualMatchesType = (m: z.infer<typeof manualSchema>): Omit<Manual, "source"> => m;

/** content/downloads/brochures.yml. */
export const brochuresSchema = z.object({ dealer: filePath("pdf"), pevino: filePath("pdf") }).strict();
const _brochuresMatchType = (b: z.infer<typeof brochuresSchema>): Brochures => b;

const hero = z.object({ eyebrow: text, title: text, intro: text });
const count = z.object({ one: template("count"), other: template("count") });

/** content/manuals/page.yml, handed on as written. */
export const manualsPageSchema = checked<ManualsPageCopy>(
  z.object({
    hero,
    browser: z.object({
      title: text,
      formLabel: text,
      search: text,
      placeholder: text,
      submit: text,
      count,
      empty: text,
      showAll: text,
      archiveNote: template("brand"),
      byBrand: text,
    }),
    help: z.object({ title: text, text: around, link: text }),
  }),
);

/** content/downloads/page.yml, handed on as written. */
export const downloadsPageSchema = checked<DownloadsPageCopy>(
  z.object({
    hero,
    categories: z.object({ title: text, files: text, browse: text }),
    filter: z.object({ formLabel: text, search: text, placeholder: text, category: text, allCategories: text, apply: text }),
    list: z.object({
      all: text,
      count,
      archiveNote: template("category"),
      archiveAll: text,
      empty: text,
      clear: text,
      note: text,
    }),
    resources: z.object({
      label: text,
      dealers: z.object({ title: text, text, link: text }),
      more: z.object({ title: text, text, documents: note, images: note, phoneHours: template("hours") }),
    }),
  }),
);
