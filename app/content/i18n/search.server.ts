import type { Lang } from "../../lib/i18n";
import { brandSearchKeywords, type BrandSearchKeywords } from "../search";
import { brandSearchKeywords as brandSearchKeywordsDe } from "../search.de";
import { brandSearchKeywords as brandSearchKeywordsFr } from "../search.fr";
import { brandSearchKeywords as brandSearchKeywordsNl } from "../search.nl";
import { interfaceTexts } from "./ui.server";

/**
 * What visitors type in each language, for that language's search index
 * (app/server/search-index.server.ts): the brands' keywords, translated beside ../search.ts,
 * and the news articles' from the interface strings (../interface/<lang>.ts). The search
 * box's texts are in every page's interface set (./ui.server.ts), the /search page's copy in
 * content/pages/search.<lang>.yml (./pages.server.ts).
 */
export const brandSearchKeywordsByLang: Record<Lang, BrandSearchKeywords> = {
  en: brandSearchKeywords,
  nl: brandSearchKeywordsNl,
  de: brandSearchKeywordsDe,
  fr: brandSearchKeywordsFr,
};
export const newsSearchKeywordsByLang: Record<Lang, readonly string[]> = {
  en: interfaceTexts.en.newsSearchKeywords,
  nl: interfaceTexts.nl.newsSearchKeywords,
  de: interfaceTexts.de.newsSearchKeywords,
  fr: interfaceTexts.fr.newsSearchKeywords,
};

/** This part's page copy in every language, for the translation check (file without `.ts`). */
export const searchTranslations: { file: string; texts: Record<Lang, unknown> }[] = [
  {
    file: "app/content/search",
    texts: {
      en: { brandSearchKeywords },
      nl: { brandSearchKeywords: brandSearchKeywordsNl },
      de: { brandSearchKeywords: brandSearchKeywordsDe },
      fr: { brandSearchKeywords: brandSearchKeywordsFr },
    },
  },
];
