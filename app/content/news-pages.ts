/** The articles' categories, as their frontmatter names them in every language (content/news/, read by ./news.server.ts). */
export const newsCategories = ["Industry Trends", "Product Innovation", "Company News"] as const;
export type NewsCategory = (typeof newsCategories)[number];

/**
 * Copy of the news pages (spec 2.5): the /news overview and its metadata, an article's
 * page and its share row. The copy is content/pages/news.yml (its metadata is content/pages/metadata.yml's
 * /news), read and checked by app/content/i18n/news.server.ts; the routes' loaders send it
 * in the page's language. The articles themselves are content/news/*.md.
 */
export interface NewsPagesCopy {
  /** Title, description and keywords of /news; an article's keywords start from these. */
  meta: { title: string; description: string; keywords: readonly string[] };
  overview: { eyebrow: string; title: string; intro: string; listLabel: string };
  article: { back: string; more: string };
  share: {
    title: string;
    fieldLabel: string;
    copy: string;
    copied: string;
    /** When the clipboard refuses: the field's text is selected instead. */
    selected: string;
    linkedIn: string;
    email: string;
  };
}

/**
 * The texts of a news card, also shown on the home page: part of every page's interface
 * texts (app/content/ui-texts.ts, `newsCard`), read with `useUi()`.
 */
export interface NewsCardCopy {
  featured: string;
  readMore: string;
  /** `{minutes}`: the reading time. */
  readTime: string;
  /** How each category reads on a card, an article and in its metadata. */
  categories: Record<NewsCategory, string>;
}
