import type { SearchEntry, SearchResult } from "~/lib/search/types";

export interface Searcher {
  search(query: string): SearchResult[];
}

let pending: Promise<Searcher> | undefined;

/**
 * The index and the scoring code, loaded once per page visit the first time a search box
 * gets focus (PRODUCT.md 13): neither is part of a page's initial JavaScript. Both header
 * boxes (desktop bar, mobile menu) share the one request. A failed load is forgotten so
 * the next focus tries again; until then the box still submits to /search.
 */
export function loadSearch(): Promise<Searcher> {
  if (!pending) {
    const indexRequest = fetch("/search-index.json").then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchEntry[]>;
    });
    pending = Promise.all([indexRequest, import("~/lib/search/score")]).then(([index, { search }]) => ({
      search: (query: string) => search(index, query),
    }));
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
