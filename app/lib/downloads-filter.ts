/**
 * Filters of /manuals and /downloads (spec 2.6, 2.7, 5), shared by the loader (so a
 * filtered URL renders filtered HTML without JavaScript) and the page (live filtering).
 * The state lives in the URL as ?q=&category=, so a filtered view can be shared.
 */

/** The visitor's text, trimmed; white space alone filters nothing. */
function normalizeQuery(q: string): string {
  return q.trim().toLowerCase();
}

/** Case-insensitive substring match (spec 5). */
export function matchesQuery(text: string, q: string): boolean {
  const needle = normalizeQuery(q);
  return needle === "" || text.toLowerCase().includes(needle);
}

/**
 * Manuals filter (spec 5): a manual stays when the query is in its brand's name or in its
 * own name. Brands left with no manual are dropped; an empty result is the empty state.
 */
export function filterManualGroups<M extends { name: string }, G extends { brand: string; manuals: readonly M[] }>(
  groups: readonly G[],
  q: string,
): G[] {
  return groups
    .map((g) => (matchesQuery(g.brand, q) ? g : { ...g, manuals: g.manuals.filter((m) => matchesQuery(m.name, q)) }))
    .filter((g) => g.manuals.length > 0);
}

export const allCategories = "all";

export interface DownloadsFilter<C extends string = string> {
  q: string;
  /** A category id, or "all" (the default, spec 4). */
  category: C | typeof allCategories;
}

/** Downloads filter (spec 5): substring of the file name, combined with the category. */
export function filterDownloads<I extends { name: string; category: string }>(items: readonly I[], filter: DownloadsFilter): I[] {
  return items.filter(
    (item) => (filter.category === allCategories || item.category === filter.category) && matchesQuery(item.name, filter.q),
  );
}

/** Reads ?q= and ?category= from a URL's query; an unknown category means all. */
export function parseDownloadsFilter<C extends string>(search: string | URLSearchParams, categories: readonly C[]): DownloadsFilter<C> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const category = params.get("category") ?? "";
  return {
    q: params.get("q") ?? "",
    category: (categories as readonly string[]).includes(category) ? (category as C) : allCategories,
  };
}

/** Reads ?q= of the manuals page. */
export function parseManualsFilter(search: string | URLSearchParams): { q: string } {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return { q: params.get("q") ?? "" };
}

/** The query string of a filter state: empty values are left out, so no filter is "". */
export function filterSearch(filter: { q: string; category?: string }): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set("q", filter.q);
  if (filter.category && filter.category !== allCategories) params.set("category", filter.category);
  const text = params.toString();
  return text ? `?${text}` : "";
}
