import type { FormEvent } from "react";
import type { ManualGroupView } from "~/content/served-files";
import { HeroPanel, PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import type { ManualsPageCopy } from "~/content/manuals-page";
import { filterManualGroups, filterSearch, parseManualsFilter } from "~/lib/downloads-filter";
import { localizePath } from "~/lib/i18n";
import { fill, fillParts } from "~/lib/inline-text";
import { plural } from "~/lib/plural";
import { useLang, useUi } from "~/lib/use-ui";
import { FileRow } from "./file-row";
import { NoResults } from "./no-results";
import { SearchField } from "./search-field";
import { useUrlFilter } from "./use-url-filter";

/**
 * A link per brand under the search box: each asks for the manuals of its brand, as the
 * form would (the server renders it filtered; with JavaScript the list follows the URL).
 */
function BrandLinks({ label, brands, query }: { label: string; brands: readonly string[]; query: string }) {
  const current = query.trim().toLowerCase();
  return (
    <div className="mt-4 border-t border-line pt-4">
      <p id="manuals-brands" className="text-sm font-medium text-navy-900">
        {label}
      </p>
      <ul aria-labelledby="manuals-brands" className="mt-2 flex flex-wrap gap-2">
        {brands.map((brand) => (
          <li key={brand}>
            <LocalLink
              to={`/manuals?q=${encodeURIComponent(brand)}`}
              aria-current={current === brand.toLowerCase() ? "true" : undefined}
              className="inline-flex min-h-8 items-center rounded-full px-3 text-sm font-medium text-navy-800 ring-1 ring-line hover:bg-mist aria-[current=true]:bg-navy-900 aria-[current=true]:text-white aria-[current=true]:ring-navy-900"
            >
              {brand}
            </LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The page's hero with the manuals filter in its right half, and the manuals list (spec
 * 2.6): brand or manual name, case-insensitive, live with JavaScript and as a GET form
 * without it. Each brand has a 'Download All' ZIP.
 */
export function ManualsBrowser({
  hero,
  copy,
  groups,
  initialQuery,
}: {
  hero: ManualsPageCopy["hero"];
  copy: ManualsPageCopy["browser"];
  groups: ManualGroupView[];
  initialQuery: string;
}) {
  const { common } = useUi();
  const lang = useLang();
  const [filter, setFilter] = useUrlFilter({ q: initialQuery }, parseManualsFilter, filterSearch);
  const shown = filterManualGroups(groups, filter.q);
  const count = shown.reduce((n, g) => n + g.manuals.length, 0);
  const onSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        panel={
          <HeroPanel tone="paper">
            <form
              method="get"
              action={localizePath("/manuals", lang)}
              role="search"
              aria-label={copy.formLabel}
              onSubmit={onSubmit}
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
            >
              <SearchField
                id="manuals-q"
                label={copy.search}
                placeholder={copy.placeholder}
                value={filter.q}
                onChange={(q) => setFilter({ q })}
              />
              <button type="submit" className={buttonClass({}, "sm:w-auto")}>
                {copy.submit}
              </button>
            </form>
            <BrandLinks label={copy.byBrand} brands={groups.map((g) => g.brand)} query={filter.q} />
          </HeroPanel>
        }
      />
      <section aria-labelledby="manuals-title" className="container-page py-12 md:py-16">
        <h2 id="manuals-title" className="sr-only">
          {copy.title}
        </h2>
        <p role="status" className="text-sm text-muted">
          {plural(copy.count, count, lang)}
          {filter.q.trim() ? fill(common.files.matching, { query: filter.q.trim() }) : ""}
        </p>

        {shown.length === 0 ? (
          <NoResults
            message={copy.empty}
            clearLabel={copy.showAll}
            href={localizePath("/manuals", lang)}
            onClear={() => setFilter({ q: "" })}
          />
        ) : (
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {shown.map((g) => (
              <article
                key={g.slug}
                aria-labelledby={`manuals-${g.slug}`}
                className="flex flex-col rounded-xl border border-line bg-white p-5 shadow-sm md:p-6"
              >
                <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
                  <div>
                    <h3 id={`manuals-${g.slug}`} className="text-xl font-semibold text-navy-900">
                      {g.brand}
                    </h3>
                    <p className="text-sm text-muted">{plural(copy.count, g.manuals.length, lang)}</p>
                  </div>
                  <a href={g.archive.url} download className={buttonClass({ variant: "secondary", size: "sm" })}>
                    <Icon name="archive" />
                    <span>
                      {common.files.downloadAll}
                      <span className="sr-only">{fillParts(copy.archiveNote, { brand: g.brand })}</span>
                      {fillParts(common.files.archiveFacts, { type: g.archive.type, size: g.archive.size })}
                    </span>
                  </a>
                </header>
                <ul className="divide-y divide-line">
                  {g.manuals.map((m) => (
                    <FileRow key={m.url} name={m.name} url={m.url} type={m.type} size={m.size} headingLevel={4} />
                  ))}
                </ul>
              </article>
            ))}
          </div>
        )}
      </section>
    </>
  );
}
