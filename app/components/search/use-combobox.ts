import { useNavigate } from "react-router";
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { localizePath } from "~/lib/i18n";
import type { SearchResult } from "~/lib/search/types";
import { useLang } from "~/lib/use-ui";
import { loadSearch, type Searcher } from "./load-search";

/**
 * State and keyboard behaviour of the header search combobox (spec 2.2 and 4, PRODUCT.md
 * 13; WAI-ARIA combobox pattern with a listbox popup). The list is open while the trimmed
 * query has results and the visitor has not closed it (Escape, outside click, leaving the
 * box, choosing a result); typing, an arrow key or a click in the box opens it again.
 * It searches the page's language's index, whose results are that language's pages.
 */
export function useCombobox({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const lang = useLang();
  const root = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState("");
  const [loaded, setLoaded] = useState<Searcher | null>(null);
  // The header stays on screen when the visitor moves to another language: an index
  // loaded for the previous one is not used, and focus loads the new one.
  const searcher = loaded?.lang === lang ? loaded : null;
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const results = useMemo(() => (searcher ? searcher.search(query) : []), [searcher, query]);
  const open = !dismissed && results.length > 0;

  function close() {
    setDismissed(true);
    setActive(-1);
  }

  function load(): Promise<Searcher> {
    return loadSearch(lang).then((next) => {
      setLoaded(next);
      return next;
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return go(localizePath("/search", lang));
    const searchPage = localizePath(`/search?q=${encodeURIComponent(trimmed)}`, lang);
    // Submitting goes to the first result; with none, to the search page (PRODUCT.md 13).
    const first = await (searcher ? Promise.resolve(searcher) : load()).then(
      (s) => s.search(trimmed)[0],
      () => undefined,
    );
    go(first ? first.url : searchPage);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);
  return { root, query, results, open, active, setActive, choose, inputProps, onSubmit, searcher };
}
