import type { WithLink } from "../lib/inline-text";
import type { Plural } from "../lib/plural";

/**
 * Copy of the /search page (PRODUCT.md 13); its search field and the result labels are
 * the header box's (./search-box.ts). The route's loader picks the page's language
 * (app/content/i18n/search.server.ts). `{query}` is what was searched for, `{count}` how
 * many results it found. Checked at build by ./pages.schema.server.ts.
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

export const searchPage: SearchPageCopy = {
  meta: {
    title: "Search",
    resultsTitle: 'Search results for "{query}"',
    description: "Search the brands, news, manuals, service and company pages of the site.",
  },
  hero: { title: "Search", intro: "Find brands, news, manuals, downloads and service pages." },
  summary: {
    empty: "Type a brand, product or topic to search the site.",
    found: { one: '{count} result for "{query}"', other: '{count} results for "{query}"' },
    none: 'No results found for "{query}"',
  },
  noResultsHelp: { before: "Check the spelling, try fewer or shorter words, or browse the", link: "sitemap", after: "." },
};
