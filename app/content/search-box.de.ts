import type { SearchBoxCopy } from "./search-box";

/** German (de) translation of ./search-box.ts. */
export const searchBox: SearchBoxCopy = {
  field: { label: "Website durchsuchen", placeholder: "Marke, Anleitung suchen …", submit: "Suchen" },
  listLabel: "Suchergebnisse",
  status: { one: "{count} Ergebnis für {query}", other: "{count} Ergebnisse für {query}" },
  resultTypes: { brand: "Marke", page: "Seite", news: "News", manual: "Anleitung", service: "Service" },
};
