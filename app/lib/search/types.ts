/**
 * Shapes of the site search (spec 3): an index entry, built from content at build time,
 * and a scored result.
 */
export const searchTypes = ["brand", "page", "news", "manual", "service"] as const;
export type SearchType = (typeof searchTypes)[number];

export interface SearchEntry {
  id: string;
  title: string;
  description: string;
  url: string;
  type: SearchType;
  keywords: readonly string[];
}

export interface SearchResult {
  id: string;
  url: string;
  title: string;
  description: string;
  type: SearchType;
  score: number;
}
