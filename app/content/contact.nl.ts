import { formatTimeRange } from "../lib/format-time";
import type { ContactCopy } from "./contact";
import { officeHours } from "./company.server";

/** Dutch (nl) translation of ./contact.ts. */
export const contact: ContactCopy = {
  hero: {
    eyebrow: "Contact",
    title: "Neem contact op",
    intro: "Vragen over een merk, een product of dealer worden? Bel ons, mail het juiste team of stuur hieronder een bericht.",
  },
  details: {
    title: "Contactgegevens",
    phone: "Telefoon",
    email: "E-mail",
    office: "Kantoor",
    country: "Nederland",
    hours: "Openingstijden",
    openingHours: [`ma–vr ${formatTimeRange(officeHours.weekdays, "nl")}`, "za–zo gesloten"],
    mailboxes: [
      { mailbox: "info", label: "Algemene informatie" },
      { mailbox: "technical", label: "Technische ondersteuning" },
      { mailbox: "resources", label: "Documentatie en materialen" },
      { mailbox: "marketing", label: "Marketing en pers" },
    ],
    repair: { before: "Reparatie of onderhoud nodig? Het", link: "serviceformulier", after: "gaat rechtstreeks naar onze monteurs." },
  },
  form: { title: "Stuur ons een bericht", intro: "Velden met een * zijn verplicht. We antwoorden binnen 24 uur." },
  direct: { title: "Direct contact", reply: "Op berichten en e-mails antwoorden we binnen 24 uur." },
};
