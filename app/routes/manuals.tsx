import type { ShouldRevalidateFunctionArgs } from "react-router";
import { sameDocumentFilter } from "~/components/downloads/use-url-filter";
import { manualGroupsWithFiles } from "~/content/files.server";
import { parseManualsFilter } from "~/lib/downloads-filter";
import type { Route } from "./+types/manuals";
import { manualsPageCopy } from "~/content/downloads.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { ownPageMeta } from "~/server/seo.server";
import { ManualsBody } from "~/components/downloads/manuals-body";

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

/** Typing in the filter changes only the query: no loader call (see useUrlFilter). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return sameDocumentFilter(args) ? false : args.defaultShouldRevalidate;
}

/** /manuals (spec 2.6): the filterable manuals by brand; copy from content/manuals/page.yml. */
export default function Manuals({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <ManualsBody hero={copy.hero} copy={copy.browser} groups={loaderData.groups} initialQuery={loaderData.filter.q} help={copy.help} />
  );
}
