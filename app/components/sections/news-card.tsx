import type { NewsItem } from "~/content/news-item";
import { LocalLink } from "~/components/ui/smart-link";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { truncate } from "~/lib/text";
import { useUi } from "~/lib/use-ui";
import { CategoryBadge, NewsMeta } from "./news-meta";

/** Spec 2.5 and 9: titles cut at 80 characters, excerpts at 120, with an ellipsis. */
export const NEWS_TITLE_LIMIT = 80;
export const NEWS_EXCERPT_LIMIT = 120;

/**
 * A news card, on the news pages, under an article and on the home page: its drawing (or its
 * photo, as a responsive picture), badges,
 * date, truncated title and excerpt, Read more, in the page's language.
 */
export function NewsCard({ item, headingLevel = 2, eager = false }: { item: NewsItem; headingLevel?: 2 | 3; eager?: boolean }) {
  const { newsCard } = useUi();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line transition hover:shadow-md">
      {item.photo ? (
        <Picture
          image={item.photo}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          priority={eager}
          imgClassName="aspect-[16/9] w-full bg-mist object-cover"
        />
      ) : (
        <img
          src={item.image}
          alt=""
          width={1200}
          height={675}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[16/9] w-full bg-mist object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          {item.featured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold text-white">
              <Icon name="star" className="size-3" />
              {newsCard.featured}
            </span>
          ) : null}
          <CategoryBadge category={item.category} />
        </div>
        <Heading className="mt-4 text-xl font-semibold text-navy-900">
          {/* The whole card is clickable through this link's ::after; "Read more" stays for clarity. */}
          <LocalLink to={`/news/${item.slug}`} className="after:absolute after:inset-0 group-hover:underline" data-testid="news-title">
            {truncate(item.title, NEWS_TITLE_LIMIT)}
          </LocalLink>
        </Heading>
        <NewsMeta item={item} className="mt-2 text-sm text-muted" />
        <p className="mt-3 flex-1 text-ink" data-testid="news-excerpt">
          {truncate(item.excerpt, NEWS_EXCERPT_LIMIT)}
        </p>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-navy-700">
          {newsCard.readMore}
          <Icon name="arrowRight" className="size-4" />
        </span>
      </div>
    </article>
  );
}
