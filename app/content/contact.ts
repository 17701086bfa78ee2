import type { WithLink } from "../lib/inline-text";
import type { Site } from "./company";
import { companyTexts } from "./company.server";

/**
 * Copy of the /contact page (spec 2.4). The phone number, mailboxes and address
 * themselves are the company's details (content/company/details.yml). Checked at build by ./pages.schema.server.ts.
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
    /** The office hours, one line each (English: content/company/texts.en.yml). */
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

export const contact = {
  hero: {
    eyebrow: "Contact",
    title: "Get in touch",
    intro: "Questions about a brand, a product or becoming a dealer? Call us, e-mail the right team, or send a message below.",
  },
  details: {
    title: "Contact details",
    phone: "Phone",
    email: "E-mail",
    office: "Office",
    country: companyTexts.en.country,
    hours: "Business hours",
    openingHours: [companyTexts.en.hours.weekdays, companyTexts.en.hours.weekend],
    mailboxes: [
      { mailbox: "info", label: "General information" },
      { mailbox: "technical", label: "Technical support" },
      { mailbox: "resources", label: "Resources and documentation" },
      { mailbox: "marketing", label: "Marketing and press" },
    ],
    repair: { before: "Need a repair or maintenance? The", link: "service request form", after: "goes straight to our technicians." },
  },
  form: { title: "Send us a message", intro: "Fields marked with * are required. We reply within 24 hours." },
  direct: { title: "Reach us directly", reply: "Messages and e-mails get an answer within 24 hours." },
} satisfies ContactCopy;
