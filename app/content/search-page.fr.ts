import type { SearchPageCopy } from "./search-page";

/** French (fr) translation of ./search-page.ts. */
export const searchPage: SearchPageCopy = {
  meta: {
    title: "Recherche",
    resultsTitle: "Résultats de recherche pour «\u00a0{query}\u00a0»",
    description: "Recherchez parmi les marques, les actualités, les manuels et les pages service et entreprise du site.",
  },
  hero: { title: "Recherche", intro: "Trouvez marques, actualités, manuels, téléchargements et pages service." },
  summary: {
    empty: "Saisissez une marque, un produit ou un sujet pour rechercher sur le site.",
    found: { one: "{count} résultat pour «\u00a0{query}\u00a0»", other: "{count} résultats pour «\u00a0{query}\u00a0»" },
    none: "Aucun résultat trouvé pour «\u00a0{query}\u00a0»",
  },
  noResultsHelp: {
    before: "Vérifiez l’orthographe, essayez avec moins de mots ou des mots plus courts, ou consultez le",
    link: "plan du site",
    after: ".",
  },
};
