import type { DownloadsPageCopy } from "./downloads-page";

/** German (de) translation of ./downloads-page.ts. */
export const downloadsPage: DownloadsPageCopy = {
  hero: {
    eyebrow: "Downloads",
    title: "Downloadcenter",
    intro: "Bedienungsanleitungen, Produktkataloge, Produktbilder und Schulungsvideos der Marken, die wir vertreiben.",
  },
  categories: { title: "Nach Kategorie stöbern", files: "Dateien", browse: "Ansehen" },
  filter: {
    formLabel: "Downloads",
    search: "Downloads durchsuchen",
    placeholder: "Dateiname, z. B. Katalog oder NIMO",
    category: "Kategorie",
    allCategories: "Alle Kategorien",
    apply: "Filter anwenden",
  },
  list: {
    all: "Alle Downloads",
    count: { one: "{count} Datei", other: "{count} Dateien" },
    archiveNote: ": {category} als eine Datei",
    archiveAll: "alle Downloads",
    empty: "Keine Downloads gefunden. Passen Sie Ihre Suchbegriffe oder den Kategoriefilter an.",
    clear: "Filter zurücksetzen",
    note: "Die Zahlen je Kategorie beziehen sich auf unsere gesamte Bibliothek; diese öffentliche Liste zeigt eine Auswahl. Händler finden alle Dateien im Händlerportal.",
  },
  resources: {
    label: "Weitere Materialien",
    dealers: {
      title: "Materialien für Händler",
      text: "Händler finden die gesamte Bibliothek im Händlerportal: alle Anleitungen, Kataloge und Schulungsvideos, hochauflösende Produktfotos, Preislisten und Marketingmaterial. Sie nutzen das Händlerportal noch nicht? Fordern Sie einen Zugang an, und wir richten Ihr Konto ein.",
      link: "Händlerzugang anfordern",
    },
    more: {
      title: "Sie benötigen weitere Unterlagen?",
      text: "Sie suchen ein Dokument, das hier nicht aufgeführt ist, eine Anleitung für ein älteres Modell oder Material in einem anderen Format? Fragen Sie uns.",
      documents: " (Dokumente und Downloads)",
      images: " (Bilder und Marketingmaterial)",
      phoneHours: " ({hours})",
    },
  },
};
