import { requestLang } from "~/lib/i18n";
import { searchIndex } from "~/server/search-index.server";
import type { Route } from "./+types/search-index-json";

/**
 * A language's search index as a static file (PRODUCT.md 13 and 19): prerendered at build
 * time to /search-index.json (English) and /nl/search-index.json, /de/…, /fr/…, fetched by
 * the header's search box of a page in that language the first time it gets focus.
 */
export function loader({ request }: Route.LoaderArgs) {
  return Response.json(searchIndex(requestLang(request)));
}
