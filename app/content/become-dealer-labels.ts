import type { WithLink } from "../lib/inline-text";

/**
 * The /become-dealer page's buttons, links and screen-reader labels (spec 2.4), which its
 * components read from the interface texts (./interface/<lang>.ts, `becomeDealerLabels`).
 * The page's copy is content/pages/become-dealer.yml; it reaches the page as loader
 * data, so it stays out of the page's script. `{name}` placeholders are filled in by the
 * page. Checked at build by ./labels.schema.server.ts.
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
