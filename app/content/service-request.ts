import type { Around, WithLink } from "../lib/inline-text";

/**
 * The shape of the /service-request page's copy (spec 2.6). The response time comes from
 * content/legal/figures.yml (spec 9), the service hours (`{serviceWeekdays}`, `{serviceSaturday}`)
 * and the phone number from the company's details. The copy is
 * content/pages/service-request.yml, read and checked by ./i18n/pages.server.ts.
 */
export interface ServiceRequestCopy {
  hero: { eyebrow: string; title: string; intro: string };
  form: { title: string; intro: string };
  desk: {
    title: string;
    /** `{hours}`: the response time, e.g. "24-48". */
    response: string;
    hoursTitle: string;
    /** The service hours (spec 9), a row per group of days. */
    hours: readonly { days: string; hours: string }[];
    /** Around the phone number. */
    urgent: Around;
  };
  /** Where to look first; the links go to /manuals and /warranty. */
  before: { title: string; manuals: WithLink; warranty: WithLink };
}
