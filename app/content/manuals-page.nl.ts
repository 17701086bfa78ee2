import type { ManualsPageCopy } from "./manuals-page";

/** Dutch (nl) translation of ./manuals-page.ts. */
export const manualsPage: ManualsPageCopy = {
  hero: {
    eyebrow: "Service & support",
    title: "Producthandleidingen",
    intro:
      "Gebruiks-, installatie- en onderhoudshandleidingen voor apparaten van Norcool, Thermocold, NIMO en Winefit, als pdf. Zoek op merk of op de naam van de handleiding.",
  },
  browser: {
    title: "Handleidingen per merk",
    formLabel: "Handleidingen",
    search: "Handleidingen doorzoeken",
    placeholder: "bijv. Norcool of installatie",
    submit: "Zoeken",
    count: { one: "{count} handleiding", other: "{count} handleidingen" },
    empty: "Geen handleidingen gevonden",
    showAll: "Alle handleidingen tonen",
    archiveNote: ": alle handleidingen van {brand}",
    byBrand: "Filter op merk",
  },
  help: {
    title: "Kun je je handleiding niet vinden?",
    text: {
      before: "Stuur ons het model- en serienummer van het typeplaatje, dan sturen wij je het juiste document:",
      after: ".",
    },
    link: "Service aanvragen",
  },
};
