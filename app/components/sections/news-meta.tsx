import type { NewsCategory } from "~/content/news-pages";
import type { NewsItem } from "~/content/news-item";
import { fillParts } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

/**
 * The badges and dates of the news cards (./news-card.tsx) and an article's header. Their
 * texts come from the page's interface set (`useUi().newsCard`, app/content/news-pages.ts),
 * dates (written out by the server, `NewsItem.date`) and links follow the page's language.
 */
export function CategoryBadge({ category, onDark = false }: { category: NewsCategory; onDark?: boolean }) {
  const { newsCard } = useUi();
  return (
    <span
      className={
        onDark
          ? "inline-flex items-center rounded-full bg-brass-300 px-3 py-1 text-xs font-semibold text-navy-950"
          : "inline-flex items-center rounded-full bg-mist px-3 py-1 text-xs font-semibold text-navy-800 ring-1 ring-line"
      }
    >
      {newsCard.categories[category]}
    </span>
  );
}

/** Date and reading time, e.g. "15 Jan 2025 · 5 min read" ("15 jan 2025 · 5 min lezen"). */
export function NewsMeta({ item, className }: { item: Pick<NewsItem, "publishDate" | "date" | "readTime">; className?: string }) {
  const { newsCard } = useUi();
  return (
    <p className={className}>
      <time dateTime={item.publishDate}>{item.date}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {fillParts(newsCard.readTime, { minutes: item.readTime })}
    </p>
  );
}
