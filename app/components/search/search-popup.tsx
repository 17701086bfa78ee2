import type { SearchBoxCopy } from "~/content/search-box";
import type { Lang } from "~/lib/i18n";
import { plural } from "~/lib/plural";

/**
 * What the header's search box needs only once it has something to show: the scoring, the
 * list of results and the words that announce them. Loaded with the index the first time
 * a search box gets focus (./load-search.ts), so none of it is in a page's first script.
 */
export { search } from "~/lib/search/score";
export { SearchListbox } from "./search-listbox";

/** What screen readers hear as the suggestions change. */
export function resultsStatus(copy: SearchBoxCopy, count: number, query: string, lang: Lang): string {
  return plural(copy.status, count, lang, { query });
}
