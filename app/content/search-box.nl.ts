import type { SearchBoxCopy } from "./search-box";

/** Dutch (nl) translation of ./search-box.ts. */
export const searchBox: SearchBoxCopy = {
  field: { label: "Zoeken op de site", placeholder: "Zoek merk, handleiding…", submit: "Zoeken" },
  listLabel: "Zoekresultaten",
  status: { one: "{count} resultaat voor {query}", other: "{count} resultaten voor {query}" },
  resultTypes: { brand: "Merk", page: "Pagina", news: "Nieuws", manual: "Handleiding", service: "Service" },
};
