import type { Plural } from "../lib/plural";
import type { SearchType } from "../lib/search/types";

/**
 * Texts of the header's search box (spec 2.2), which the /search page's own field shares,
 * and the label beside each result in both. Every page carries them in its language's
 * interface texts (./ui-texts.ts, `useUi().searchBox`); the page's other copy is
 * content/pages/search.yml. Checked at build by ./labels.schema.server.ts.
 */
export interface SearchBoxCopy {
  /**
   * The search field, in the header and on /search. The placeholder is shown whole in the
   * narrowest box (the menu's at 320 px): about 24 characters at most.
   */
  field: { label: string; placeholder: string; submit: string };
  /** Names the suggestions list. */
  listLabel: string;
  /** What screen readers hear as the suggestions change: `{count}`, `{query}`. */
  status: Plural;
  /** The label beside each result (spec 2.2). */
  resultTypes: Record<SearchType, string>;
}
