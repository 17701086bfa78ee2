import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ManualsBrowser } from "~/components/downloads/manuals-browser";
import { sameDocumentFilter } from "~/components/downloads/use-url-filter";
import { PageHero } from "~/components/sections/page-hero";
import { manualGroupsWithFiles } from "~/content/files.server";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { parseManualsFilter } from "~/lib/downloads-filter";
import { breadcrumbJsonLd } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/manuals";

export const meta = () =>
  pageMeta({
    ...pages["/manuals"],
    path: "/manuals",
    jsonLd: [breadcrumbJsonLd(site.url, [{ name: "Home", path: "/" }, { name: "Manuals", path: "/manuals" }])],
  });

/** Prerendered without a query; a filtered URL (?q=) is rendered per request, already filtered. */
export function loader({ request }: Route.LoaderArgs) {
  return { filter: parseManualsFilter(new URL(request.url).searchParams), groups: manualGroupsWithFiles() };
}

/** Typing in the filter changes only the query: no loader call (see useUrlFilter). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return sameDocumentFilter(args) ? false : args.defaultShouldRevalidate;
}

export default function Manuals({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Service & Support"
        title="Product Manuals"
        intro="User, installation and care manuals for Norcool, Thermocold, NIMO and Winefit appliances, as PDF. Search by brand or manual name."
      />
      <ManualsBrowser groups={loaderData.groups} initialQuery={loaderData.filter.q} />
      <section aria-labelledby="manuals-help" className="container-page pb-16">
        <div className="flex flex-col gap-4 rounded-xl bg-mist p-6 md:flex-row md:items-center md:justify-between md:p-8">
          <div>
            <h2 id="manuals-help" className="text-xl font-semibold text-navy-900">
              Can’t find your manual?
            </h2>
            <p className="mt-1 text-ink">
              Send us the model and serial number from the rating plate and we will send you the right document:{" "}
              <a href={`mailto:${site.mailboxes.technical}`} className="font-medium text-navy-700 underline underline-offset-2">
                {site.mailboxes.technical}
              </a>
              .
            </p>
          </div>
          <Link to="/service-request" className="shrink-0 font-medium text-navy-700 underline underline-offset-2">
            Request service
          </Link>
        </div>
      </section>
    </>
  );
}
