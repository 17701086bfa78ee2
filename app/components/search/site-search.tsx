import { useCallback, useEffect, useId, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { SearchListbox } from "./search-listbox";
import { useCombobox } from "./use-combobox";

/**
 * The header's search box (spec 2.2, PRODUCT.md 13), in the desktop main bar and in the
 * mobile menu (which passes `onNavigate` to close itself). Without JavaScript it is a
 * plain GET form to /search; after hydration it becomes a combobox whose list shows the
 * ranked results. Ids come from useId, so both instances can be on the page at once.
 */
export function SiteSearch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const id = useId();
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const optionId = useCallback((index: number) => `${id}option-${index}`, [id]);
  const { root, query, results, open, active, setActive, choose, inputProps, onSubmit } = useCombobox({ onNavigate });
  // The combobox roles only once the script that makes them work is running.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  return (
    <form
      ref={root}
      role="search"
      action="/search"
      method="get"
      className={cn("relative", className)}
      onSubmit={enhanced ? onSubmit : undefined}
    >
      <label htmlFor={inputId} className="sr-only">
        Search the site
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        placeholder="Search brands, manuals, news…"
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
        <span className="sr-only">Search</span>
      </button>
      {enhanced ? (
        <>
          <SearchListbox
            id={listId}
            optionId={optionId}
            results={open ? results : []}
            active={active}
            onActivate={setActive}
            onChoose={choose}
          />
          <p role="status" className="sr-only">
            {open ? `${results.length} ${results.length === 1 ? "result" : "results"} for ${query.trim()}` : ""}
          </p>
        </>
      ) : null}
    </form>
  );
}
