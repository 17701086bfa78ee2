import { searchIndex } from "~/lib/search/build-index.server";

/**
 * The search index as a static file (PRODUCT.md 13): prerendered at build time to
 * /search-index.json, fetched by the header's search box the first time it gets focus.
 */
export function loader() {
  return Response.json(searchIndex());
}
