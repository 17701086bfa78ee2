import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { DealerEntry } from "~/lib/dealers";
import { formatDistance } from "~/lib/distance";
import { cn } from "~/lib/cn";
import { useLang, useUi } from "~/lib/use-ui";
import { TierBadge } from "./tier-badge";

export const optionId = (dealerId: string) => `dealer-option-${dealerId}`;

/**
 * The dealer list (spec 2.9 and 9: scroll area at most 20rem). In the server's HTML it is
 * a plain list anyone can read; once JavaScript runs it becomes a listbox: one Tab stop,
 * arrow keys, Home and End move, Enter, Space or a click chooses the dealer (which
 * selects it on the map and opens the detail card).
 */
export function DealerList({
  entries,
  selectedId,
  onSelect,
  interactive,
  labelledBy,
}: {
  entries: DealerEntry[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  interactive: boolean;
  labelledBy: string;
}) {
  const { awayNote } = useUi().dealerLocator;
  const lang = useLang();
  const listRef = useRef<HTMLUListElement>(null);
  // The option that holds the Tab stop, for as long as the selection it was chosen under
  // lasts: a new selection (from the map, or the nearest after sorting) takes the Tab stop.
  const [active, setActive] = useState<{ id: string; underSelection: string | null } | null>(null);
  const activeId = active && active.underSelection === selectedId ? active.id : null;
  const setActiveId = (id: string) => setActive({ id, underSelection: selectedId });
  const selectedIndex = entries.findIndex((e) => e.dealer.id === selectedId);
  const activeIndex = Math.max(
    0,
    entries.findIndex((e) => e.dealer.id === (activeId ?? selectedId)),
  );

  // A dealer chosen on the map (or the nearest one after sorting) is scrolled into the
  // list's view without moving the page or the keyboard focus.
  useEffect(() => {
    const list = listRef.current;
    const option = selectedId ? document.getElementById(optionId(selectedId)) : null;
    if (!list || !option) return;
    if (option.offsetTop < list.scrollTop || option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop - (list.clientHeight - option.offsetHeight) / 2;
    }
  }, [selectedId, entries]);

  function focusAt(index: number) {
    const entry = entries[Math.min(entries.length - 1, Math.max(0, index))];
    if (!entry) return;
    setActiveId(entry.dealer.id);
    document.getElementById(optionId(entry.dealer.id))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: entries.length - 1,
      PageDown: activeIndex + 5,
      PageUp: activeIndex - 5,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusAt(target);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const entry = entries[activeIndex];
      if (entry) onSelect(entry.dealer.id);
    }
  }

  return (
    <ul
      ref={listRef}
      aria-labelledby={labelledBy}
      className="relative max-h-80 divide-y divide-line overflow-y-auto rounded-lg border border-line bg-white"
      {...(interactive
        ? { role: "listbox", onKeyDown }
        : // Without JavaScript the list is still scrollable by keyboard.
          { tabIndex: 0 })}
    >
      {entries.map(({ dealer, km }, index) => {
        const selected = index === selectedIndex;
        return (
          <li
            key={dealer.id}
            id={optionId(dealer.id)}
            className={cn(
              "flex items-start justify-between gap-3 px-4 py-3 outline-offset-[-3px]",
              interactive && "cursor-pointer hover:bg-mist",
              selected && "bg-mist shadow-[inset_4px_0_0_var(--color-brass-600)]",
            )}
            {...(interactive
              ? {
                  role: "option",
                  "aria-selected": selected,
                  tabIndex: index === activeIndex ? 0 : -1,
                  onClick: () => {
                    setActiveId(dealer.id);
                    onSelect(dealer.id);
                  },
                  onFocus: () => setActiveId(dealer.id),
                }
              : {})}
          >
            <span className="min-w-0">
              <span className="block font-medium text-navy-900">{dealer.name}</span>
              <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                {dealer.city}
                <TierBadge tier={dealer.tier} />
              </span>
            </span>
            {km === undefined ? null : (
              <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-navy-900">
                {formatDistance(km, lang)}
                <span className="sr-only">{awayNote}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
