import { brandSearchKeywordsFor, brandsFor } from "~/content/brands.server";
import { newsUi } from "~/content/i18n/news.server";
import { pagesFor } from "~/content/i18n/pages.server";
import { newsSearchKeywordsByLang } from "~/content/i18n/search.server";
import { newsItems } from "~/content/news.server";
import type { Pages } from "~/content/pages";
import type { BrandSearchKeywords } from "~/content/search";
import type { Lang } from "~/lib/i18n";

/**
 * What one language's search index is built from (PRODUCT.md 19: each language has its
 * own index): that language's brand texts, page metadata and news, and its search
 * keywords. Each part of the site translates its own content; this is the one place the
 * index reads them, so it follows whatever each part provides.
 */
export interface SearchSources {
  brands: readonly { slug: string; name: string; tagline: string; description: string }[];
  pages: Readonly<Pages>;
  news: readonly { id: string; slug: string; title: string; excerpt: string; category: string }[];
  brandKeywords: BrandSearchKeywords;
  newsKeywords: readonly string[];
}

export function searchSources(lang: Lang): SearchSources {
  return {
    brands: brandsFor(lang),
    pages: pagesFor(lang),
    news: newsIn(lang),
    brandKeywords: brandSearchKeywordsFor(lang),
    newsKeywords: newsSearchKeywordsByLang[lang],
  };
}

/** Title, excerpt and category of each news article in a language, the category as the language's cards name it. */
function newsIn(lang: Lang): SearchSources["news"] {
  const { categories } = newsUi[lang].newsCard;
  return newsItems(lang).map((n) => ({ ...n, category: categories[n.category] }));
}
