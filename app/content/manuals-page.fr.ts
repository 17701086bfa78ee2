import type { ManualsPageCopy } from "./manuals-page";

/** French (fr) translation of ./manuals-page.ts. */
export const manualsPage: ManualsPageCopy = {
  hero: {
    eyebrow: "Service & assistance",
    title: "Modes d’emploi",
    intro:
      "Manuels d’utilisation, d’installation et d’entretien des appareils Norcool, Thermocold, NIMO et Winefit, au format PDF. Recherchez par marque ou par nom de manuel.",
  },
  browser: {
    title: "Manuels par marque",
    formLabel: "Manuels",
    search: "Rechercher un manuel",
    placeholder: "p. ex. Norcool ou installation",
    submit: "Rechercher",
    count: { one: "{count} manuel", other: "{count} manuels" },
    empty: "Aucun manuel trouvé",
    showAll: "Afficher tous les manuels",
    archiveNote: "\u00a0: tous les manuels {brand}",
    byBrand: "Filtrer par marque",
  },
  help: {
    title: "Vous ne trouvez pas votre manuel\u00a0?",
    text: {
      before:
        "Envoyez-nous le modèle et le numéro de série figurant sur la plaque signalétique, et nous vous enverrons le bon document\u00a0:",
      after: ".",
    },
    link: "Demander une intervention",
  },
};
