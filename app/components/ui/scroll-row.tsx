import { Children, isValidElement, type CSSProperties, type ReactNode, type Ref } from "react";
import { cn } from "~/lib/cn";

/** Literal class names per breakpoint, so Tailwind sees them. */
const layouts = {
  md: {
    list: "md:mx-0 md:my-0 md:grid md:overflow-visible md:px-0 md:py-0",
    item: "md:w-auto md:max-w-none",
    progress: "md:hidden",
  },
  lg: {
    list: "lg:mx-0 lg:my-0 lg:grid lg:overflow-visible lg:px-0 lg:py-0",
    item: "lg:w-auto lg:max-w-none",
    progress: "lg:hidden",
  },
} as const;

/**
 * A list of cards that is one row scrolling sideways on small screens and a grid from the
 * `grid` breakpoint up: a phone shows a card and the edge of the next instead of a page of
 * cards one under the other. CSS only (scroll snap), so it works the same before, after and
 * without hydration; touch, a trackpad, a scrollbar or Tab through the cards' links move it.
 * Under the row, where the browser supports scroll-driven animations, a thin bar shows how
 * far it has been scrolled (app/app.css, .scroll-row); it is decoration, hidden from screen
 * readers, which read the list as a list.
 *
 *   <ScrollRow grid="md" className="md:grid-cols-3 md:gap-6">{items.map((i) => <Card key={i.id} />)}</ScrollRow>
 *
 * Each child becomes an <li> keyed by the child's key; `className` adds the grid's columns
 * and gaps; the row's own gap is `gap-4`. Cards in the row are as tall as the tallest.
 */
export function ScrollRow({
  children,
  grid = "md",
  className,
  itemClassName,
  listRef,
}: {
  children: ReactNode;
  /** From which breakpoint up the cards lie in a grid. */
  grid?: keyof typeof layouts;
  className?: string;
  /** How wide a card is in the row (default: 85% of the screen, two from 640 px). */
  itemClassName?: string;
  listRef?: Ref<HTMLUListElement>;
}) {
  const items = Children.toArray(children);
  const layout = layouts[grid];
  return (
    <div className="scroll-row">
      <ul
        ref={listRef}
        className={cn(
          // Full-bleed on phones: the row runs to the screen's edges, its first card lines up
          // with the text above. Vertical padding keeps the cards' shadows inside the row.
          "scroll-row-track -mx-4 -my-2 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6",
          layout.list,
          className,
        )}
      >
        {items.map((item, i) => (
          <li
            key={isValidElement(item) && item.key !== null ? item.key : i}
            // Positioned, so what a card places absolutely (a screen-reader-only label) scrolls
            // and is clipped with it rather than widening the page.
            className={cn("relative shrink-0 snap-start", itemClassName ?? "w-[85%] max-w-sm sm:w-[46%]", layout.item)}
          >
            {item}
          </li>
        ))}
      </ul>
      <div
        aria-hidden="true"
        className={cn("scroll-row-progress", layout.progress)}
        style={{ "--scroll-row-start": items.length ? 1 / items.length : 1 } as CSSProperties}
      >
        <span />
      </div>
    </div>
  );
}
