import type { FormEvent } from "react";
import type { DownloadCategory, DownloadCategoryId } from "~/content/served-files";
import type { DownloadsPageCopy } from "~/content/downloads-page";
import { buttonClass } from "~/components/ui/button";
import { allCategories, type DownloadsFilter } from "~/lib/downloads-filter";
import { localizePath } from "~/lib/i18n";
import { useLang } from "~/lib/use-ui";
import { SearchField } from "./search-field";

type Filter = DownloadsFilter<DownloadCategoryId>;

/**
 * The search box and category dropdown of /downloads, in the hero's right half: a GET form
 * to the list without JavaScript, live with it. A row on tablets, a column beside the title.
 */
export function DownloadsFilterForm({
  copy,
  categories,
  filter,
  onChange,
  onSubmit,
}: {
  copy: DownloadsPageCopy["filter"];
  categories: readonly DownloadCategory[];
  filter: Filter;
  onChange: (filter: Filter) => void;
  onSubmit: (e: FormEvent) => void;
}) {
  const lang = useLang();
  return (
    <form
      method="get"
      action={localizePath("/downloads#downloads-list", lang)}
      role="search"
      aria-label={copy.formLabel}
      onSubmit={onSubmit}
      className="flex flex-col gap-3 md:flex-row md:items-end lg:flex-col lg:items-stretch"
    >
      <SearchField
        id="downloads-q"
        label={copy.search}
        placeholder={copy.placeholder}
        value={filter.q}
        onChange={(q) => onChange({ ...filter, q })}
      />
      <div className="md:w-60 lg:w-auto">
        <label htmlFor="downloads-category" className="block text-sm font-medium text-navy-900">
          {copy.category}
        </label>
        <select
          id="downloads-category"
          name="category"
          value={filter.category}
          onChange={(e) => onChange({ ...filter, category: e.target.value as Filter["category"] })}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink focus-visible:border-navy-700"
        >
          <option value={allCategories}>{copy.allCategories}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass()}>
        {copy.apply}
      </button>
    </form>
  );
}
