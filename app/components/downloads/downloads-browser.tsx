import { useRef, type FormEvent } from "react";
import type { DownloadCategory, DownloadCategoryId, DownloadView, ServedFile } from "~/content/served-files";
import { HeroPanel, PageHero } from "~/components/sections/page-hero";
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
import { NoResults } from "./no-results";
import { DownloadsFilterForm } from "./downloads-filter-form";
import { useUrlFilter } from "./use-url-filter";

type Filter = DownloadsFilter<DownloadCategoryId>;

/**
 * The page's hero with the search box and category dropdown (combined) in its right half,
 * the category cards and the file list (spec 2.7, 5). Filters live in the URL; the server
 * renders a filtered URL, and with JavaScript the list follows every keystroke.
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

  // Take keyboard and screen-reader users to the list they asked for.
  const showList = () =>
    requestAnimationFrame(() => {
      listHeading.current?.focus({ preventScroll: true });
      listHeading.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    });
  const browse = (id: DownloadCategoryId) => {
    setFilter({ ...filter, category: id });
    showList();
  };
  // Without script the form asks for the page at #downloads-list; with it, the list is
  // already filtered, so Apply takes the visitor there.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    showList();
  };

  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        panel={
          <HeroPanel tone="paper">
            <DownloadsFilterForm copy={filterCopy} categories={categories} filter={filter} onChange={setFilter} onSubmit={onSubmit} />
          </HeroPanel>
        }
      />
      <CategoryCards copy={copy.categories} categories={categories} q={filter.q} onBrowse={browse} />
      <section aria-labelledby="downloads-list-title" id="downloads-list" className="container-page scroll-mt-32 py-12 md:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
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
          <NoResults
            message={list.empty}
            clearLabel={list.clear}
            href={localizePath("/downloads#downloads-list", lang)}
            onClear={() => setFilter({ q: "", category: allCategories })}
          />
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
