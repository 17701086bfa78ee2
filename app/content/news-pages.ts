import { pages } from "./pages";

/** The articles' categories, as their frontmatter names them in every language (content/news/, read by ./news.server.ts). */
export const newsCategories = ["Industry Trends", "Product Innovation", "Company News"] as const;
export type NewsCategory = (typeof newsCategories)[number];

/**
 * Copy of the news pages (spec 2.5): the /news overview and its metadata, an article's
 * page and its share row. The routes' loaders send it in the page's language
 * (app/content/i18n/news.server.ts). The articles themselves are content/news/*.md. Checked at
 * build by ./pages.schema.server.ts. Translations: ./news-pages.nl.ts, .de.ts, .fr.ts.
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
 * texts (app/content/ui-texts.ts, NewsUi), read with `useUi()`.
 */
export interface NewsCardCopy {
  featured: string;
  readMore: string;
  /** `{minutes}`: the reading time. */
  readTime: string;
  /** How each category reads on a card, an article and in its metadata. */
  categories: Record<NewsCategory, string>;
}

export const newsPages: NewsPagesCopy = {
  meta: pages["/news"],
  overview: {
    eyebrow: "News",
    title: "News and insights",
    intro: "New products from our brands, trends in wine storage and climate control, and news from our dealer network.",
    listLabel: "Articles",
  },
  article: { back: "Back to News", more: "More news" },
  share: {
    title: "Share this article",
    fieldLabel: "Link to this article",
    copy: "Copy link",
    copied: "Link copied to the clipboard.",
    selected: "The link is selected: press Ctrl+C (or Cmd+C) to copy it.",
    linkedIn: "Share on LinkedIn",
    email: "Share by e-mail",
  },
};

export const newsCard: NewsCardCopy = {
  featured: "Featured",
  readMore: "Read more",
  readTime: "{minutes} min read",
  categories: {
    "Industry Trends": "Industry Trends",
    "Product Innovation": "Product Innovation",
    "Company News": "Company News",
  },
};
