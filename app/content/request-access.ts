import type { Around, WithLink } from "../lib/inline-text";

/**
 * Copy of the /request-access page (spec 2.4: dealer access is asked for by e-mail only),
 * with the subject and body of the e-mail it opens. Checked at build by
 * ./pages.schema.server.ts.
 */
export interface RequestAccessCopy {
  meta: { title: string; description: string; keywords: readonly string[] };
  hero: { eyebrow: string; title: string; intro: string };
  how: {
    title: string;
    steps: readonly string[];
    /** The link goes to /become-dealer. */
    note: WithLink;
  };
  ask: {
    title: string;
    /** Around the resources mailbox's address. */
    text: Around;
    button: string;
  };
  /** The e-mail the button opens, for the visitor to fill in. */
  mail: { subject: string; body: readonly string[] };
}

export const requestAccess = {
  meta: {
    title: "Request dealer access",
    description:
      "Dealer resources such as price lists, high-resolution images and training material are available to registered dealers. Request access by e-mail.",
    keywords: ["dealer access", "dealer resources", "dealer portal"],
  },
  hero: {
    eyebrow: "Dealer resources",
    title: "Request dealer access",
    intro:
      "Price lists, high-resolution product images, training videos and marketing material are kept in the dealer portal for our registered dealers.",
  },
  how: {
    title: "How to request access",
    steps: [
      "Send us an e-mail with your company name, contact person and the brands you work with.",
      "We check your details and reply within 48 hours.",
      "You receive your portal login by e-mail.",
    ],
    note: {
      before: "Existing dealers who have lost their login can use the same address. Would you like to sell our brands? Read about ",
      link: "becoming a dealer",
      after: " first.",
    },
  },
  ask: {
    title: "Ask by e-mail",
    text: { before: "The button opens your mail program with a short form to fill in. You can also write to", after: "." },
    button: "Request access by e-mail",
  },
  mail: {
    subject: "Dealer resources access request",
    body: [
      "Hello,",
      "",
      "I would like access to the dealer resources.",
      "",
      "Company name:",
      "Contact person:",
      "Phone:",
      "Dealer account number (if any):",
      "Brands of interest:",
      "",
      "Kind regards,",
    ],
  },
} satisfies RequestAccessCopy;
