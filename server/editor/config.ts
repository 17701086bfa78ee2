import type { z } from "zod";
import { detailsSchema, textsSchema } from "~/content/company.server";
import { brandFileSchema, brandUntranslated } from "~/content/brands.schema.server";
import { dealerSchema } from "~/content/dealers.schema.server";
import {
  categorySchema,
  downloadSchema,
  downloadsPageSchema,
  manualSchema,
  manualsPageSchema,
  untranslatedFields,
} from "~/content/downloads.schema.server";
import { embedsSchema } from "~/content/embeds.server";
import { homeSchema } from "~/content/home.schema.server";
import { legalDocumentSchema, legalLabelsSchema, warrantyDocumentSchema } from "~/content/legal/schema.server";
import { mediaSchema } from "~/content/media.schema.server";
import { articleSchema } from "~/content/news.server";
import {
  aboutSchema,
  becomeDealerSchema,
  contactSchema,
  metadataSchema,
  newsPagesSchema,
  requestAccessSchema,
  searchPageSchema,
  serviceRequestSchema,
  sitemapSchema,
} from "~/content/pages.schema.server";
import { languages } from "~/lib/i18n";
import { fieldsOf, jsonSchemaOf, type EditorField, type FieldOptions } from "./fields";

/**
 * The editor's configuration (Decap CMS; docs/decisions/0025-editor.md, docs/editing.md):
 * one collection per folder of content/, its fields made from the schemas the build checks
 * (./fields.ts), in the layout the content loader reads (app/content/load.server.ts): an
 * entry of a folder `content/<collection>/<name>.<lang>.<ext>`, English included; a named
 * file in every language `content/<collection>/<name>.yml`, a section per language
 * (docs/decisions/0030-named-files-single-file.md). Every translated entry is edited with
 * its languages side by side. Served as /admin/config.yml by ./serve.ts, with the backend
 * the server's settings name.
 */

/** Where the editor saves: decap-server on this machine (`npm run cms`, tests) or the company's Git host (docs/deploy.md, 7). */
export type EditorBackend =
  | { name: "proxy"; proxy_url: string; branch?: string }
  | { name: "github"; repo: string; branch?: string; base_url?: string; auth_endpoint?: string }
  | { name: "gitlab"; repo: string; branch?: string; auth_type: "pkce"; app_id: string; api_root?: string; base_url?: string }
  | { name: "forgejo"; repo: string; branch?: string; app_id: string; api_root: string; base_url: string };

/** Decap's languages in the loader's order, English the default (the file every other language follows). */
const i18n = { structure: "multiple_files", locales: [...languages], default_locale: "en" } as const;

/**
 * The languages of a collection of named files. Decap takes only one structure there: one
 * file with a section per language (decap-cms-core, actions/config.ts
 * `throwOnInvalidFileCollectionStructure`), written `en:`, `nl:`, `de:`, `fr:` in the order
 * of `locales` (lib/i18n.ts `getI18nFiles`). Decap reads every file of such a collection so
 * (lib/i18n.ts `getI18nEntry`: the collection's structure, not the file's), so a file that
 * serves every language lies in a collection without languages.
 */
const namedFilesI18n = { ...i18n, structure: "single_file" } as const;

/** A translated entry's fields: those in `shared` are written once in English (`i18n: false`, the loader's `untranslated`) or copied to each language (`duplicate`). */
const translated =
  (english: readonly string[], duplicate: readonly string[] = []): FieldOptions["i18n"] =>
  (name) =>
    english.includes(name) ? false : duplicate.includes(name) ? "duplicate" : true;

/** Multi-line texts: shown as a text area. */
const multiline = ["description", "excerpt", "intro", "imageAlt", "text", "paragraphs", "tagline"];

/** A news article's facts, the same in every language (app/content/news.server.ts `translatedFields` are the others). */
const articleFacts = ["id", "slug", "image", "photo", "category", "publishDate", "readTime", "featured"];

/** Every collection: its folder or files, and the schema its fields come from. */
interface CollectionSource {
  name: string;
  label: string;
  schema: z.ZodType;
  options: FieldOptions;
}

interface FolderSource extends CollectionSource {
  folder: string;
  extension: "yml" | "json" | "md";
  translated: boolean;
  slug: string;
  summary: string;
  identifier_field?: string;
  create?: boolean;
}

export interface FileSource {
  name: string;
  label: string;
  file: string;
  schema: z.ZodType;
}

/** A collection of named files: each in every language, side by side (`translated`), or each for every language. */
interface FilesSource {
  name: string;
  label: string;
  translated: boolean;
  files: FileSource[];
}

/** No photo facts are needed to know an article's fields. */
const articles = articleSchema({});

/**
 * A file uploaded where the site serves it. Its path's pattern is left to the build:
 * Decap checks a file field's pattern against the upload before it has its path.
 */
const upload = (folder: string): Partial<EditorField> => ({
  widget: "file",
  pattern: undefined,
  media_folder: `/public${folder}`,
  public_folder: folder,
  choose_url: false,
});

/** A brand's picture, uploaded into content/brands/images/ (the build copies it to the site path the field names). */
const brandPicture = (folder: string): Partial<EditorField> => ({
  widget: "image",
  media_folder: `/content/brands/images${folder}`,
  public_folder: `/images${folder}`,
  choose_url: false,
});

export const folderCollections: FolderSource[] = [
  {
    name: "brands",
    label: "Merken",
    folder: "content/brands",
    extension: "yml",
    translated: true,
    // A brand's file name is its page's address (/brands/<slug>): the name, in lower case.
    slug: "{{fields.name}}",
    summary: "{{order}}. {{name}}",
    identifier_field: "name",
    schema: brandFileSchema,
    options: {
      multiline,
      i18n: translated(brandUntranslated),
      custom: {
        logo: { ...brandPicture("/brands"), required: true, hint: "Het woordmerk, als svg-bestand" },
        productImage: { ...brandPicture("/brands"), required: false, hint: "De producttekening, als svg-bestand" },
      },
    },
  },
  {
    name: "news",
    label: "Nieuws",
    folder: "content/news",
    extension: "md",
    translated: true,
    slug: "{{fields.slug}}",
    summary: "{{title}} ({{publishDate}})",
    identifier_field: "title",
    schema: articles,
    options: {
      multiline,
      i18n: translated([], articleFacts),
      custom: {
        // A photo from photos/, named by its file name (photos/README.md); uploading it puts it there.
        photo: { widget: "image", required: false, media_folder: "/photos", public_folder: "", choose_url: false },
        image: { widget: "string", required: false, hint: "Een tekening op de site (/images/news/…svg), als het bericht geen foto heeft" },
        body: { widget: "markdown", required: true },
      },
    },
  },
  {
    name: "dealers",
    label: "Dealers",
    folder: "content/dealers",
    extension: "json",
    translated: false,
    slug: "{{fields.id}}",
    summary: "{{name}}, {{city}} ({{tier}})",
    identifier_field: "name",
    schema: dealerSchema,
    options: {
      custom: {
        // The build asks for https (z.url with protocol /^https$/), which JSON Schema writes as a plain URI.
        website: {
          widget: "string",
          required: true,
          pattern: ["^https://[^\\s/$.?#][^\\s]*$", "een adres dat met https:// begint (de site weigert http://)"],
        },
      },
    },
  },
  {
    name: "downloads",
    label: "Downloads",
    folder: "content/downloads/files",
    extension: "yml",
    translated: true,
    slug: "{{fields.name}}",
    summary: "{{name}} ({{category}})",
    identifier_field: "name",
    schema: downloadSchema,
    options: {
      multiline,
      i18n: translated(untranslatedFields["downloads/files"]),
      custom: {
        file: { ...upload("/files/downloads"), required: true, hint: "Een pdf, zip of mp4 tot een paar MB; de naam in kleine letters" },
      },
    },
  },
  {
    name: "download-categories",
    label: "Downloadcategorieën",
    folder: "content/downloads/categories",
    extension: "yml",
    translated: true,
    slug: "{{fields.name}}",
    summary: "{{name}}",
    identifier_field: "name",
    create: false,
    schema: categorySchema,
    options: { multiline, i18n: translated(untranslatedFields["downloads/categories"]) },
  },
  {
    name: "manuals",
    label: "Handleidingen",
    folder: "content/manuals/files",
    extension: "yml",
    translated: true,
    slug: "{{fields.name}}",
    summary: "{{name}} ({{brand}})",
    identifier_field: "name",
    schema: manualSchema,
    options: {
      multiline,
      i18n: translated(untranslatedFields["manuals/files"]),
      custom: { file: { ...upload("/files/manuals"), required: true, hint: "Een pdf; de naam in kleine letters" } },
    },
  },
];

/** A named file in every language: content/<folder>/<name>.yml, a section per language. */
const named = (name: string, label: string, folder: string, schema: z.ZodType): FileSource => ({
  name,
  label,
  file: `${folder}/${name}.yml`,
  schema,
});

export const filesCollections: FilesSource[] = [
  {
    name: "company",
    label: "Bedrijfsgegevens",
    translated: false,
    files: [
      { name: "details", label: "Bedrijfsgegevens (alle talen)", file: "content/company/details.yml", schema: detailsSchema },
      { name: "embeds", label: "Kaarten en video (alle talen)", file: "content/company/embeds.yml", schema: embedsSchema },
    ],
  },
  {
    name: "company-texts",
    label: "Bedrijfsteksten",
    translated: true,
    files: [named("texts", "Bedrijfsteksten", "content/company", textsSchema)],
  },
  {
    name: "home",
    label: "Homepagina",
    translated: true,
    files: [named("home", "Homepagina", "content/home", homeSchema)],
  },
  {
    name: "pages",
    label: "Pagina's",
    translated: true,
    files: [
      named("about", "Over ons", "content/pages", aboutSchema),
      named("contact", "Contact", "content/pages", contactSchema),
      named("become-dealer", "Dealer worden", "content/pages", becomeDealerSchema),
      named("request-access", "Toegang aanvragen", "content/pages", requestAccessSchema),
      named("service-request", "Serviceaanvraag", "content/pages", serviceRequestSchema),
      named("news", "Nieuwspagina", "content/pages", newsPagesSchema),
      named("metadata", "Titels en beschrijvingen", "content/pages", metadataSchema),
      named("search", "Zoekpagina", "content/pages", searchPageSchema),
      named("sitemap", "Sitemap (overzicht van alle pagina's)", "content/pages", sitemapSchema),
      { ...named("page", "Downloadspagina", "content/downloads", downloadsPageSchema), name: "downloads-page" },
      { ...named("page", "Handleidingenpagina", "content/manuals", manualsPageSchema), name: "manuals-page" },
      { ...named("labels", "Media-knoppen", "content/media", mediaSchema), name: "media-labels" },
    ],
  },
  {
    name: "legal",
    label: "Juridische pagina's",
    translated: true,
    files: [
      named("warranty", "Garantie", "content/legal", warrantyDocumentSchema),
      named("privacy", "Privacy", "content/legal", legalDocumentSchema),
      named("terms", "Algemene voorwaarden", "content/legal", legalDocumentSchema),
      named("cookies", "Cookies", "content/legal", legalDocumentSchema),
      named("returns", "Retouren", "content/legal", legalDocumentSchema),
      named("shipping", "Verzending", "content/legal", legalDocumentSchema),
      named("labels", "Teksten rond de juridische pagina's", "content/legal", legalLabelsSchema),
    ],
  },
];

/** The fields of a folder collection or a file, from its schema. */
export function sourceFields(schema: z.ZodType, options: FieldOptions = {}): EditorField[] {
  return fieldsOf(jsonSchemaOf(schema), { multiline, ...options });
}

/**
 * A named file's fields. A translated file's are each written in every language, and its
 * texts (the pages', the legal pages', the company's words) may hold placeholders.
 */
export function fileFields(file: FileSource, translated: boolean): EditorField[] {
  return sourceFields(file.schema, translated ? { placeholders: true, i18n: () => true } : {});
}

/** A required text of a translated entry: its path in the entry's data ("hero.title") and its label ("Hero › Title"). */
export interface RequiredText {
  name: string;
  label: string;
}

/** The required texts among `fields` and the fields of their objects (a list's items are the build's to check). */
function requiredTexts(fields: readonly EditorField[], path = "", label = ""): RequiredText[] {
  return fields.flatMap((f) => {
    if (f.required === false || f.i18n !== true) return [];
    const [name, text] = [`${path}${f.name}`, `${label}${f.label}`];
    if (f.widget === "object" && f.fields) return requiredTexts(f.fields, `${name}.`, `${text} › `);
    return ["string", "text", "markdown"].includes(f.widget) ? [{ name, label: text }] : [];
  });
}

/**
 * The texts every language of a translated entry must have: a folder collection's by its
 * name ("news"), a named file's by its collection and name ("legal/warranty"). Decap checks
 * the default language's pane only, so the editor's script (./editor-script.ts) refuses a
 * save that leaves one of these empty in another language, as the build would.
 */
export function requiredTranslations(): Record<string, RequiredText[]> {
  const entries: [string, RequiredText[]][] = [
    ...folderCollections
      .filter((c) => c.translated)
      .map((c): [string, RequiredText[]] => [c.name, requiredTexts(sourceFields(c.schema, c.options))]),
    ...filesCollections
      .filter((c) => c.translated)
      .flatMap((c) => c.files.map((f): [string, RequiredText[]] => [`${c.name}/${f.name}`, requiredTexts(fileFields(f, true))])),
  ];
  return Object.fromEntries(entries);
}

/** The whole configuration, as /admin/config.yml serves it. */

export function editorConfig(backend: EditorBackend, siteUrl: string): Record<string, unknown> {
  return {
    backend: { branch: "main", ...backend },
    publish_mode: "editorial_workflow",
    locale: "nl",
    site_url: siteUrl,
    display_url: siteUrl,
    // Photos go to photos/ and through the image pipeline (photos/README.md); an entry names the file.
    media_folder: "photos",
    public_folder: "",
    i18n,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...folderCollections.map((c) => ({
        name: c.name,
        label: c.label,
        folder: c.folder,
        extension: c.extension,
        format: c.extension === "md" ? "frontmatter" : c.extension === "json" ? "json" : "yml",
        create: c.create ?? true,
        delete: true,
        slug: c.slug,
        summary: c.summary,
        ...(c.identifier_field ? { identifier_field: c.identifier_field } : {}),
        ...(c.translated ? { i18n: true } : {}),
        fields: sourceFields(c.schema, c.options),
      })),
      ...filesCollections.map((c) => ({
        name: c.name,
        label: c.label,
        delete: false,
        ...(c.translated ? { i18n: namedFilesI18n } : {}),
        files: c.files.map((f) => ({
          name: f.name,
          label: f.label,
          file: f.file,
          ...(c.translated ? { i18n: true } : {}),
          fields: fileFields(f, c.translated),
        })),
      })),
    ],
  };
}
