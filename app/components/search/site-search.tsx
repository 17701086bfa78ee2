import { useCallback, useId } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { localizePath } from "~/lib/i18n";
import { useLang, useUi } from "~/lib/use-ui";
import { useCombobox } from "./use-combobox";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The header's search box (spec 2.2, PRODUCT.md 13), in the desktop main bar and in the
 * mobile menu (which passes `onNavigate` to close itself). Without JavaScript it is a
 * plain GET form to /search; after hydration it becomes a combobox whose list shows the
 * ranked results. Ids come from useId, so both instances can be on the page at once. It
 * searches the page's language's index and goes to that language's pages (PRODUCT.md 19).
 */
export function SiteSearch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { searchBox } = useUi();
  const lang = useLang();
  const id = useId();
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const optionId = useCallback((index: number) => `${id}option-${index}`, [id]);
  const { root, query, results, open, active, setActive, choose, inputProps, onSubmit, searcher } = useCombobox({ onNavigate });
  // The combobox roles only once the script that makes them work is running.
  const enhanced = useHydrated();

  return (
    <form
      ref={root}
      role="search"
      action={localizePath("/search", lang)}
      method="get"
      className={cn("relative", className)}
      onSubmit={enhanced ? onSubmit : undefined}
    >
      <label htmlFor={inputId} className="sr-only">
        {searchBox.field.label}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        placeholder={searchBox.field.placeholder}
        autoComplete="off"
        className="h-10 w-full rounded-md border border-line bg-white pl-3 pr-10 text-sm placeholder:text-muted focus:border-navy-700"
        {...(enhanced && {
          ...inputProps,
          role: "combobox",
          "aria-autocomplete": "list" as const,
          "aria-expanded": open,
          "aria-controls": listId,
          "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
        })}
      />
      <button type="submit" className="absolute right-0 top-0 flex h-10 w-10 items-center justify-center text-muted hover:text-navy-900">
        <Icon name="search" className="size-5" />
        <span className="sr-only">{searchBox.field.submit}</span>
      </button>
      {enhanced ? (
        <>
          {/* The list's code comes with the index, on first focus (./load-search.ts); until
              then the box's list is empty. */}
          {searcher ? (
            <searcher.popup.SearchListbox
              id={listId}
              optionId={optionId}
              results={open ? results : []}
              active={active}
              onActivate={setActive}
              onChoose={choose}
            />
          ) : (
            <ul id={listId} role="listbox" aria-label={searchBox.listLabel} hidden />
          )}
          <p role="status" className="sr-only">
            {open && searcher ? searcher.popup.resultsStatus(searchBox, results.length, query.trim(), lang) : ""}
          </p>
        </>
      ) : null}
    </form>
  );
}
