import type { SearchPageCopy } from "~/content/search-page";
import { ResultTypeIcon, ResultTypeLabel } from "~/components/search/result-type";
import { LocalLink } from "~/components/ui/smart-link";
import { fill } from "~/lib/inline-text";
import { plural } from "~/lib/plural";
import type { SearchResult } from "~/lib/search/types";
import { useLang } from "~/lib/use-ui";

/**
 * How many results, every result (spec 9: all of them, not the header's top 8), or what to
 * try instead. The results come from the page's language's index, so they link that
 * language's pages.
 */
export function SearchResults({ copy, query, results }: { copy: SearchPageCopy; query: string; results: readonly SearchResult[] }) {
  const lang = useLang();
  const { summary, noResultsHelp } = copy;
  return (
    <section aria-labelledby="search-summary" className="mt-10">
      <h2 id="search-summary" className="text-lg font-semibold text-navy-900" aria-live="polite">
        {!query ? summary.empty : results.length ? plural(summary.found, results.length, lang, { query }) : fill(summary.none, { query })}
      </h2>
      {results.length ? (
        <ol className="mt-6 divide-y divide-line border-y border-line">
          {results.map((result) => (
            <li key={result.id} className="relative flex gap-4 py-5">
              <ResultTypeIcon type={result.type} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 className="text-base font-semibold text-navy-900">
                    <LocalLink to={result.url} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
                      {result.title}
                    </LocalLink>
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
          {noResultsHelp.before}{" "}
          <LocalLink to="/sitemap" className="text-navy-700 underline">
            {noResultsHelp.link}
          </LocalLink>
          {noResultsHelp.after}
        </p>
      ) : null}
    </section>
  );
}
