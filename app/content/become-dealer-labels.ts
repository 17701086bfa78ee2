import type { WithLink } from "../lib/inline-text";

/**
 * The /become-dealer page's buttons, links and screen-reader labels (spec 2.4), which its
 * components read from here. The page's copy is ./become-dealer.ts; it reaches the page as
 * loader data, so it stays out of the page's script. `{name}` placeholders are filled in
 * by the page. Checked at build by ./pages.schema.server.ts.
 */
export interface BecomeDealerLabels {
  apply: string;
  /** Read after Apply Now; starts with its own space. */
  applyNote: string;
  statsTitle: string;
  brandCard: {
    /** `{year}`, `{countries}` */
    facts: string;
    /** `{brand}` */
    discover: string;
  };
  /** The link opens the dealer portal's login. */
  portalLogin: WithLink;
  /** `{number}`: read before each step's title. */
  step: string;
  /** The closing line, around the e-mail address (`before`, `between`) and the phone number. */
  questions: { before: string; between: string; after: string };
}

export const becomeDealerLabels = {
  apply: "Apply Now",
  applyNote: " (opens the dealer portal in a new tab)",
  statsTitle: "Our dealer network in figures",
  brandCard: {
    facts: "Partner since {year} · Available in {countries}",
    discover: "Discover {brand}",
  },
  portalLogin: { before: "Already a dealer?", link: "Log in to the dealer portal", after: "" },
  step: "Step {number}: ",
  questions: { before: "Questions first? E-mail", between: "or call", after: "." },
} satisfies BecomeDealerLabels;
