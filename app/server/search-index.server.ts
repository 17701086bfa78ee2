import { pageSearchTypes } from "~/content/search";
import { localizePath, type Lang } from "~/lib/i18n";
import { searchSources } from "./search-sources.server";
import type { SearchEntry } from "~/lib/search/types";

/**
 * One language's site search index (spec 3, PRODUCT.md 19), built from that language's
 * content so there is no hand-kept copy: the six brand pages, the site's own pages of
 * `pageSearchTypes` and every news article, in that order (equal scores keep it, PRODUCT.md
 * 13). Its URLs are the language's pages ("/nl/brands/norcool"). Served as
 * /search-index.json (English) and /nl/search-index.json, …, and used by the /search
 * page's loader.
 */
export function buildSearchIndex(lang: Lang): SearchEntry[] {
  const { brands, pages, news, brandKeywords, newsKeywords } = searchSources(lang);
  const url = (path: string) => localizePath(path, lang);
  const brandEntries = brands.map((b): SearchEntry => ({
    id: `brand-${b.slug}`,
    title: b.name,
    description: `${b.tagline}. ${b.description}`,
    url: url(`/brands/${b.slug}`),
    type: "brand",
    // validate.server.ts checks that every brand has its keywords.
    keywords: brandKeywords[b.slug] ?? [],
  }));
  const pageEntries = (Object.keys(pageSearchTypes) as (keyof typeof pageSearchTypes)[]).map((path): SearchEntry => ({
    id: `page${path.replaceAll("/", "-")}`,
    title: pages[path].title,
    description: pages[path].description,
    url: url(path),
    type: pageSearchTypes[path],
    keywords: pages[path].keywords,
  }));
  const newsEntries = news.map((n): SearchEntry => ({
    id: `news-${n.id}`,
    title: n.title,
    description: n.excerpt,
    url: url(`/news/${n.slug}`),
    type: "news",
    keywords: [n.category.toLowerCase(), ...newsKeywords],
  }));
  return [...brandEntries, ...pageEntries, ...newsEntries];
}

const cached = new Map<Lang, readonly SearchEntry[]>();

/** A language's index, built once per process: content does not change while the server runs. */
export function searchIndex(lang: Lang): readonly SearchEntry[] {
  let index = cached.get(lang);
  if (!index) {
    index = buildSearchIndex(lang);
    cached.set(lang, index);
  }
  return index;
}
