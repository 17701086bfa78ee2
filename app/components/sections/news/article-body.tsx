import { ShareLinks } from "~/components/sections/share-links";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import type { NewsPagesCopy } from "~/content/news-pages";
import type { NewsItem } from "~/content/news-item";

/** The article itself (spec 2.5): lead, the text rendered from markdown, sharing; its picture is in the header. */
export function ArticleBody({ article, html, url, copy }: { article: NewsItem; html: string; url: string; copy: NewsPagesCopy }) {
  return (
    <div className="container-page max-w-4xl py-10 md:py-14">
      <p className="prose-page text-lg font-medium">{article.excerpt}</p>
      {/* Trusted Markdown from content/news/, rendered on the server. */}
      <div className="prose-page" dangerouslySetInnerHTML={{ __html: html }} />
      <div className="mt-12 max-w-3xl">
        <ShareLinks url={url} title={article.title} summary={article.excerpt} copy={copy.share} />
      </div>
      <LocalLink to="/news" className="mt-10 inline-flex items-center gap-2 font-medium text-navy-700 hover:underline">
        <Icon name="arrowLeft" className="size-4" />
        {copy.article.back}
      </LocalLink>
    </div>
  );
}
