import type { FormEvent } from "react";
import type { ManualGroupView } from "~/content/served-files";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { ManualsPageCopy } from "~/content/manuals-page";
import { filterManualGroups, filterSearch, parseManualsFilter } from "~/lib/downloads-filter";
import { localizePath } from "~/lib/i18n";
import { fill, fillParts } from "~/lib/inline-text";
import { plural } from "~/lib/plural";
import { useLang, useUi } from "~/lib/use-ui";
import { FileRow } from "./file-row";
import { SearchField } from "./search-field";
import { useUrlFilter } from "./use-url-filter";

/**
 * The manuals list with its filter (spec 2.6): brand or manual name, case-insensitive,
 * live with JavaScript and as a GET form without it. Each brand has a 'Download All' ZIP.
 */
export function ManualsBrowser({
  copy,
  groups,
  initialQuery,
}: {
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
    <section aria-labelledby="manuals-title" className="container-page py-12 md:py-16">
      <h2 id="manuals-title" className="sr-only">
        {copy.title}
      </h2>
      <form
        method="get"
        action={localizePath("/manuals", lang)}
        role="search"
        aria-label={copy.formLabel}
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-xl bg-mist p-4 sm:flex-row sm:items-end md:p-6"
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
      <p role="status" className="mt-4 text-sm text-muted">
        {plural(copy.count, count, lang)}
        {filter.q.trim() ? fill(common.files.matching, { query: filter.q.trim() }) : ""}
      </p>

      {shown.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-400 px-6 py-12 text-center">
          <Icon name="search" className="mx-auto size-8 text-muted" />
          <p className="mt-3 text-lg font-semibold text-navy-900">{copy.empty}</p>
          <a
            href={localizePath("/manuals", lang)}
            onClick={(e) => (e.preventDefault(), setFilter({ q: "" }))}
            className="mt-3 inline-block font-medium text-navy-700 underline underline-offset-2"
          >
            {copy.showAll}
          </a>
        </div>
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
  );
}
