import type { LegalPageLabels } from "./labels";

/** Dutch (nl) translation of ./labels.ts. */
export const legalPageLabels: LegalPageLabels = {
  eyebrows: { legal: "Juridisch", warranty: "Service & support", returns: "Klantenservice", shipping: "Klantenservice" },
  toc: "Op deze pagina",
  updated: { before: "Laatst bijgewerkt: ", after: "" },
  authoritative: {
    before: "Dit is de oorspronkelijke tekst: ",
    link: "deze Nederlandse versie",
    after: " is rechtsgeldig en gaat bij verschillen voor op de Engelse, Duitse en Franse vertaling.",
  },
  company: {
    title: "Bedrijfsgegevens",
    country: "Nederland",
    chamberOfCommerce: "KvK-nummer: {number}",
    vat: "Btw-nummer: {number}",
    email: "E-mail:",
  },
  embedChoices: {
    title: "Je keuzes voor video’s en kaarten",
    text: "Wijzigingen gelden direct en worden alleen in deze browser bewaard. Zonder JavaScript wordt er nooit iets van andere servers geladen.",
    autoLoad: "Automatisch laden",
  },
};
