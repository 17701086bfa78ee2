import type { Around } from "../lib/inline-text";
import type { Plural } from "../lib/plural";

/**
 * Copy of the /manuals page (spec 2.6); the manuals themselves are ./manuals.ts, the
 * texts its file list shares with /downloads are in ./common.ts. The route's loader picks
 * the page's language (app/content/i18n/search.server.ts). Checked at build by
 * ./pages.schema.server.ts.
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

export const manualsPage: ManualsPageCopy = {
  hero: {
    eyebrow: "Service & Support",
    title: "Product Manuals",
    intro:
      "User, installation and care manuals for Norcool, Thermocold, NIMO and Winefit appliances, as PDF. Search by brand or manual name.",
  },
  browser: {
    title: "Manuals by brand",
    formLabel: "Manuals",
    search: "Search manuals",
    placeholder: "e.g. Norcool or installation",
    submit: "Search",
    count: { one: "{count} manual", other: "{count} manuals" },
    empty: "No manuals found",
    showAll: "Show all manuals",
    archiveNote: ": all {brand} manuals",
    byBrand: "Filter by brand",
  },
  help: {
    title: "Can’t find your manual?",
    text: {
      before: "Send us the model and serial number from the rating plate and we will send you the right document:",
      after: ".",
    },
    link: "Request service",
  },
};
