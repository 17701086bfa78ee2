import type { Around } from "../lib/inline-text";
import type { Plural } from "../lib/plural";

/**
 * The shape of the /manuals page's copy (spec 2.6): content/manuals/page.yml, read
 * and checked by ./downloads.server.ts; the route's loader picks the page's language. The
 * manuals themselves are content/manuals/files/, the texts its file list shares with
 * /downloads are the interface strings' `common.files` (./interface/<lang>.ts).
 */
export interface ManualsPageCopy {
  hero: { eyebrow: string; title: string; intro: string };
  browser: {
    /** Read by screen readers only. */
    title: string;
    /** Names the filter form for screen readers. */
    formLabel: string;
    search: string;
    placeholder: string;
    submit: string;
    /** `{count}`: how many manuals are shown (in all, and per brand). */
    count: Plural;
    empty: string;
    showAll: string;
    /** `{brand}`: read after a brand's Download All. */
    archiveNote: string;
    /** Names the brand links beside the search box, each of which filters by its brand. */
    byBrand: string;
  };
  help: {
    title: string;
    /** Around the technical mailbox's address. */
    text: Around;
    /** Goes to /service-request. */
    link: string;
  };
}
