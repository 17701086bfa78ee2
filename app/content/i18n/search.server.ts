import type { Lang } from "../../lib/i18n";
import type { SearchUi } from "../ui-texts";
import { newsSearchKeywords } from "../search";
import { newsSearchKeywords as newsSearchKeywordsDe } from "../search.de";
import { newsSearchKeywords as newsSearchKeywordsFr } from "../search.fr";
import { newsSearchKeywords as newsSearchKeywordsNl } from "../search.nl";
import { searchBox } from "../search-box";
import { searchBox as searchBoxDe } from "../search-box.de";
import { searchBox as searchBoxFr } from "../search-box.fr";
import { searchBox as searchBoxNl } from "../search-box.nl";
import { searchPage, type SearchPageCopy } from "../search-page";
import { searchPage as searchPageDe } from "../search-page.de";
import { searchPage as searchPageFr } from "../search-page.fr";
import { searchPage as searchPageNl } from "../search-page.nl";

/**
 * Search box and page: the interface texts of this part of the site in each
 * language (joined into every page's set by ./ui.server.ts), and its page copy that routes'
 * loaders pick by language. Translations sit beside the English modules (`x.ts` → `x.nl.ts`,
 * `x.de.ts`, `x.fr.ts`).
 */
export const searchUi: Record<Lang, SearchUi> = {
  en: { searchBox },
  nl: { searchBox: searchBoxNl },
  de: { searchBox: searchBoxDe },
  fr: { searchBox: searchBoxFr },
};

/** Where each interface text set of this part is written, for the translation check. */
export const searchUiFiles: Record<keyof SearchUi, string> = {
  searchBox: "app/content/search-box",
};

/** Copy of /search (its loader picks one). */
export const searchPageCopy: Record<Lang, SearchPageCopy> = { en: searchPage, nl: searchPageNl, de: searchPageDe, fr: searchPageFr };

/** What visitors type in each language for the news, for that language's search index (app/server/search-index.server.ts). */
export const newsSearchKeywordsByLang: Record<Lang, readonly string[]> = {
  en: newsSearchKeywords,
  nl: newsSearchKeywordsNl,
  de: newsSearchKeywordsDe,
  fr: newsSearchKeywordsFr,
};

/** This part's page copy in every language, for the translation check (file without `.ts`). */
export const searchTranslations: { file: string; texts: Record<Lang, unknown> }[] = [
  { file: "app/content/search-page", texts: searchPageCopy },
  {
    file: "app/content/search",
    texts: {
      en: { newsSearchKeywords },
      nl: { newsSearchKeywords: newsSearchKeywordsNl },
      de: { newsSearchKeywords: newsSearchKeywordsDe },
      fr: { newsSearchKeywords: newsSearchKeywordsFr },
    },
  },
];
