import { serviceTimeIn } from "./company.server";
import { legalFigures, type ServiceHours } from "./legal/figures";
import type { ServiceRequestCopy } from "./service-request";

const serviceDays: Record<ServiceHours["id"], string> = { weekdays: "Du lundi au vendredi", saturday: "Samedi", sunday: "Dimanche" };

/** French (fr) translation of ./service-request.ts. */
export const serviceRequest: ServiceRequestCopy = {
  hero: {
    eyebrow: "Service & assistance",
    title: "Demande d’intervention",
    intro:
      "Signalez une panne ou demandez un entretien. Indiquez-nous de quel appareil il s’agit et ce qui se passe : un technicien vous contactera.",
  },
  form: {
    title: "Décrivez le problème",
    intro:
      "Les champs marqués d’un * sont obligatoires. Le modèle et le numéro de série figurent sur la plaque signalétique, généralement à l’intérieur de la porte ou à l’arrière.",
  },
  desk: {
    title: "Service après-vente",
    response: "Nous répondons aux demandes d’intervention sous {hours} heures.",
    hoursTitle: "Horaires du service",
    hours: legalFigures.service.hours.map(({ id }) => ({
      days: serviceDays[id],
      hours: serviceTimeIn(id, "fr", "Urgences uniquement"),
    })),
    urgent: { before: "C’est urgent ? Appelez le", after: "." },
  },
  before: {
    title: "Avant d’envoyer",
    manuals: { before: "Les ", link: "modes d’emploi", after: " couvrent les réglages et codes d’erreur les plus courants." },
    warranty: { before: "Nos ", link: "conditions de garantie", after: "précisent ce qui est couvert." },
  },
};
