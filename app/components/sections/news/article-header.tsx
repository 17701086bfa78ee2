import { CategoryBadge, NewsMeta } from "~/components/sections/news-card";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import type { NewsPagesCopy } from "~/content/news-pages";
import type { NewsItem } from "~/content/news-item";

/** An article's dark header (spec 2.5): back to the overview, category, title, date and reading time. */
export function ArticleHeader({ article, copy }: { article: NewsItem; copy: NewsPagesCopy }) {
  return (
    <header className="on-dark bg-gradient-to-br from-navy-900 to-navy-800 text-white">
      <div className="container-page max-w-4xl py-10 md:py-14">
        <LocalLink to="/news" className="-my-1 inline-flex items-center gap-2 py-1 text-sm font-medium text-brass-300 hover:underline">
          <Icon name="arrowLeft" className="size-4" />
          {copy.article.back}
        </LocalLink>
        <div className="mt-6">
          <CategoryBadge category={article.category} onDark />
        </div>
        <h1 className="mt-4 text-3xl font-semibold md:text-5xl">{article.title}</h1>
        <NewsMeta item={article} className="mt-4 text-slate-200" />
      </div>
    </header>
  );
}
