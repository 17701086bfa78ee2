import type { LegalPageLabels } from "./labels";

/** German (de) translation of ./labels.ts. */
export const legalPageLabels: LegalPageLabels = {
  eyebrows: { legal: "Rechtliches", warranty: "Service & Support", returns: "Kundenservice", shipping: "Kundenservice" },
  toc: "Auf dieser Seite",
  updated: { before: "Zuletzt aktualisiert: ", after: "" },
  authoritative: {
    before: "Diese Seite ist eine Übersetzung. ",
    link: "Die niederländische Fassung",
    after: " ist maßgeblich und geht bei Abweichungen vor.",
  },
  company: {
    title: "Unternehmensangaben",
    country: "Niederlande",
    chamberOfCommerce: "Handelsregister (KvK): {number}",
    vat: "USt-IdNr.: {number}",
    email: "E-Mail:",
  },
  embedChoices: {
    title: "Ihre Einstellungen für Videos und Karten",
    text: "Änderungen gelten sofort und werden nur in diesem Browser gespeichert. Ohne JavaScript wird nie etwas von anderen Servern geladen.",
    autoLoad: "Automatisch laden",
  },
};
