import type { NewsItem } from "~/content/news-item";
import type { HomeContent } from "~/content/home";
import { NewsCard } from "~/components/sections/news-card";
import { Icon } from "~/components/ui/icon";
import { ScrollRow } from "~/components/ui/scroll-row";
import { LocalLink } from "~/components/ui/smart-link";
import { SectionHeading } from "./section-heading";

/**
 * News (spec 2.3, anchor `news`): three article cards, the featured one first with its
 * Featured badge, each with Read more to /news/{slug}. A row to swipe through on phones.
 */
export function NewsSection({ newsSection, items }: { newsSection: HomeContent["news"]; items: readonly NewsItem[] }) {
  return (
    <section id="news" aria-labelledby="news-title" className="bg-white py-10 outline-none md:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="news-title" eyebrow={newsSection.eyebrow} title={newsSection.title} intro={newsSection.intro} />
          <LocalLink
            to={newsSection.all.to}
            className="inline-flex items-center gap-1.5 font-medium text-navy-700 underline-offset-4 hover:underline"
          >
            {newsSection.all.label}
            <Icon name="arrowRight" className="size-4" />
          </LocalLink>
        </div>
        {items.length ? (
          <ScrollRow className="mt-6 md:mt-10 md:grid-cols-3 md:gap-6">
            {items.map((item) => (
              <NewsCard key={item.slug} item={item} headingLevel={3} />
            ))}
          </ScrollRow>
        ) : (
          <p className="mt-6 text-muted md:mt-10">{newsSection.empty}</p>
        )}
      </div>
    </section>
  );
}
