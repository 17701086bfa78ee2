import { brands } from "~/content/brands";
import { newsItems } from "~/content/news.server";
import { pages } from "~/content/pages";
import { brandSearchKeywords, newsSearchKeywords, pageSearchTypes } from "~/content/search";
import type { SearchEntry } from "./types";

/**
 * The site search index (spec 3), built from the content modules so there is no
 * hand-kept copy: the six brand pages, the site's own pages of `pageSearchTypes` and
 * every news article, in that order (equal scores keep it, PRODUCT.md 13). Served as
 * /search-index.json and used by the /search page's loader.
 */
export function buildSearchIndex(): SearchEntry[] {
  const brandEntries = brands.map(
    (b): SearchEntry => ({
      id: `brand-${b.slug}`,
      title: b.name,
      description: `${b.tagline}. ${b.description}`,
      url: `/brands/${b.slug}`,
      type: "brand",
      // validate.server.ts checks that every brand has its keywords.
      keywords: brandSearchKeywords[b.slug] ?? [],
    }),
  );
  const pageEntries = (Object.keys(pageSearchTypes) as (keyof typeof pageSearchTypes)[]).map(
    (path): SearchEntry => ({
      id: `page${path.replaceAll("/", "-")}`,
      title: pages[path].title,
      description: pages[path].description,
      url: path,
      type: pageSearchTypes[path],
      keywords: pages[path].keywords,
    }),
  );
  const newsEntries = newsItems().map(
    (n): SearchEntry => ({
      id: `news-${n.id}`,
      title: n.title,
      description: n.excerpt,
      url: `/news/${n.slug}`,
      type: "news",
      keywords: [n.category.toLowerCase(), ...newsSearchKeywords],
    }),
  );
  return [...brandEntries, ...pageEntries, ...newsEntries];
}

let cached: SearchEntry[] | undefined;

/** The index, built once per process: content does not change while the server runs. */
export function searchIndex(): readonly SearchEntry[] {
  cached ??= buildSearchIndex();
  return cached;
}
