import { serviceTimeIn } from "./company.server";
import { legalFigures, type ServiceHours } from "./legal/figures";
import type { ServiceRequestCopy } from "./service-request";

const serviceDays: Record<ServiceHours["id"], string> = { weekdays: "Maandag tot en met vrijdag", saturday: "Zaterdag", sunday: "Zondag" };

/** Dutch (nl) translation of ./service-request.ts. */
export const serviceRequest: ServiceRequestCopy = {
  hero: {
    eyebrow: "Service & support",
    title: "Serviceaanvraag",
    intro:
      "Meld een storing of vraag onderhoud aan. Vertel ons om welk apparaat het gaat en wat er gebeurt, dan neemt een monteur contact met je op.",
  },
  form: {
    title: "Beschrijf het probleem",
    intro:
      "Velden met een * zijn verplicht. Het model- en serienummer staan op het typeplaatje, meestal aan de binnenkant van de deur of op de achterkant.",
  },
  desk: {
    title: "Servicedesk",
    response: "We reageren binnen {hours} uur op serviceaanvragen.",
    hoursTitle: "Servicetijden",
    hours: legalFigures.service.hours.map(({ id }) => ({
      days: serviceDays[id],
      hours: serviceTimeIn(id, "nl", "Alleen spoedgevallen"),
    })),
    urgent: { before: "Spoed? Bel", after: "." },
  },
  before: {
    title: "Voordat je het formulier verstuurt",
    manuals: { before: "In de ", link: "handleidingen", after: " vind je de meest gebruikte instellingen en foutcodes." },
    warranty: { before: "In onze ", link: "garantievoorwaarden", after: "lees je wat er onder de garantie valt." },
  },
};
