import { PageHero } from "~/components/sections/page-hero";
import type { NewsPagesCopy } from "~/content/news-pages";
import type { NewsItem } from "~/content/news-item";
import { NewsHeroCard } from "./news-hero-card";
import { NewsList } from "./news-list";

/**
 * The news page's content: its hero, with the featured article's card beside it, and every
 * article as a card (spec 2.5). Links and text only, so the page keeps the server's HTML and
 * this code comes with a navigation to the page inside the site (app/routes/news.tsx).
 */
export function NewsOverview({ copy, items }: { copy: NewsPagesCopy["overview"]; items: readonly NewsItem[] }) {
  const lead = items.find((item) => item.featured) ?? items[0];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} panel={lead ? <NewsHeroCard item={lead} /> : undefined} />
      <NewsList items={items} label={copy.listLabel} />
    </>
  );
}
