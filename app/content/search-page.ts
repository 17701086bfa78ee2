import type { WithLink } from "../lib/inline-text";
import type { Plural } from "../lib/plural";

/**
 * Copy of the /search page (PRODUCT.md 13): content/pages/search.yml, read and
 * checked by ./i18n/pages.server.ts and ./pages.schema.server.ts; its search field and
 * the result labels are the header box's (./search-box.ts). The route's loader picks the
 * page's language. `{query}` is what was searched for, `{count}` how many results it found.
 */
export interface SearchPageCopy {
  meta: {
    title: string;
    /** `{query}`: the title when something was searched for. */
    resultsTitle: string;
    description: string;
  };
  hero: { title: string; intro: string };
  summary: {
    /** Before anything is typed. */
    empty: string;
    /** `{count}`, `{query}`. */
    found: Plural;
    /** `{query}` (spec 8). */
    none: string;
  };
  /** Under "no results"; the link goes to /sitemap. */
  noResultsHelp: WithLink;
}
