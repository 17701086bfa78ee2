import type { SearchPageCopy } from "./search-page";

/** German (de) translation of ./search-page.ts. */
export const searchPage: SearchPageCopy = {
  meta: {
    title: "Suche",
    resultsTitle: "Suchergebnisse für „{query}“",
    description: "Durchsuchen Sie Marken, News, Anleitungen sowie die Service- und Unternehmensseiten der Website.",
  },
  hero: { title: "Suche", intro: "Finden Sie Marken, News, Anleitungen, Downloads und Serviceseiten." },
  summary: {
    empty: "Geben Sie eine Marke, ein Produkt oder ein Thema ein, um die Website zu durchsuchen.",
    found: { one: "{count} Ergebnis für „{query}“", other: "{count} Ergebnisse für „{query}“" },
    none: "Keine Ergebnisse für „{query}“ gefunden",
  },
  noResultsHelp: {
    before: "Prüfen Sie die Schreibweise, versuchen Sie es mit weniger oder kürzeren Wörtern oder sehen Sie in der",
    link: "Sitemap",
    after: " nach.",
  },
};
