import type { FormEvent } from "react";
import type { ManualGroupView } from "~/content/files.server";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { filterManualGroups, filterSearch, parseManualsFilter } from "~/lib/downloads-filter";
import { FileRow } from "./file-row";
import { SearchField } from "./search-field";
import { useUrlFilter } from "./use-url-filter";

/**
 * The manuals list with its filter (spec 2.6): brand or manual name, case-insensitive,
 * live with JavaScript and as a GET form without it. Each brand has a 'Download All' ZIP.
 */
export function ManualsBrowser({ groups, initialQuery }: { groups: ManualGroupView[]; initialQuery: string }) {
  const [filter, setFilter] = useUrlFilter({ q: initialQuery }, parseManualsFilter, filterSearch);
  const shown = filterManualGroups(groups, filter.q);
  const count = shown.reduce((n, g) => n + g.manuals.length, 0);
  const onSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <section aria-labelledby="manuals-title" className="container-page py-12 md:py-16">
      <h2 id="manuals-title" className="sr-only">
        Manuals by brand
      </h2>
      <form method="get" action="/manuals" role="search" aria-label="Manuals" onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl bg-mist p-4 sm:flex-row sm:items-end md:p-6">
        <SearchField
          id="manuals-q"
          label="Search manuals"
          placeholder="e.g. Norcool or installation"
          value={filter.q}
          onChange={(q) => setFilter({ q })}
        />
        <button type="submit" className={buttonClass({}, "sm:w-auto")}>
          Search
        </button>
      </form>
      <p role="status" className="mt-4 text-sm text-muted">
        {count === 1 ? "1 manual" : `${count} manuals`}
        {filter.q.trim() ? ` matching “${filter.q.trim()}”` : ""}
      </p>

      {shown.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-400 px-6 py-12 text-center">
          <Icon name="search" className="mx-auto size-8 text-muted" />
          <p className="mt-3 text-lg font-semibold text-navy-900">No manuals found</p>
          <a href="/manuals" onClick={(e) => (e.preventDefault(), setFilter({ q: "" }))} className="mt-3 inline-block font-medium text-navy-700 underline underline-offset-2">
            Show all manuals
          </a>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {shown.map((g) => (
            <article key={g.slug} aria-labelledby={`manuals-${g.slug}`} className="flex flex-col rounded-xl border border-line bg-white p-5 shadow-sm md:p-6">
              <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
                <div>
                  <h3 id={`manuals-${g.slug}`} className="text-xl font-semibold text-navy-900">
                    {g.brand}
                  </h3>
                  <p className="text-sm text-muted">{g.manuals.length === 1 ? "1 manual" : `${g.manuals.length} manuals`}</p>
                </div>
                <a href={g.archive.url} download className={buttonClass({ variant: "secondary", size: "sm" })}>
                  <Icon name="archive" />
                  <span>
                    Download All<span className="sr-only">: all {g.brand} manuals</span> ({g.archive.type}, {g.archive.size})
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
  );
}
