import { NewsCard } from "~/components/sections/news-card";
import type { NewsItem } from "~/content/news-item";

/** Every article as a card, newest first (spec 2.5); the first picture loads at once. */
export function NewsList({ items, label }: { items: readonly NewsItem[]; label: string }) {
  return (
    <section aria-label={label} className="bg-mist">
      <ul className="container-page grid gap-8 py-12 md:grid-cols-2 md:py-16 lg:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.id}>
            <NewsCard item={item} eager={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
