import { z } from "zod";
import { formatShortDate } from "../lib/format-date";
import { languages, prefixedLanguages, type Lang } from "../lib/i18n";
import type { ResponsiveImage } from "../lib/responsive-image";
import { content, ContentError } from "./load.server";
import type { NewsItem } from "./news-item";
import { newsCategories } from "./news-pages";
import { photoFrom, type PhotoFacts } from "./photos";
import { photoManifest } from "./photos.server";

/**
 * News articles (STYLE.md 6 and 17): `content/news/<slug>.<lang>.md`, Markdown with
 * frontmatter, one file per language, English included (PRODUCT.md 19). Adding an article is
 * adding its four files; nothing here changes. A wrong field, a missing translation or a
 * translation whose facts differ from the English article's fails the build naming the file,
 * not the visitor. Server-only: pages get articles through their loaders, so neither the
 * Markdown nor its parser reaches the browser.
 */

/**
 * An article's picture is shown at 1200×675 (its card, its page, its structured data): a
 * photo must be at least that large, or it would be shown blown up.
 */
const articlePhotoSize = { width: 1200, height: 675 } as const;

/** The frontmatter and body of one file, as the site uses them. */
export function articleSchema(photos: Readonly<Record<string, PhotoFacts>>) {
  return z
    .object({
      id: z.string().min(1),
      slug: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens, as in the file name"),
      title: z.string().min(1),
      excerpt: z.string().min(1),
      /** A drawing in public/ ("/images/news/x.svg")… */
      image: z.string().startsWith("/").optional(),
      /** …or the file name of a photo in photos/ ("showroom.jpg"). */
      photo: z.string().min(1).optional(),
      imageAlt: z.string().min(1),
      /** Named in English in every language; the cards show the language's label (NewsCardCopy.categories). */
      category: z.enum(newsCategories),
      publishDate: z.iso.date(),
      readTime: z.number().int().positive(),
      featured: z.boolean().default(false),
      body: z.string().min(1, "the article has no text"),
    })
    .superRefine((a, ctx) => {
      if ((a.image === undefined) === (a.photo === undefined))
        ctx.addIssue({
          code: "custom",
          path: [a.image === undefined ? "image" : "photo"],
          message: "give either image (a drawing's path under public/) or photo (a file in photos/), one of the two",
        });
      if (a.photo === undefined) return;
      const facts = photos[a.photo];
      const { width, height } = articlePhotoSize;
      if (!facts)
        ctx.addIssue({ code: "custom", path: ["photo"], message: `photos/${a.photo} is not there: add the file, or name one that is` });
      else if (facts.width < width || facts.height < height)
        ctx.addIssue({
          code: "custom",
          path: ["photo"],
          message: `photos/${a.photo} is ${facts.width}×${facts.height} px; an article's photo needs at least ${width}×${height} px`,
        });
    })
    .transform(({ image, photo, ...a }): ArticleFile => {
      const picture = photo === undefined ? undefined : articlePicture(photos, photo, a.imageAlt);
      // The keys in the order pages have always had them (the page data in the HTML).
      return {
        id: a.id,
        slug: a.slug,
        title: a.title,
        excerpt: a.excerpt,
        image: picture ? shareUrl(picture) : image!,
        ...(picture ? { photo: picture } : {}),
        imageAlt: a.imageAlt,
        category: a.category,
        publishDate: a.publishDate,
        readTime: a.readTime,
        featured: a.featured,
        body: a.body,
      };
    });
}

/** A photo as the pictures show it: its copies at every width (the alt text is the article's, per language). */
function articlePicture(photos: Readonly<Record<string, PhotoFacts>>, file: string, alt: string): ResponsiveImage {
  const { alt: _alt, ...picture } = photoFrom(photos, file, { alt, minWidth: articlePhotoSize.width }, "content/news");
  return picture;
}

/** The photo's copy that structured data names: the smallest at least 1200 px wide. */
function shareUrl(picture: ResponsiveImage): string {
  const widths = picture.widths ?? [];
  const width = widths.find((w) => w >= articlePhotoSize.width) ?? widths.at(-1);
  return `${picture.src}-${width}.webp`;
}

// Components name the type from ./news-item.ts (no server module in the browser); the
// schema's output must stay assignable to it.
export type { NewsItem };
const _schemaMatchesArticle = (item: z.infer<ReturnType<typeof articleSchema>>): ArticleFile => item;
export interface Article extends NewsItem {
  /** The article's text, Markdown. */
  body: string;
}

/** An article as its file gives it: the date written out in its language is the loader's (`NewsItem.date`). */
type ArticleFile = Omit<Article, "date">;

/** What a translation writes in its own language; every other field equals the English article's. */
const translatedFields: readonly (keyof ArticleFile)[] = ["title", "excerpt", "imageAlt", "body"];

/** A fact as an error message shows it: a photo by its copies' path. */
function shown(value: unknown): string {
  if (value === undefined) return "none";
  if (value && typeof value === "object" && "src" in value) return String(value.src);
  return JSON.stringify(value);
}

/**
 * Every article in every language, newest first, in the same order in each. `reader` and
 * `photos` are the site's content folder and photo list; tests give their own.
 */
export function loadArticles(
  reader: Pick<typeof content, "readTranslatedCollection"> = content,
  photos: Readonly<Record<string, PhotoFacts>> = photoManifest,
): Record<Lang, Article[]> {
  const entries = reader.readTranslatedCollection("news", articleSchema(photos));
  const problems: string[] = [];
  const ids = new Map<string, string>();
  for (const { name, texts } of entries) {
    const english = texts.en;
    const file = (lang: Lang) => `content/news/${name}.${lang}.md`;
    for (const lang of languages) {
      if (texts[lang].slug !== name)
        problems.push(`${file(lang)}: slug: "${texts[lang].slug}" differs from the file name; write slug: ${name}`);
    }
    const earlier = ids.get(english.id);
    if (earlier) problems.push(`${file("en")}: id: "${english.id}" is already the id of ${earlier}`);
    else ids.set(english.id, file("en"));
    // The same article in other words: its facts are the English article's.
    for (const lang of prefixedLanguages) {
      const translation = texts[lang];
      const keys = new Set([...Object.keys(english), ...Object.keys(translation)] as (keyof ArticleFile)[]);
      for (const key of keys) {
        if (translatedFields.includes(key) || JSON.stringify(translation[key]) === JSON.stringify(english[key])) continue;
        problems.push(
          `${file(lang)}: ${key} must equal the English article's (${shown(english[key])}); only title, excerpt, imageAlt and the text are translated`,
        );
      }
    }
  }
  if (problems.length) throw new ContentError(problems);
  const order = entries.map((e) => e.texts.en).sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const bySlug = new Map(entries.map((e) => [e.name, e.texts]));
  // Each language's date as its pages write it, from the date every language shares.
  const dated = (article: ArticleFile, lang: Lang): Article => ({ ...article, date: formatShortDate(article.publishDate, lang) });
  return Object.fromEntries(languages.map((lang) => [lang, order.map((en) => dated(bySlug.get(en.slug)![lang], lang))])) as Record<
    Lang,
    Article[]
  >;
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
  return articlesByLang[lang].map(({ body: _body, ...item }) => item);
}
