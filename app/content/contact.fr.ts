import { formatTimeRange } from "../lib/format-time";
import type { ContactCopy } from "./contact";
import { officeHours } from "./company.server";

/** French (fr) translation of ./contact.ts. */
export const contact: ContactCopy = {
  hero: {
    eyebrow: "Contact",
    title: "Contactez-nous",
    intro:
      "Une question sur une marque, un produit ou pour devenir revendeur ? Appelez-nous, écrivez à l’équipe concernée ou envoyez-nous un message ci-dessous.",
  },
  details: {
    title: "Coordonnées",
    phone: "Téléphone",
    email: "E-mail",
    office: "Bureau",
    country: "Pays-Bas",
    hours: "Heures d’ouverture",
    openingHours: [`Lun.–ven. ${formatTimeRange(officeHours.weekdays, "fr")}`, "Sam.–dim. fermé"],
    mailboxes: [
      { mailbox: "info", label: "Informations générales" },
      { mailbox: "technical", label: "Assistance technique" },
      { mailbox: "resources", label: "Ressources et documentation" },
      { mailbox: "marketing", label: "Marketing et presse" },
    ],
    repair: {
      before: "Besoin d’une réparation ou d’un entretien ? Le",
      link: "formulaire de demande d’intervention",
      after: "est transmis directement à nos techniciens.",
    },
  },
  form: { title: "Envoyez-nous un message", intro: "Les champs marqués d’un * sont obligatoires. Nous répondons sous 24 heures." },
  direct: { title: "Nous joindre directement", reply: "Nous répondons aux messages et aux e-mails sous 24 heures." },
};
