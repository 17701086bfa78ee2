import type { CommonCopy } from "./common";

/** Dutch (nl) translation of ./common.ts. */
export const common: CommonCopy = {
  breadcrumbHome: "Home",
  newTab: " (opent in een nieuw tabblad)",
  pdf: " (pdf)",
  carousel: {
    roleDescription: { carousel: "carrousel", slide: "dia" },
    slide: "{index} van {count}",
    previous: "Vorige dia",
    next: "Volgende dia",
    show: "Toon dia {index} van {count}",
  },
  files: {
    download: "Downloaden",
    downloadNote: ": {name} ({type}, {size})",
    downloadAll: "Alles downloaden",
    archiveFacts: " ({type}, {size})",
    matching: " met “{query}”",
  },
};
