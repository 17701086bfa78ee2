import { useState } from "react";
import { useLocation, useNavigate } from "react-router";

const MARK = "urlFilter";

/**
 * Filter state that lives in the URL's query (?q=&category=), so a filtered view can be
 * shared and works without JavaScript (the loader reads the same query). With JavaScript
 * the filter is live: each change replaces the URL (no reload, no history entry, no
 * scroll), and the route's shouldRevalidate skips the loader for it. A navigation from
 * elsewhere (a link, back/forward) sets the filter from the new URL.
 */
export function useUrlFilter<F>(initial: F, parse: (search: string) => F, toSearch: (filter: F) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState(initial);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const ours = (location.state as Record<string, unknown> | null)?.[MARK] === true;
    if (!ours) setFilter(parse(location.search));
  }
  const update = (next: F) => {
    setFilter(next);
    void navigate({ search: toSearch(next) }, { replace: true, preventScrollReset: true, state: { [MARK]: true } });
  };
  return [filter, update] as const;
}

/** For route modules: a change of query on the same page needs no loader call. */
export function sameDocumentFilter({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname === nextUrl.pathname;
}
