import type { SearchType } from "../lib/search/types";
import type { Pages } from "./pages";

/**
 * What the site search index (spec 3) needs beyond the brand, page and news content it
 * is built from. Titles, descriptions and keywords stay with their content (the brands'
 * in content/brands/, the pages' in ./pages.ts, the news in content/news/); each language
 * has its own index (PRODUCT.md 19). The keywords every news article gets are in
 * ./interface/<lang>.ts (`newsSearchKeywords`).
 */

/** Result type of each indexed page (spec 3: brand, page, news, manual, service). */
export const pageSearchTypes = {
  "/about": "page",
  "/contact": "page",
  "/news": "page",
  "/service-request": "service",
  "/warranty": "service",
  "/manuals": "manual",
  "/downloads": "manual",
} as const satisfies Record<keyof Pages, SearchType>;

/**
 * Search keywords of each brand page, by brand slug: what visitors type when they look for
 * the brand's products, written in the brand's files (content/brands/<slug>.<lang>.yml:
 * searchKeywords). The brand's name, tagline and description are indexed as well. A
 * search for a brand's name should put its page first (search-index.server.test.ts checks
 * it): the Norcool description does not repeat the name, so its keywords do.
 */
export type BrandSearchKeywords = Record<string, readonly string[]>;
