import type { ManualsPageCopy } from "./manuals-page";

/** German (de) translation of ./manuals-page.ts. */
export const manualsPage: ManualsPageCopy = {
  hero: {
    eyebrow: "Service & Support",
    title: "Produktanleitungen",
    intro:
      "Bedienungs-, Installations- und Pflegeanleitungen für Geräte von Norcool, Thermocold, NIMO und Winefit als PDF. Suchen Sie nach Marke oder nach dem Namen der Anleitung.",
  },
  browser: {
    title: "Anleitungen nach Marke",
    formLabel: "Anleitungen",
    search: "Anleitungen durchsuchen",
    placeholder: "z. B. Norcool oder Installation",
    submit: "Suchen",
    count: { one: "{count} Anleitung", other: "{count} Anleitungen" },
    empty: "Keine Anleitungen gefunden",
    showAll: "Alle Anleitungen anzeigen",
    archiveNote: ": alle Anleitungen von {brand}",
    byBrand: "Nach Marke filtern",
  },
  help: {
    title: "Sie finden Ihre Anleitung nicht?",
    text: {
      before: "Senden Sie uns Modell und Seriennummer vom Typenschild, und wir schicken Ihnen das passende Dokument:",
      after: ".",
    },
    link: "Service anfordern",
  },
};
