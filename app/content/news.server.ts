import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { languages, prefixedLanguages, type Lang } from "../lib/i18n";
import type { NewsItem } from "./news-item";
import { newsCategories } from "./news-pages";

/**
 * News articles: markdown files in ./news with checked frontmatter (STYLE.md 6), one per
 * language: `slug.md` is English, `slug.nl.md`, `slug.de.md`, `slug.fr.md` its
 * translations (PRODUCT.md 19), with the same frontmatter keys. A wrong field or a
 * missing translation fails the build, not the visitor. Server-only: pages get articles
 * through their loaders, so neither the markdown nor its parser reaches the browser.
 */
const frontmatterSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  image: z.string().startsWith("/"),
  imageAlt: z.string().min(1),
  /** Named in English in every language; the cards show the language's label (NewsCardCopy.categories). */
  category: z.enum(newsCategories),
  publishDate: z.iso.date(),
  readTime: z.number().int().positive(),
  featured: z.boolean().default(false),
});

// Components name the type from ./news-item.ts (no server module in the browser); the
// schema's output must stay assignable to it.
export type { NewsItem };
const _schemaMatchesNewsItem = (item: z.infer<typeof frontmatterSchema>): NewsItem => item;
export interface Article extends NewsItem {
  markdown: string;
}

/** What a translation writes in its own language; every other field equals the English article's. */
const translatedFields = ["title", "excerpt", "imageAlt"] as const satisfies readonly (keyof NewsItem)[];

const files = import.meta.glob<string>("./news/*.md", { query: "?raw", import: "default", eager: true });

function parseArticle(path: string, raw: string): Article {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${path}: missing frontmatter`);
  const result = frontmatterSchema.safeParse(parseYaml(match[1]!));
  if (!result.success) throw new Error(`${path}: ${z.prettifyError(result.error)}`);
  const markdown = match[2]!.trim();
  if (!markdown) throw new Error(`${path}: the article has no text`);
  return { ...result.data, markdown };
}

/** "./news/x.nl.md" → "nl"; "./news/x.md" → "en". */
function fileLang(path: string): Lang {
  const suffix = /\.([a-z]{2})\.md$/.exec(path)?.[1];
  if (!suffix) return "en";
  const lang = prefixedLanguages.find((l) => l === suffix);
  if (!lang) throw new Error(`${path}: unknown language "${suffix}" (use ${prefixedLanguages.join(", ")})`);
  return lang;
}

function loadArticles(): Record<Lang, readonly Article[]> {
  const byLang = Object.fromEntries(languages.map((lang) => [lang, [] as Article[]])) as Record<Lang, Article[]>;
  for (const [path, raw] of Object.entries(files)) {
    const article = parseArticle(path, raw);
    const expected = path.replace(/^.*\//, "").replace(/(\.[a-z]{2})?\.md$/, "");
    if (article.slug !== expected) throw new Error(`${path}: the slug "${article.slug}" differs from the file name`);
    byLang[fileLang(path)].push(article);
  }
  const english = byLang.en.sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  if (new Set(english.map((a) => a.slug)).size !== english.length) throw new Error("news: two articles share a slug");
  for (const lang of prefixedLanguages) {
    const own = new Map(byLang[lang].map((a) => [a.slug, a]));
    for (const slug of own.keys()) {
      if (!english.some((a) => a.slug === slug)) throw new Error(`news: ${slug}.${lang}.md has no English article ${slug}.md`);
    }
    // Same order and same facts as English: only the words differ.
    byLang[lang] = english.map((en) => {
      const translation = own.get(en.slug);
      if (!translation) throw new Error(`news: ${en.slug}.md has no ${lang} translation (${en.slug}.${lang}.md)`);
      for (const key of Object.keys(en) as (keyof Article)[]) {
        if (key === "markdown" || (translatedFields as readonly string[]).includes(key)) continue;
        if (translation[key] !== en[key])
          throw new Error(`news: ${en.slug}.${lang}.md: ${key} must equal the English article's (${String(en[key])})`);
      }
      return translation;
    });
  }
  return byLang;
}

/** Every language's articles, newest first, in the same order. */
export const articlesByLang: Record<Lang, readonly Article[]> = loadArticles();

/** The English articles (their slugs and dates are every language's). */
export const articles: readonly Article[] = articlesByLang.en;

export function findArticle(slug: string, lang: Lang = "en"): Article | undefined {
  return articlesByLang[lang].find((a) => a.slug === slug);
}

/** Card data without the body, for lists, in a language. */
export function newsItems(lang: Lang = "en"): NewsItem[] {
  return articlesByLang[lang].map(({ markdown: _markdown, ...item }) => item);
}
