import type { Lang } from "../../lib/i18n";
import type { SearchUi } from "../ui-texts";
import { brandSearchKeywords, newsSearchKeywords, type BrandSearchKeywords } from "../search";
import { brandSearchKeywords as brandSearchKeywordsDe, newsSearchKeywords as newsSearchKeywordsDe } from "../search.de";
import { brandSearchKeywords as brandSearchKeywordsFr, newsSearchKeywords as newsSearchKeywordsFr } from "../search.fr";
import { brandSearchKeywords as brandSearchKeywordsNl, newsSearchKeywords as newsSearchKeywordsNl } from "../search.nl";
import { searchBox } from "../search-box";
import { searchBox as searchBoxDe } from "../search-box.de";
import { searchBox as searchBoxFr } from "../search-box.fr";
import { searchBox as searchBoxNl } from "../search-box.nl";

/**
 * Search box and index: the interface texts of this part of the site in each
 * language (joined into every page's set by ./ui.server.ts), and what the search index adds
 * (the /search page's copy is content/pages/search.<lang>.yml, ./pages.server.ts). Translations sit beside the English modules (`x.ts` → `x.nl.ts`,
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

/** What visitors type in each language, for that language's search index (app/server/search-index.server.ts). */
export const brandSearchKeywordsByLang: Record<Lang, BrandSearchKeywords> = {
  en: brandSearchKeywords,
  nl: brandSearchKeywordsNl,
  de: brandSearchKeywordsDe,
  fr: brandSearchKeywordsFr,
};
export const newsSearchKeywordsByLang: Record<Lang, readonly string[]> = {
  en: newsSearchKeywords,
  nl: newsSearchKeywordsNl,
  de: newsSearchKeywordsDe,
  fr: newsSearchKeywordsFr,
};

/** This part's page copy in every language, for the translation check (file without `.ts`). */
export const searchTranslations: { file: string; texts: Record<Lang, unknown> }[] = [
  {
    file: "app/content/search",
    texts: {
      en: { brandSearchKeywords, newsSearchKeywords },
      nl: { brandSearchKeywords: brandSearchKeywordsNl, newsSearchKeywords: newsSearchKeywordsNl },
      de: { brandSearchKeywords: brandSearchKeywordsDe, newsSearchKeywords: newsSearchKeywordsDe },
      fr: { brandSearchKeywords: brandSearchKeywordsFr, newsSearchKeywords: newsSearchKeywordsFr },
    },
  },
];
