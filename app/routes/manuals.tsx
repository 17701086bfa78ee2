import type { ShouldRevalidateFunctionArgs } from "react-router";
import { sameDocumentFilter } from "~/components/downloads/use-url-filter";
import { Island, lazySection, withIslands } from "~/components/ui/island";
import { manualGroupsWithFiles } from "~/content/files.server";
import { parseManualsFilter } from "~/lib/downloads-filter";
import type { Route } from "./+types/manuals";
import { manualsPageCopy } from "~/content/i18n/search.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { ownPageMeta } from "~/lib/seo.server";

export const meta: Route.MetaFunction = routeMeta;

/**
 * In the page's language (PRODUCT.md 19): its copy, manual names and sizes. Prerendered
 * without a query; a filtered URL (?q=) is rendered per request, already filtered.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    lang,
    filter: parseManualsFilter(new URL(request.url).searchParams),
    meta: ownPageMeta(lang, "/manuals"),
    copy: manualsPageCopy[lang],
    groups: manualGroupsWithFiles(lang),
  };
}

/**
 * The page's code loads when the visitor first focuses or presses something on it: until
 * then the manuals are links and the filter a form, as without JavaScript (docs/decisions/0007-islands.md).
 */
const ManualsBody = lazySection(() => import("~/components/downloads/manuals-body").then((m) => m.ManualsBody));

/** A navigation inside the site: the page's code comes with its data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withIslands(request.url, serverLoader(), [ManualsBody]);
}

/** Typing in the filter changes only the query: no loader call (see useUrlFilter). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return sameDocumentFilter(args) ? false : args.defaultShouldRevalidate;
}

/** /manuals (spec 2.6): the filterable manuals by brand; copy from app/content/manuals-page.ts. */
export default function Manuals({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <Island anchor="main" on="use">
      <ManualsBody hero={copy.hero} copy={copy.browser} groups={loaderData.groups} initialQuery={loaderData.filter.q} help={copy.help} />
    </Island>
  );
}
