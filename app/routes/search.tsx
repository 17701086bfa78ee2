import { HeroPanel, PageHero } from "~/components/sections/page-hero";
import { SearchBody } from "~/components/sections/search/search-body";
import { SearchForm } from "~/components/sections/search/search-form";
import { searchPageCopy } from "~/content/i18n/pages.server";
import { requestLang } from "~/lib/i18n";
import { fill } from "~/lib/inline-text";
import { searchIndex } from "~/server/search-index.server";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/server/seo.server";
import { useUi } from "~/lib/use-ui";
import type { Route } from "./+types/search";

/** A query longer than this is cut: nobody types more, and scoring cost grows with it. */
const maxQueryLength = 200;

/**
 * /search?q= (PRODUCT.md 13), /nl/search?q=, …: rendered per request from the same index
 * as the header box of that language (PRODUCT.md 19), so it works with JavaScript off and
 * is where a search with no result lands. Every match is listed here; the header's list
 * shows the top 8 (spec 9).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, maxQueryLength);
  // Imported the way the header box imports it, so the bundler keeps the scoring code a
  // chunk of its own for the browser instead of warning about a mixed import.
  const { search } = await import("~/lib/search/score");
  const copy = searchPageCopy[lang];
  return {
    query,
    copy,
    results: search(searchIndex(lang), query, Number.POSITIVE_INFINITY),
    meta: pageMeta(lang, {
      title: query ? fill(copy.meta.resultsTitle, { query }) : copy.meta.title,
      description: copy.meta.description,
      path: "/search",
      noIndex: true,
    }),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function SearchPage({ loaderData: { copy, query, results } }: Route.ComponentProps) {
  const { searchBox } = useUi();
  return (
    <>
      <PageHero
        title={copy.hero.title}
        intro={copy.hero.intro}
        panel={
          <HeroPanel tone="paper">
            <SearchForm form={searchBox.field} query={query} />
          </HeroPanel>
        }
      />
      <SearchBody copy={copy} query={query} results={results} />
    </>
  );
}
