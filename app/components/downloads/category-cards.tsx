import type { MouseEvent } from "react";
import type { DownloadCategory, DownloadCategoryId } from "~/content/served-files";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { SectionTitle } from "~/components/ui/section-title";
import type { DownloadsPageCopy } from "~/content/downloads-page";
import { filterSearch } from "~/lib/downloads-filter";
import { localizePath } from "~/lib/i18n";
import { useLang } from "~/lib/use-ui";

/**
 * The four category summary cards (spec 2.7). The counts are the spec's fixed numbers
 * for the full library (spec 9). Browse is a link to the filtered list, so it works
 * without JavaScript; with it, the filter changes in place.
 */
export function CategoryCards({
  copy,
  categories,
  q,
  onBrowse,
}: {
  copy: DownloadsPageCopy["categories"];
  categories: readonly DownloadCategory[];
  q: string;
  onBrowse: (id: DownloadCategoryId) => void;
}) {
  const lang = useLang();
  return (
    <section aria-labelledby="categories-title" className="container-page pt-12 md:pt-16">
      <SectionTitle id="categories-title" title={copy.title} />
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {categories.map((c) => (
          <li key={c.id} className="flex flex-col rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-lg bg-navy-900 text-brass-300 sm:size-12">
              <Icon name={c.icon} className="size-6" />
            </span>
            <h3 className="mt-3 font-semibold leading-snug text-navy-900 sm:mt-4 sm:text-lg">{c.name}</h3>
            <p className="mt-1 hidden text-sm text-muted sm:block">{c.description}</p>
            <p className="mb-4 mt-2 text-2xl font-semibold text-navy-900 sm:mt-3">
              {c.count} <span className="text-base font-normal text-muted">{copy.files}</span>
            </p>
            <a
              href={localizePath(`/downloads${filterSearch({ q, category: c.id })}#downloads-list`, lang)}
              onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                e.preventDefault();
                onBrowse(c.id);
              }}
              className={buttonClass({ variant: "outline", size: "sm" }, "mt-auto self-start text-navy-900")}
            >
              {copy.browse}
              <span className="sr-only"> {c.name}</span>
              <Icon name="arrowRight" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
