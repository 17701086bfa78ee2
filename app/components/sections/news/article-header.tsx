import { CategoryBadge, NewsMeta } from "~/components/sections/news-meta";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { LocalLink } from "~/components/ui/smart-link";
import type { NewsPagesCopy } from "~/content/news-pages";
import type { NewsItem } from "~/content/news-item";

const pictureClass = "aspect-[16/9] w-full rounded-2xl bg-navy-800 object-cover shadow-2xl shadow-navy-950/40 ring-1 ring-white/15";

/**
 * An article's dark header (spec 2.5): back to the overview, category, title, date and
 * reading time, and the article's drawing or photo beside them (under them on narrow screens). The
 * band is the content pages' (`.page-hero`, app/app.css).
 */
export function ArticleHeader({ article, copy }: { article: NewsItem; copy: NewsPagesCopy }) {
  return (
    <header className="page-hero on-dark">
      <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-2 lg:items-center lg:gap-12">
        <div className="min-w-0">
          <LocalLink to="/news" className="-my-1 inline-flex items-center gap-2 py-1 text-sm font-medium text-brass-300 hover:underline">
            <Icon name="arrowLeft" className="size-4" />
            {copy.article.back}
          </LocalLink>
          <div className="mt-6">
            <CategoryBadge category={article.category} onDark />
          </div>
          <h1 className="mt-4 font-serif text-3xl font-medium md:text-5xl lg:text-4xl lg:leading-tight xl:text-[2.75rem]">
            {article.title}
          </h1>
          <NewsMeta item={article} className="mt-4 text-slate-200" />
        </div>
        {article.photo ? (
          <Picture
            image={article.photo}
            alt={article.imageAlt}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority
            imgClassName={pictureClass}
          />
        ) : (
          <img src={article.image} alt={article.imageAlt} width={1200} height={675} fetchPriority="high" className={pictureClass} />
        )}
      </div>
    </header>
  );
}
