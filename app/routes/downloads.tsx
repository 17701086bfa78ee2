import type { ShouldRevalidateFunctionArgs } from "react-router";
import { sameDocumentFilter } from "~/components/downloads/use-url-filter";
import { downloadsWithFiles } from "~/content/files.server";
import { parseDownloadsFilter } from "~/lib/downloads-filter";
import type { Route } from "./+types/downloads";
import { downloadsPageCopy } from "~/content/downloads.server";
import { downloadCategoryIds } from "~/content/served-files";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { ownPageMeta } from "~/server/seo.server";
import { DownloadsBody } from "~/components/downloads/downloads-body";

export const meta: Route.MetaFunction = routeMeta;

/**
 * In the page's language (PRODUCT.md 19): its copy, categories, file names and sizes.
 * Prerendered without a query; a filtered URL (?q=&category=) is rendered per request,
 * already filtered.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const filter = parseDownloadsFilter(new URL(request.url).searchParams, downloadCategoryIds);
  return {
    lang,
    filter,
    copy: downloadsPageCopy[lang],
    ...downloadsWithFiles(lang),
    meta: ownPageMeta(lang, "/downloads"),
  };
}

/** Typing in the filter changes only the query: no loader call (see useUrlFilter). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return sameDocumentFilter(args) ? false : args.defaultShouldRevalidate;
}

/** /downloads (spec 2.7): categories, the filterable file list, resources; copy from content/downloads/page.yml. */
export default function Downloads({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <DownloadsBody
      copy={copy}
      categories={loaderData.categories}
      items={loaderData.items}
      archives={loaderData.archives}
      initialFilter={loaderData.filter}
      resources={copy.resources}
    />
  );
}
