import type { SearchPageCopy } from "~/content/search-page";
import type { SearchResult } from "~/lib/search/types";
import { SearchResults } from "./search-results";

/** The /search page under its hero (whose right half holds the search box): what it found. */
export function SearchBody({ copy, query, results }: { copy: SearchPageCopy; query: string; results: readonly SearchResult[] }) {
  return (
    <div className="container-page max-w-3xl pb-14">
      <SearchResults copy={copy} query={query} results={results} />
    </div>
  );
}
