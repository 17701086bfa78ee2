import type { SearchPageCopy } from "./search-page";

/** Dutch (nl) translation of ./search-page.ts. */
export const searchPage: SearchPageCopy = {
  meta: {
    title: "Zoeken",
    resultsTitle: "Zoekresultaten voor “{query}”",
    description: "Doorzoek de merken, het nieuws, de handleidingen en de service- en bedrijfspagina’s van de site.",
  },
  hero: { title: "Zoeken", intro: "Vind merken, nieuws, handleidingen, downloads en servicepagina’s." },
  summary: {
    empty: "Typ een merk, product of onderwerp om de site te doorzoeken.",
    found: { one: "{count} resultaat voor “{query}”", other: "{count} resultaten voor “{query}”" },
    none: "Geen resultaten gevonden voor “{query}”",
  },
  noResultsHelp: { before: "Controleer de spelling, probeer minder of kortere woorden, of bekijk de", link: "sitemap", after: "." },
};
