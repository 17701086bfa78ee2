import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { languages, type Lang } from "../lib/i18n";
import { translationGaps } from "./i18n/check.server";

/**
 * The one reader of the content folder (`content/` at the repository's root; README,
 * "Changing content"; docs/decisions/0022-content-as-data.md). Every file an editor changes
 * is found here by globbing, parsed (YAML, JSON, Markdown with YAML frontmatter) and checked
 * with its collection's zod schema; a problem fails the build naming the file, the field and
 * the language. The files are bundled into the server build only: pages get their texts
 * through loaders, so no content file and no parser reaches the browser.
 *
 * Layout (docs/decisions/0030-named-files-single-file.md), as Decap CMS writes it:
 *   content/<collection>/<name>.<lang>.<ext>   an entry of a folder of entries (brands, news,
 *                                              downloads), one file per language, English
 *                                              included (`i18n: { structure: multiple_files }`)
 *   content/<collection>/<name>.yml            a named file (a page's texts, a legal page) in
 *                                              every language: one file whose top-level keys are
 *                                              the languages, `en:`, `nl:`, `de:`, `fr:`, each
 *                                              holding what that language's file would
 *                                              (`i18n: { structure: single_file }`)
 *   content/<collection>/<name>.<ext>          one file for every language, with no language
 *                                              sections (dealers, the company's details)
 * A translated entry is written one way or the other, never both.
 */
const files = import.meta.glob<string>("/content/**/*.{yml,json,md}", {
  query: "?raw",
  import: "default",
  eager: true,
});

export interface ContentFile {
  /** "content/news/launch.nl.md", as the editor and the error messages name it. */
  path: string;
  collection: string;
  /** The file's name without language and extension: "launch". */
  name: string;
  /** Undefined for a file that serves every language, or holds a section per language. */
  lang?: Lang;
  raw: string;
}

const fileRe = /^\/content\/(.+)\/([^/]+?)(?:\.([a-z]{2}))?\.(yml|json|md)$/;

/**
 * How to read a translated entry. `fill` turns a language's file into what the site shows
 * (e.g. company values for their `{placeholders}`), after the translation check has compared
 * the files as written and before the schema checks the result.
 */
export interface ReadOptions {
  fill?: (value: unknown, lang: Lang) => unknown;
  /**
   * Fields written in the English file only, which every language shares (a file's path, a
   * category: Decap CMS's untranslated fields, `i18n: false`): each translation takes them
   * from English, and a translation that writes one is refused, so each is written once.
   */
  untranslated?: readonly string[];
}

/** A content problem: every line names a file, and where it can a field and a language. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content is invalid:\n${problems.map((p) => `- ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/**
 * The reader over a set of files keyed "/content/…" as Vite's glob gives them; the site's
 * is `content` below, tests make their own.
 */
export function createContent(raw: Record<string, string>) {
  const allFiles: readonly ContentFile[] = Object.entries(raw)
    .map(([key, raw]): ContentFile => {
      const match = fileRe.exec(key);
      if (!match)
        throw new ContentError([`${key.slice(1)}: a content file lies in a collection folder (content/<collection>/<name>.<ext>)`]);
      const [, collection, name, lang] = match;
      if (lang !== undefined && !(languages as readonly string[]).includes(lang))
        throw new ContentError([`${key.slice(1)}: unknown language "${lang}" (use ${languages.join(", ")})`]);
      return { path: key.slice(1), collection: collection!, name: name!, lang: lang as Lang | undefined, raw };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

  /** The files of a collection, in file-name order. */
  const contentFiles = (collection: string): readonly ContentFile[] => allFiles.filter((f) => f.collection === collection);

  return {
    files: allFiles,
    contentFiles,
    /** Every collection folder that has at least one file. */
    collections: (): string[] => [...new Set(allFiles.map((f) => f.collection))],
    readEntry: <T>(collection: string, name: string, schema: z.ZodType<T>): T =>
      readEntry(contentFiles(collection), collection, name, schema),
    readEntries: <T>(collection: string, schema: z.ZodType<T>) => readEntries(contentFiles(collection), schema),
    readTranslated: <T>(collection: string, name: string, schema: z.ZodType<T>, options: ReadOptions = {}) =>
      readTranslated(contentFiles(collection), collection, name, schema, options),
    /**
     * Where an entry's language is written, as the loader's problems name it:
     * "content/legal/terms.yml (Dutch)", or "content/brands/nimo.nl.yml (Dutch)".
     */
    whereOf: (collection: string, name: string, lang: Lang): string => whereOf(contentFiles(collection), collection, name, lang),
    readTranslatedCollection: <T>(collection: string, schema: z.ZodType<T>, options: ReadOptions = {}) =>
      readTranslatedCollection(contentFiles(collection), collection, schema, options),
  };
}

/** The site's content folder. */
export const content = createContent(files);

const languageNames: Record<Lang, string> = { en: "English", nl: "Dutch", de: "German", fr: "French" };

/** A Markdown file's frontmatter, with its body as `body`. */
function parseFile(file: ContentFile): unknown {
  if (file.path.endsWith(".json")) return JSON.parse(file.raw);
  if (file.path.endsWith(".yml")) return parseYaml(file.raw);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(file.raw);
  if (!match) throw new Error("missing frontmatter (a --- line, the fields, a --- line, then the text)");
  return { ...(parseYaml(match[1]!) as object), body: match[2]!.trim() };
}

/** A parsed file as an object (an empty one if it is not), to read and add fields. */
function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** "hero.title: Too small…" lines from a zod error. */
function issues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`);
}

/** A file's value, or undefined once its parse problem is added to `problems`. */
function parsed(file: ContentFile, problems: string[]): { value: unknown } | undefined {
  try {
    return { value: parseFile(file) };
  } catch (error) {
    problems.push(`${file.path}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Parses and checks one file; a problem is added to `problems` and the value is undefined. */
function check<T>(file: ContentFile, schema: z.ZodType<T>, problems: string[]): T | undefined {
  const read = parsed(file, problems);
  if (!read) return undefined;
  const result = schema.safeParse(read.value);
  const where = file.lang ? ` (${languageNames[file.lang]})` : "";
  if (!result.success) {
    for (const issue of issues(result.error)) problems.push(`${file.path}${where}: ${issue}`);
    return undefined;
  }
  return result.data;
}

/** One file that serves every language: `content/<collection>/<name>.<ext>`. */
function readEntry<T>(list: readonly ContentFile[], collection: string, name: string, schema: z.ZodType<T>): T {
  const file = list.find((f) => f.name === name && f.lang === undefined);
  if (!file) throw new ContentError([`content/${collection}/${name}.yml is missing`]);
  const problems: string[] = [];
  const value = check(file, schema, problems);
  if (problems.length) throw new ContentError(problems);
  return value!;
}

/** Every language-neutral file of a collection, checked, by name. */
function readEntries<T>(list: readonly ContentFile[], schema: z.ZodType<T>): { name: string; path: string; value: T }[] {
  const problems: string[] = [];
  const entries = list
    .filter((f) => {
      if (f.lang === undefined) return true;
      problems.push(`${f.path}: this collection has one file for every language; remove ".${f.lang}" from its name`);
      return false;
    })
    .map((file) => ({ name: file.name, path: file.path, value: check(file, schema, problems) as T }));
  if (problems.length) throw new ContentError(problems);
  return entries;
}

/**
 * One entry in every language, written either way: `content/<collection>/<name>.yml` with a
 * section per language, or `content/<collection>/<name>.en.<ext>` and its Dutch, German and
 * French files beside it. Each language is checked with the schema; then every text English
 * has, each other language must have too, with the same `{placeholders}` and as many list
 * items.
 */
function readTranslated<T>(
  list: readonly ContentFile[],
  collection: string,
  name: string,
  schema: z.ZodType<T>,
  options: ReadOptions,
): Record<Lang, T> {
  const problems: string[] = [];
  const result = translatedEntry(collection, name, list, schema, options, problems, true);
  if (problems.length || !result) throw new ContentError(problems);
  return result;
}

/**
 * Every translated entry of a folder of entries, by name, in file-name order: a file per
 * language each, as the editor writes a folder collection (multiple_files).
 */
function readTranslatedCollection<T>(
  list: readonly ContentFile[],
  collection: string,
  schema: z.ZodType<T>,
  options: ReadOptions,
): { name: string; texts: Record<Lang, T> }[] {
  const problems: string[] = [];
  const names = [...new Set(list.map((f) => f.name))];
  const entries = names.map((name) => ({ name, texts: translatedEntry(collection, name, list, schema, options, problems, false)! }));
  if (problems.length) throw new ContentError(problems);
  return entries;
}

/** The file holding an entry's language, and that language: "content/legal/terms.yml (Dutch)". */
function whereOf(list: readonly ContentFile[], collection: string, name: string, lang: Lang): string {
  const own = list.filter((f) => f.name === name);
  const file = own.find((f) => f.lang === undefined) ?? own.find((f) => f.lang === lang);
  return `${file?.path ?? `content/${collection}/${name}.yml`} (${languageNames[lang]})`;
}

/** "the Dutch section (nl:)". */
const sectionOf = (lang: Lang) => `the ${languageNames[lang]} section (${lang}:)`;

/**
 * Each language's value of an entry as written, or undefined after adding its problems:
 * its sections in one file (`sections`), or its file per language.
 */
function writtenEntry(
  collection: string,
  name: string,
  own: readonly ContentFile[],
  sections: boolean,
  problems: string[],
): { written: Record<Lang, unknown>; fileOf: (lang: Lang) => string; ext: string; single?: ContentFile } | undefined {
  const single = own.find((f) => f.lang === undefined);
  const perLanguage = own.filter((f) => f.lang !== undefined);
  const before = problems.length;
  const written = {} as Record<Lang, unknown>;
  if (single && perLanguage.length) {
    problems.push(
      `${single.path} and ${perLanguage.map((f) => f.path).join(", ")} hold the same entry: keep either the one file with a section per language or a file per language, not both`,
    );
    return undefined;
  }
  if (single && !sections) {
    problems.push(`${single.path}: name the language in the file name (${name}.en${single.path.slice(single.path.lastIndexOf("."))})`);
    return undefined;
  }
  if (single) {
    const read = parsed(single, problems);
    if (!read) return undefined;
    const value = read.value;
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      problems.push(`${single.path}: holds no language sections (${languages.map((l) => `${l}:`).join(", ")})`);
      return undefined;
    }
    const file = value as Record<string, unknown>;
    for (const key of Object.keys(file))
      if (!(languages as readonly string[]).includes(key))
        problems.push(
          `${single.path}: ${key}: not a language; the file's top-level keys are its languages (${languages.join(", ")}), each holding that language's texts`,
        );
    for (const lang of languages) {
      if (!(lang in file)) problems.push(`${single.path}: ${sectionOf(lang)} is missing`);
      else if (!file[lang] || typeof file[lang] !== "object" || Array.isArray(file[lang]))
        problems.push(`${single.path}: ${sectionOf(lang)} holds no fields`);
      else written[lang] = file[lang];
    }
    return problems.length > before
      ? undefined
      : { written, fileOf: () => single.path, ext: single.path.slice(single.path.lastIndexOf(".")), single };
  }
  const english = own.find((f) => f.lang === "en");
  if (!english) {
    const other = own.find((f) => f.lang);
    if (other) problems.push(`${other.path}: there is no English ${name}.en${other.path.slice(other.path.lastIndexOf("."))} beside it`);
    else problems.push(`content/${collection}/${name}.${sections ? "yml" : "en.yml"} is missing`);
    return undefined;
  }
  const ext = english.path.slice(english.path.lastIndexOf("."));
  for (const lang of languages) {
    const file = own.find((f) => f.lang === lang);
    if (!file) {
      problems.push(`content/${collection}/${name}.${lang}${ext} is missing: the ${languageNames[lang]} translation of ${english.path}`);
      continue;
    }
    const read = parsed(file, problems);
    if (read) written[lang] = read.value;
  }
  return problems.length > before ? undefined : { written, fileOf: (lang) => `content/${collection}/${name}.${lang}${ext}`, ext };
}

function translatedEntry<T>(
  collection: string,
  name: string,
  list: readonly ContentFile[],
  schema: z.ZodType<T>,
  { fill, untranslated = [] }: ReadOptions,
  problems: string[],
  sections: boolean,
): Record<Lang, T> | undefined {
  const entry = writtenEntry(
    collection,
    name,
    list.filter((f) => f.name === name),
    sections,
    problems,
  );
  if (!entry) return undefined;
  const { written, fileOf, ext, single } = entry;
  const where = (lang: Lang) => `${fileOf(lang)} (${languageNames[lang]})`;
  const before = problems.length;
  if (untranslated.length) {
    const english = asObject(written.en);
    const shared = Object.fromEntries(untranslated.filter((key) => key in english).map((key) => [key, english[key]]));
    for (const lang of languages) {
      if (lang === "en") continue;
      const own = asObject(written[lang]);
      for (const key of untranslated.filter((k) => k in own))
        problems.push(
          single
            ? `${where(lang)}: ${key} is written in ${sectionOf("en")} only, for every language`
            : `${fileOf(lang)}: ${key} is written in ${fileOf("en")} only, for every language`,
        );
      written[lang] = { ...own, ...shared };
    }
  }
  problems.push(...(single ? translationGaps(where, written) : translationGaps(`content/${collection}/${name}`, written, ext)));
  const texts = {} as Record<Lang, T>;
  for (const lang of languages) {
    const result = schema.safeParse(fill ? fill(written[lang], lang) : written[lang]);
    if (result.success) texts[lang] = result.data;
    else {
      // A problem of a field written in English only is English's, told once.
      const own = result.error.issues.filter((i) => lang === "en" || !untranslated.includes(String(i.path[0])));
      for (const issue of issues(new z.ZodError(own))) problems.push(`${where(lang)}: ${issue}`);
    }
  }
  if (problems.length > before) return undefined;
  return texts;
}
