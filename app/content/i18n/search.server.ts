import type { Lang } from "../../lib/i18n";
import type { SearchUi } from "../ui-texts";
import { downloadsPage, type DownloadsPageCopy } from "../downloads-page";
import { downloadsPage as downloadsPageDe } from "../downloads-page.de";
import { downloadsPage as downloadsPageFr } from "../downloads-page.fr";
import { downloadsPage as downloadsPageNl } from "../downloads-page.nl";
import { downloadTexts, type DownloadTexts } from "../downloads";
import { downloadTexts as downloadTextsDe } from "../downloads.de";
import { downloadTexts as downloadTextsFr } from "../downloads.fr";
import { downloadTexts as downloadTextsNl } from "../downloads.nl";
import { manualNames, type ManualNames } from "../manuals";
import { manualNames as manualNamesDe } from "../manuals.de";
import { manualNames as manualNamesFr } from "../manuals.fr";
import { manualNames as manualNamesNl } from "../manuals.nl";
import { manualsPage, type ManualsPageCopy } from "../manuals-page";
import { manualsPage as manualsPageDe } from "../manuals-page.de";
import { manualsPage as manualsPageFr } from "../manuals-page.fr";
import { manualsPage as manualsPageNl } from "../manuals-page.nl";
import { brandSearchKeywords, newsSearchKeywords, type BrandSearchKeywords } from "../search";
import { brandSearchKeywords as brandSearchKeywordsDe, newsSearchKeywords as newsSearchKeywordsDe } from "../search.de";
import { brandSearchKeywords as brandSearchKeywordsFr, newsSearchKeywords as newsSearchKeywordsFr } from "../search.fr";
import { brandSearchKeywords as brandSearchKeywordsNl, newsSearchKeywords as newsSearchKeywordsNl } from "../search.nl";
import { searchBox } from "../search-box";
import { searchBox as searchBoxDe } from "../search-box.de";
import { searchBox as searchBoxFr } from "../search-box.fr";
import { searchBox as searchBoxNl } from "../search-box.nl";
import { searchPage, type SearchPageCopy } from "../search-page";
import { searchPage as searchPageDe } from "../search-page.de";
import { searchPage as searchPageFr } from "../search-page.fr";
import { searchPage as searchPageNl } from "../search-page.nl";

/**
 * Search box and page, manuals and downloads: the interface texts of this part of the site in each
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

/** Copy of /manuals, and each manual's name (its loader picks one). */
export const manualsPageCopy: Record<Lang, ManualsPageCopy> = { en: manualsPage, nl: manualsPageNl, de: manualsPageDe, fr: manualsPageFr };
export const manualNamesByLang: Record<Lang, ManualNames> = { en: manualNames, nl: manualNamesNl, de: manualNamesDe, fr: manualNamesFr };

/** Copy of /downloads, and its categories' and files' texts (its loader picks one). */
export const downloadsPageCopy: Record<Lang, DownloadsPageCopy> = {
  en: downloadsPage,
  nl: downloadsPageNl,
  de: downloadsPageDe,
  fr: downloadsPageFr,
};
export const downloadTextsByLang: Record<Lang, DownloadTexts> = {
  en: downloadTexts,
  nl: downloadTextsNl,
  de: downloadTextsDe,
  fr: downloadTextsFr,
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
  { file: "app/content/search-page", texts: searchPageCopy },
  { file: "app/content/manuals-page", texts: manualsPageCopy },
  { file: "app/content/manuals", texts: manualNamesByLang },
  { file: "app/content/downloads-page", texts: downloadsPageCopy },
  { file: "app/content/downloads", texts: downloadTextsByLang },
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
