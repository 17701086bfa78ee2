import { useRef, type FormEvent } from "react";
import type { DownloadCategory, DownloadCategoryId } from "~/content/downloads";
import type { DownloadView, ServedFile } from "~/content/served-files";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { DownloadsPageCopy } from "~/content/downloads-page";
import { allCategories, filterDownloads, filterSearch, parseDownloadsFilter, type DownloadsFilter } from "~/lib/downloads-filter";
import { localizePath } from "~/lib/i18n";
import { fill, fillParts } from "~/lib/inline-text";
import { plural } from "~/lib/plural";
import { useLang, useUi } from "~/lib/use-ui";
import { scrollBehavior } from "~/lib/use-media-query";
import { CategoryCards } from "./category-cards";
import { FileRow } from "./file-row";
import { SearchField } from "./search-field";
import { useUrlFilter } from "./use-url-filter";

type Filter = DownloadsFilter<DownloadCategoryId>;

/**
 * Category cards, the search box and category dropdown (combined), and the file list
 * (spec 2.7, 5). Filters live in the URL; the server renders a filtered URL, and with
 * JavaScript the list follows every keystroke.
 */
export function DownloadsBrowser({
  copy,
  categories,
  items,
  archives,
  initialFilter,
}: {
  copy: DownloadsPageCopy;
  categories: readonly DownloadCategory[];
  items: DownloadView[];
  archives: Record<DownloadCategoryId | "all", ServedFile>;
  initialFilter: Filter;
}) {
  const { common } = useUi();
  const lang = useLang();
  const { filter: filterCopy, list } = copy;
  const ids = categories.map((c) => c.id);
  const [filter, setFilter] = useUrlFilter<Filter>(initialFilter, (search) => parseDownloadsFilter(search, ids), filterSearch);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const shown = filterDownloads(items, filter);
  const category = categories.find((c) => c.id === filter.category);
  const archive = archives[filter.category];

  const browse = (id: DownloadCategoryId) => {
    setFilter({ ...filter, category: id });
    // Take keyboard and screen-reader users to the list they asked for.
    requestAnimationFrame(() => {
      listHeading.current?.focus({ preventScroll: true });
      listHeading.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    });
  };
  const onSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <>
      <CategoryCards copy={copy.categories} categories={categories} q={filter.q} onBrowse={browse} />
      <section aria-labelledby="downloads-list-title" id="downloads-list" className="container-page scroll-mt-32 py-12 md:py-16">
        <form
          method="get"
          action={localizePath("/downloads#downloads-list", lang)}
          role="search"
          aria-label={filterCopy.formLabel}
          onSubmit={onSubmit}
          className="flex flex-col gap-3 rounded-xl bg-mist p-4 md:flex-row md:items-end md:p-6"
        >
          <SearchField
            id="downloads-q"
            label={filterCopy.search}
            placeholder={filterCopy.placeholder}
            value={filter.q}
            onChange={(q) => setFilter({ ...filter, q })}
          />
          <div className="md:w-60">
            <label htmlFor="downloads-category" className="block text-sm font-medium text-navy-900">
              {filterCopy.category}
            </label>
            <select
              id="downloads-category"
              name="category"
              value={filter.category}
              onChange={(e) => setFilter({ ...filter, category: e.target.value as Filter["category"] })}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink focus-visible:border-navy-700"
            >
              <option value={allCategories}>{filterCopy.allCategories}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass()}>
            {filterCopy.apply}
          </button>
        </form>

        <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
          <div>
            <h2
              id="downloads-list-title"
              ref={listHeading}
              tabIndex={-1}
              className="font-serif text-2xl font-medium text-navy-900 outline-none md:text-3xl"
            >
              {category?.name ?? list.all}
            </h2>
            <p role="status" className="mt-1 text-sm text-muted">
              {plural(list.count, shown.length, lang)}
              {filter.q.trim() ? fill(common.files.matching, { query: filter.q.trim() }) : ""}
            </p>
          </div>
          <a href={archive.url} download className={buttonClass({ variant: "secondary" })}>
            <Icon name="archive" />
            <span>
              {common.files.downloadAll}
              <span className="sr-only">{fillParts(list.archiveNote, { category: category?.name ?? list.archiveAll })}</span>
              {fillParts(common.files.archiveFacts, { type: archive.type, size: archive.size })}
            </span>
          </a>
        </div>

        {shown.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-slate-400 px-6 py-12 text-center">
            <Icon name="search" className="mx-auto size-8 text-muted" />
            <p className="mt-3 text-lg font-semibold text-navy-900">{list.empty}</p>
            <a
              href={localizePath("/downloads#downloads-list", lang)}
              onClick={(e) => (e.preventDefault(), setFilter({ q: "", category: allCategories }))}
              className="mt-3 inline-block font-medium text-navy-700 underline underline-offset-2"
            >
              {list.clear}
            </a>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {shown.map((d) => (
              <FileRow key={d.url} name={d.name} description={d.description} url={d.url} type={d.type} size={d.size} />
            ))}
          </ul>
        )}
        <p className="mt-6 text-sm text-muted">{list.note}</p>
      </section>
    </>
  );
}
