import { companyTexts, site } from "../company.server";
import { legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const days = legalFigures.privacy.retentionDays;
const info = `[${site.mailboxes.info}](mailto:${site.mailboxes.info})`;

/**
 * /privacy (PRODUCT.md 10 and 11): what the forms store, why, for how long, how to have it
 * erased; no tracking; embeds only after a choice; server logs.
 */
export const privacyDocument: LegalDocument = {
  title: "Privacy Policy",
  description: `What personal data ${site.name} receives through this website, why, how long it is kept and how to have it erased.`,
  keywords: ["privacy", "personal data", "GDPR", "AVG", "data protection", "erasure"],
  intro: `We collect as little personal data as we can: only what you send us through a form, kept for ${days} days. This site has no tracking and no analytics.`,
  updated: "2026-12-01",
  sections: [
    {
      id: "controller",
      title: "Who is responsible",
      blocks: [
        `${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${companyTexts.en.country} (Chamber of Commerce ${site.chamberOfCommerce}) is responsible for the personal data described here. For any question about privacy, e-mail ${info}.`,
      ],
    },
    {
      id: "what-we-store",
      title: "What we store when you send a form",
      blocks: [
        "We only receive personal data you choose to send us through one of the forms on this site:",
        {
          list: [
            "Contact forms: your name, e-mail address, and if you give them your company and a subject, with your message.",
            "Service request form: your name, e-mail address and, if you give it, phone number; the brand, model, serial number and purchase date of your appliance; a description of the problem and how urgent it is.",
            "Dealer application: your name, company, e-mail address and phone number, the brand you are interested in and your comments.",
          ],
        },
        "With every form we also store the time it was sent, the address of the page it was sent from and the browser description your browser sends (its user agent), so we can follow up on problems with the site. Forms use a hidden field to detect spam robots; forms caught that way are stored marked as spam and are never answered or forwarded.",
        "When a form is sent without JavaScript, we also store a one-way fingerprint made from the form's content, your network (IP) address and the date, so that a form sent twice by accident is stored once. Your IP address cannot be read back from it, and we do not store the address itself.",
      ],
    },
    {
      id: "why",
      title: "Why we use it",
      blocks: [
        "We use your data only to handle what you asked for: to answer your message, to diagnose and repair your appliance, or to assess your dealer application and contact you about it. We forward your form by e-mail to the colleagues who handle it, and pass it to our own systems for customer contacts and service requests (such as our CRM or help-desk software), which process it only on our behalf. If one of our authorised dealers or technicians carries out a repair, we give them only the details they need for the job.",
        "The legal basis is that you asked us to take these steps before or under an agreement with you, or our legitimate interest in answering the questions we receive. We never use form data for advertising, never sell it and never send automatic replies or newsletters to the address you enter.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        `Form submissions are deleted automatically from the website's database ${days} days after they were sent. The notification e-mails our colleagues receive are kept no longer than needed to handle your request. If your request leads to an order, a repair or a dealer agreement, the data needed for that is kept in our administration for as long as the law requires us to keep business records.`,
      ],
    },
    {
      id: "erasure",
      title: "Your rights and how to have your data erased",
      blocks: [
        `You may ask to see the data we hold about you, to have it corrected, or to have it erased before the ${days} days have passed. E-mail ${info} from the address you used in the form and tell us what you would like. We erase every submission stored under that e-mail address, and the e-mails about them, and confirm it to you, normally within a few working days.`,
        "You may also object to our use of your data. If you are not satisfied with how we handle your request, you can complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).",
      ],
    },
    {
      id: "no-tracking",
      title: "No tracking, no analytics",
      blocks: [
        "This website does not use analytics, advertising or tracking tools, and it sets no cookies of its own. We do not build profiles of visitors. More about this on our [cookie page](/cookies).",
      ],
    },
    {
      id: "embeds",
      title: "Videos and maps from other services",
      blocks: [
        "Some pages can show videos and maps served by other companies. Nothing from those services loads when you open a page: you see a local picture with a button instead. Only when you choose to load the video or map does your browser connect to that service, which then receives your IP address and may set its own cookies under its own privacy policy.",
        "If you tick the option to always load videos or maps, that choice is remembered in this browser's local storage, on your device only; we do not receive it. You can change it at any time on the [cookie page](/cookies#embed-settings).",
      ],
    },
    {
      id: "server-logs",
      title: "Server logs",
      blocks: [
        "Our web server records technical events, such as pages that were not found and errors, with the time and the page address, so we can keep the site working and secure. It does not log who visits which page. To protect the forms against abuse, the server counts each network address's submissions over the last minute; these counts are kept in memory only and are gone a minute later.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        "If we change how we handle personal data, we update this page and the date at the top. We do not use your data in a new way without telling you first.",
      ],
    },
  ],
};
