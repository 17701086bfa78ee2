import type { SearchBoxCopy } from "./search-box";

/** French (fr) translation of ./search-box.ts. */
export const searchBox: SearchBoxCopy = {
  field: { label: "Rechercher sur le site", placeholder: "Marques, manuels…", submit: "Rechercher" },
  listLabel: "Résultats de recherche",
  status: { one: "{count} résultat pour {query}", other: "{count} résultats pour {query}" },
  resultTypes: { brand: "Marque", page: "Page", news: "Actualité", manual: "Manuel", service: "Service" },
};
