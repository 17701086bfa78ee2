import type { CommonCopy } from "./common";

/** French (fr) translation of ./common.ts. */
export const common: CommonCopy = {
  breadcrumbHome: "Accueil",
  newTab: " (s’ouvre dans un nouvel onglet)",
  pdf: " (PDF)",
  carousel: {
    roleDescription: { carousel: "carrousel", slide: "diapositive" },
    slide: "{index} sur {count}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    show: "Afficher la diapositive {index} sur {count}",
  },
  files: {
    download: "Télécharger",
    downloadNote: " : {name} ({type}, {size})",
    downloadAll: "Tout télécharger",
    archiveFacts: " ({type}, {size})",
    matching: " correspondant à « {query} »",
  },
};
