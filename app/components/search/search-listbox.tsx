import { useEffect } from "react";
import type { SearchResult } from "~/lib/search/types";
import { useUi } from "~/lib/use-ui";
import { ResultTypeIcon, ResultTypeLabel } from "./result-type";

/**
 * The combobox's popup: a listbox whose options show a type icon, the title, a line of
 * the description and the type label (spec 2.2), at most 24rem tall (spec 9). Focus stays
 * in the input; the active option is shown by aria-activedescendant and kept in view.
 */
export function SearchListbox({
  id,
  optionId,
  results,
  active,
  onActivate,
  onChoose,
}: {
  id: string;
  optionId: (index: number) => string;
  results: readonly SearchResult[];
  active: number;
  onActivate: (index: number) => void;
  onChoose: (result: SearchResult) => void;
}) {
  const { searchBox } = useUi();
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active, optionId]);

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={searchBox.listLabel}
      hidden={!results.length}
      // Wider than the header's box, right-aligned under it; inside the mobile menu's
      // dialog, exactly as wide as the box so it never leaves the panel.
      className="absolute right-0 top-full z-50 mt-1 max-h-96 w-[max(100%,24rem)] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg [dialog_&]:w-full"
    >
      {results.map((result, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys work in the combobox's input (aria-activedescendant), which keeps the focus
        <li
          key={result.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className="flex cursor-pointer items-center gap-3 px-3 py-2 text-left aria-selected:bg-mist"
          // Keep focus in the input when an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== active && onActivate(index)}
          onClick={() => onChoose(result)}
        >
          <ResultTypeIcon type={result.type} />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm font-medium text-navy-900">{result.title}</span>
            <span className="block truncate text-xs text-muted">{result.description}</span>
          </span>
          <ResultTypeLabel type={result.type} />
        </li>
      ))}
    </ul>
  );
}
