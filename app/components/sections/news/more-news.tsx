import { NewsCard } from "~/components/sections/news-card";
import type { NewsItem } from "~/content/news-item";

/** The other articles under an article (spec 2.5); nothing when there are none. */
export function MoreNews({ items, title }: { items: readonly NewsItem[]; title: string }) {
  if (!items.length) return null;
  return (
    <aside aria-labelledby="more-news" className="bg-mist">
      <div className="container-page py-12 md:py-16">
        <h2 id="more-news" className="font-serif text-2xl font-medium text-navy-900">
          {title}
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
