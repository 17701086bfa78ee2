import { serviceTimeIn } from "./company.server";
import { legalFigures, type ServiceHours } from "./legal/figures";
import type { ServiceRequestCopy } from "./service-request";

const serviceDays: Record<ServiceHours["id"], string> = { weekdays: "Montag bis Freitag", saturday: "Samstag", sunday: "Sonntag" };

/** German (de) translation of ./service-request.ts. */
export const serviceRequest: ServiceRequestCopy = {
  hero: {
    eyebrow: "Service & Support",
    title: "Serviceanfrage",
    intro:
      "Melden Sie eine Störung oder fordern Sie eine Wartung an. Nennen Sie uns das Gerät und beschreiben Sie, was passiert – ein Techniker meldet sich bei Ihnen.",
  },
  form: {
    title: "Beschreiben Sie das Problem",
    intro:
      "Mit * gekennzeichnete Felder sind Pflichtfelder. Modell- und Seriennummer finden Sie auf dem Typenschild, meist innen an der Tür oder auf der Rückseite.",
  },
  desk: {
    title: "Servicedesk",
    response: "Wir antworten auf Serviceanfragen innerhalb von {hours} Stunden.",
    hoursTitle: "Servicezeiten",
    hours: legalFigures.service.hours.map(({ id }) => ({
      days: serviceDays[id],
      hours: serviceTimeIn(id, "de", "Nur Notfälle"),
    })),
    urgent: { before: "Dringend? Rufen Sie an:", after: "." },
  },
  before: {
    title: "Bevor Sie absenden",
    manuals: { before: "Die ", link: "Anleitungen", after: " erklären die häufigsten Einstellungen und Fehlercodes." },
    warranty: { before: "Unsere ", link: "Garantiebedingungen", after: "erläutern, was abgedeckt ist." },
  },
};
