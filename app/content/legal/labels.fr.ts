import type { LegalPageLabels } from "./labels";

/** French (fr) translation of ./labels.ts. */
export const legalPageLabels: LegalPageLabels = {
  eyebrows: { legal: "Informations légales", warranty: "Service & assistance", returns: "Service client", shipping: "Service client" },
  toc: "Sur cette page",
  updated: { before: "Dernière mise à jour : ", after: "" },
  authoritative: {
    before: "Cette page est une traduction. ",
    link: "La version néerlandaise",
    after: " fait foi et prévaut en cas de divergence.",
  },
  company: {
    title: "Informations sur la société",
    country: "Pays-Bas",
    chamberOfCommerce: "Chambre de commerce néerlandaise (KvK) : {number}",
    vat: "N° TVA : {number}",
    email: "E-mail :",
  },
  embedChoices: {
    title: "Vos choix pour les vidéos et les cartes",
    text: "Les modifications s’appliquent immédiatement et ne sont conservées que dans ce navigateur. Sans JavaScript, rien n’est jamais chargé depuis d’autres serveurs.",
    autoLoad: "Charger automatiquement",
  },
};
