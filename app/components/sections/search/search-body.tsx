import type { SearchPageCopy } from "~/content/search-page";
import type { SearchResult } from "~/lib/search/types";
import { useUi } from "~/lib/use-ui";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";

/** The /search page under its hero: the search box and what it found. */
export function SearchBody({ copy, query, results }: { copy: SearchPageCopy; query: string; results: readonly SearchResult[] }) {
  const { searchBox } = useUi();
  return (
    <div className="container-page max-w-3xl py-12">
      <SearchForm form={searchBox.field} query={query} />
      <SearchResults copy={copy} query={query} results={results} />
    </div>
  );
}
