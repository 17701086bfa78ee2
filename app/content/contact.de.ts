import { formatTimeRange } from "../lib/format-time";
import type { ContactCopy } from "./contact";
import { officeHours } from "./company.server";

/** German (de) translation of ./contact.ts. */
export const contact: ContactCopy = {
  hero: {
    eyebrow: "Kontakt",
    title: "Nehmen Sie Kontakt auf",
    intro:
      "Fragen zu einer Marke, einem Produkt oder zur Partnerschaft als Händler? Rufen Sie uns an, schreiben Sie dem zuständigen Team oder senden Sie uns unten eine Nachricht.",
  },
  details: {
    title: "Kontaktdaten",
    phone: "Telefon",
    email: "E-Mail",
    office: "Büro",
    country: "Niederlande",
    hours: "Geschäftszeiten",
    openingHours: [`Mo–Fr ${formatTimeRange(officeHours.weekdays, "de")}`, "Sa–So geschlossen"],
    mailboxes: [
      { mailbox: "info", label: "Allgemeine Informationen" },
      { mailbox: "technical", label: "Technischer Support" },
      { mailbox: "resources", label: "Unterlagen und Dokumentation" },
      { mailbox: "marketing", label: "Marketing und Presse" },
    ],
    repair: {
      before: "Brauchen Sie eine Reparatur oder Wartung? Das",
      link: "Formular für Serviceanfragen",
      after: "geht direkt an unsere Techniker.",
    },
  },
  form: {
    title: "Senden Sie uns eine Nachricht",
    intro: "Mit * gekennzeichnete Felder sind Pflichtfelder. Wir antworten innerhalb von 24 Stunden.",
  },
  direct: { title: "Direkter Kontakt", reply: "Nachrichten und E-Mails beantworten wir innerhalb von 24 Stunden." },
};
