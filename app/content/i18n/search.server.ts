import type { Lang } from "../../lib/i18n";
import { interfaceTexts } from "./ui.server";

/**
 * What visitors type in each language for the news, for that language's search index
 * (app/server/search-index.server.ts), from the interface strings (../interface/<lang>.ts);
 * the brands' keywords are in their files (content/brands/). The search box's texts are in
 * every page's interface set (./ui.server.ts), the /search page's copy in
 * content/pages/search.yml (./pages.server.ts).
 */
export const newsSearchKeywordsByLang: Record<Lang, readonly string[]> = {
  en: interfaceTexts.en.newsSearchKeywords,
  nl: interfaceTexts.nl.newsSearchKeywords,
  de: interfaceTexts.de.newsSearchKeywords,
  fr: interfaceTexts.fr.newsSearchKeywords,
};
