import { Form, Link } from "react-router";
import { ResultTypeIcon, ResultTypeLabel } from "~/components/search/result-type";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { searchIndex } from "~/lib/search/build-index.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

/** A query longer than this is cut: nobody types more, and scoring cost grows with it. */
const maxQueryLength = 200;

/**
 * /search?q= (PRODUCT.md 13): rendered per request from the same index as the header box,
 * so it works with JavaScript off and is where a search with no result lands. Every match
 * is listed here; the header's list shows the top 8 (spec 9).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, maxQueryLength);
  // Imported the way the header box imports it, so the bundler keeps the scoring code a
  // chunk of its own for the browser instead of warning about a mixed import.
  const { search } = await import("~/lib/search/score");
  return { query, results: search(searchIndex(), query, Number.POSITIVE_INFINITY) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData?.query ? `Search results for "${loaderData.query}"` : "Search",
    description: "Search the brands, news, manuals, service and company pages of the site.",
    path: "/search",
    noIndex: true,
  });

export default function SearchPage({ loaderData: { query, results } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Search" intro="Find brands, news, manuals, downloads and service pages." />
      <div className="container-page max-w-3xl py-12">
        <Form method="get" action="/search" role="search" className="flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            Search the site
          </label>
          <input
            key={query}
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={query}
            placeholder="Search brands, manuals, news…"
            className="h-11 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-base placeholder:text-muted focus:border-navy-700"
          />
          <button type="submit" className={buttonClass()}>
            <Icon name="search" /> Search
          </button>
        </Form>
        <section aria-labelledby="search-summary" className="mt-10">
          <h2 id="search-summary" className="text-lg font-semibold text-navy-900" aria-live="polite">
            {!query
              ? "Type a brand, product or topic to search the site."
              : results.length
                ? `${results.length} ${results.length === 1 ? "result" : "results"} for "${query}"`
                : `No results found for "${query}"`}
          </h2>
          {results.length ? (
            <ol className="mt-6 divide-y divide-line border-y border-line">
              {results.map((result) => (
                <li key={result.id} className="relative flex gap-4 py-5">
                  <ResultTypeIcon type={result.type} />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <h3 className="text-base font-semibold text-navy-900">
                        <Link to={result.url} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
                          {result.title}
                        </Link>
                      </h3>
                      <ResultTypeLabel type={result.type} />
                    </div>
                    <p className="mt-1 text-sm leading-6 text-ink">{result.description}</p>
                    <p className="mt-1 text-xs text-muted">{result.url}</p>
                  </div>
                </li>
              ))}
            </ol>
          ) : query ? (
            <p className="mt-4 text-muted">
              Check the spelling, try fewer or shorter words, or browse the{" "}
              <Link to="/sitemap" className="text-navy-700 underline">
                sitemap
              </Link>
              .
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
