import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { SearchResult } from "~/lib/search/types";
import { loadSearch, type Searcher } from "./load-search";

/**
 * State and keyboard behaviour of the header search combobox (spec 2.2 and 4, PRODUCT.md
 * 13; WAI-ARIA combobox pattern with a listbox popup). The list is open while the trimmed
 * query has results and the visitor has not closed it (Escape, outside click, leaving the
 * box, choosing a result); typing, an arrow key or a click in the box opens it again.
 */
export function useCombobox({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState("");
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const results = useMemo(() => (searcher ? searcher.search(query) : []), [searcher, query]);
  const open = !dismissed && results.length > 0;

  function close() {
    setDismissed(true);
    setActive(-1);
  }

  function load(): Promise<Searcher> {
    return loadSearch().then((loaded) => {
      setSearcher(loaded);
      return loaded;
    });
  }

  function go(url: string) {
    setQuery("");
    close();
    onNavigate?.();
    void Promise.resolve(navigate(url)).then(() => {
      // Like a page load, the next Tab starts from the new page's content.
      document.getElementById("main")?.focus({ preventScroll: true });
    });
  }

  function choose(result: SearchResult) {
    go(result.url);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const inputProps = {
    value: query,
    onFocus() {
      if (!searcher) load().catch(() => undefined);
    },
    onClick() {
      // Clicking back into the box shows its results again after an outside click.
      setDismissed(false);
    },
    onChange(event: { currentTarget: HTMLInputElement }) {
      setQuery(event.currentTarget.value);
      setDismissed(false);
      setActive(-1);
    },
    onBlur(event: { relatedTarget: EventTarget | null }) {
      if (!root.current?.contains(event.relatedTarget as Node | null)) close();
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      const count = results.length;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!count) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        setDismissed(false);
        if (!open || active < 0) setActive(down ? 0 : count - 1);
        else setActive((active + (down ? 1 : count - 1)) % count);
      } else if (event.key === "Enter" && open && active >= 0) {
        event.preventDefault();
        choose(results[active]!);
      } else if (event.key === "Escape") {
        // Handled here, so it neither clears the field natively nor closes the mobile
        // menu while the list is open; a second Escape clears the field.
        if (open) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery("");
        }
      }
    },
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return go("/search");
    const searchPage = `/search?q=${encodeURIComponent(trimmed)}`;
    // Submitting goes to the first result; with none, to the search page (PRODUCT.md 13).
    const first = await (searcher ? Promise.resolve(searcher) : load()).then(
      (s) => s.search(trimmed)[0],
      () => undefined,
    );
    go(first ? first.url : searchPage);
  }

  return { root, query, results, open, active, setActive, choose, inputProps, onSubmit };
}
