import type { ShouldRevalidateFunctionArgs } from "react-router";
import { DownloadsBrowser } from "~/components/downloads/downloads-browser";
import { ResourceBlocks } from "~/components/downloads/resource-blocks";
import { sameDocumentFilter } from "~/components/downloads/use-url-filter";
import { PageHero } from "~/components/sections/page-hero";
import { downloadCategories } from "~/content/downloads";
import { downloadsWithFiles } from "~/content/files.server";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { parseDownloadsFilter } from "~/lib/downloads-filter";
import { breadcrumbJsonLd } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/downloads";

export const meta = () =>
  pageMeta({
    ...pages["/downloads"],
    path: "/downloads",
    jsonLd: [breadcrumbJsonLd(site.url, [{ name: "Home", path: "/" }, { name: "Downloads", path: "/downloads" }])],
  });

/** Prerendered without a query; a filtered URL (?q=&category=) is rendered per request, already filtered. */
export function loader({ request }: Route.LoaderArgs) {
  const filter = parseDownloadsFilter(
    new URL(request.url).searchParams,
    downloadCategories.map((c) => c.id),
  );
  return { filter, ...downloadsWithFiles() };
}

/** Typing in the filter changes only the query: no loader call (see useUrlFilter). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return sameDocumentFilter(args) ? false : args.defaultShouldRevalidate;
}

export default function Downloads({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Downloads"
        title="Downloads Center"
        intro="User manuals, product catalogs, product images and training videos for the brands we distribute."
      />
      <DownloadsBrowser
        categories={downloadCategories}
        items={loaderData.items}
        archives={loaderData.archives}
        initialFilter={loaderData.filter}
      />
      <ResourceBlocks />
    </>
  );
}
