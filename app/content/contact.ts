import type { WithLink } from "../lib/inline-text";
import type { Site } from "./company";

/**
 * The shape of the /contact page's copy (spec 2.4). The phone number, mailboxes and
 * address themselves are the company's details (content/company/details.yml). The copy is
 * content/pages/contact.yml, read and checked by ./i18n/pages.server.ts.
 */
export interface ContactCopy {
  hero: { eyebrow: string; title: string; intro: string };
  details: {
    title: string;
    phone: string;
    email: string;
    office: string;
    /** The office's country, under its address. */
    country: string;
    hours: string;
    /** The office hours, one line each (English: the en: section of content/company/texts.yml). */
    openingHours: readonly string[];
    /** Which mailbox of the company's details each e-mail address is, in the order shown. */
    mailboxes: readonly { mailbox: keyof Site["mailboxes"]; label: string }[];
    /** The note under the details; the link goes to /service-request. */
    repair: WithLink;
  };
  form: { title: string; intro: string };
  /** The card in the hero's right half: phone, general e-mail, hours (labels above), and the reply time. */
  direct: { title: string; reply: string };
}
