import { prefixPath, type Lang } from "~/lib/i18n";
import type { SearchEntry, SearchResult } from "~/lib/search/types";

export interface Searcher {
  /** The language of the index it searches. */
  lang: Lang;
  search(query: string): SearchResult[];
  /** The results list and its announcement (./search-popup.tsx). */
  popup: typeof import("./search-popup");
}

const pending = new Map<Lang, Promise<Searcher>>();

/**
 * A language's index (/search-index.json, /nl/search-index.json, …; PRODUCT.md 19), the
 * scoring code and the results list, loaded once per page visit the first time a search
 * box gets focus (PRODUCT.md 13): none of them is part of a page's initial JavaScript. Both header boxes
 * (desktop bar, mobile menu) share the one request; a visitor who moves to another
 * language gets that language's index. A failed load is forgotten so the next focus tries
 * again; until then the box still submits to the search page.
 */
export function loadSearch(lang: Lang): Promise<Searcher> {
  let loading = pending.get(lang);
  if (!loading) {
    const indexRequest = fetch(prefixPath("/search-index.json", lang)).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchEntry[]>;
    });
    loading = Promise.all([indexRequest, import("./search-popup")]).then(([index, popup]) => ({
      lang,
      search: (query: string) => popup.search(index, query),
      popup,
    }));
    loading.catch(() => pending.delete(lang));
    pending.set(lang, loading);
  }
  return loading;
}
