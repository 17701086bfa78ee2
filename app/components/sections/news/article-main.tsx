import type { NewsItem } from "~/content/news-item";
import type { NewsPagesCopy } from "~/content/news-pages";
import { ArticleBody } from "./article-body";
import { ArticleHeader } from "./article-header";
import { MoreNews } from "./more-news";

/** An article (spec 2.5): its header, its text and sharing, then the other articles. */
export function ArticleMain({
  article,
  html,
  url,
  copy,
  others,
}: {
  article: NewsItem;
  html: string;
  url: string;
  copy: NewsPagesCopy;
  others: readonly NewsItem[];
}) {
  return (
    <>
      <ArticleHeader article={article} copy={copy} />
      <ArticleBody article={article} html={html} url={url} copy={copy} />
      <MoreNews items={others} title={copy.article.more} />
    </>
  );
}
