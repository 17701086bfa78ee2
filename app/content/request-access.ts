import type { Around, WithLink } from "../lib/inline-text";

/**
 * The shape of the /request-access page's copy (spec 2.4: dealer access is asked for by
 * e-mail only), with the subject and body of the e-mail it opens. The copy is
 * content/pages/request-access.yml, read and checked by ./i18n/pages.server.ts.
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
