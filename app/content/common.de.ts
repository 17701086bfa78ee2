import type { CommonCopy } from "./common";

/** German (de) translation of ./common.ts. */
export const common: CommonCopy = {
  breadcrumbHome: "Startseite",
  newTab: " (öffnet in einem neuen Tab)",
  pdf: " (PDF)",
  carousel: {
    roleDescription: { carousel: "Karussell", slide: "Bild" },
    slide: "{index} von {count}",
    previous: "Vorheriges Bild",
    next: "Nächstes Bild",
    show: "Bild {index} von {count} anzeigen",
  },
  files: {
    download: "Herunterladen",
    downloadNote: ": {name} ({type}, {size})",
    downloadAll: "Alle herunterladen",
    archiveFacts: " ({type}, {size})",
    matching: " zu „{query}“",
  },
};
