import type { Around, WithLink } from "../lib/inline-text";
import { serviceTimeIn } from "./company.server";
import { legalFigures } from "./legal/figures";

/**
 * Copy of the /service-request page (spec 2.6). The response time and service hours
 * come from ./legal/figures.ts (spec 9), the phone number from the company's details. Checked at
 * build by ./pages.schema.server.ts.
 */
export interface ServiceRequestCopy {
  hero: { eyebrow: string; title: string; intro: string };
  form: { title: string; intro: string };
  desk: {
    title: string;
    /** `{hours}`: the response time, e.g. "24-48". */
    response: string;
    hoursTitle: string;
    /** The service hours (spec 9), a row per group of days (English: ./legal/figures.ts). */
    hours: readonly { days: string; hours: string }[];
    /** Around the phone number. */
    urgent: Around;
  };
  /** Where to look first; the links go to /manuals and /warranty. */
  before: { title: string; manuals: WithLink; warranty: WithLink };
}

export const serviceRequest = {
  hero: {
    eyebrow: "Service & Support",
    title: "Service request",
    intro: "Report a fault or ask for maintenance. Tell us which appliance it is and what happens, and a technician will contact you.",
  },
  form: {
    title: "Describe the problem",
    intro: "Fields marked with * are required. The model and serial number are on the type plate, usually inside the door or on the back.",
  },
  desk: {
    title: "Service desk",
    response: "We respond to service requests within {hours} hours.",
    hoursTitle: "Service hours",
    hours: legalFigures.service.hours.map(({ id, days }) => ({ days, hours: serviceTimeIn(id, "en", "Emergencies only") })),
    urgent: { before: "Urgent? Call", after: "." },
  },
  before: {
    title: "Before you send",
    manuals: { before: "The ", link: "manuals", after: " cover the most common settings and error codes." },
    warranty: { before: "Our ", link: "warranty terms", after: "explain what is covered." },
  },
} satisfies ServiceRequestCopy;
