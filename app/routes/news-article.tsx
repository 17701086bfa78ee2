import { Marked } from "marked";
import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { newsArticleJsonLd } from "~/components/sections/news/structured-data";
import { LocalLink } from "~/components/ui/smart-link";
import { newsPagesCopy, newsUi } from "~/content/i18n/news.server";
import { findArticle, newsItems } from "~/content/news.server";
import { site } from "~/content/company.server";
import { localizePath, requestLang, type Lang } from "~/lib/i18n";
import { absoluteUrl } from "~/lib/meta";
import { routeMeta } from "~/lib/route-meta";
import { breadcrumbs, notFoundMeta, pageMeta } from "~/server/seo.server";
import { useSite, useUi } from "~/lib/use-ui";
import type { Route } from "./+types/news-article";
import { ArticleMain } from "~/components/sections/news/article-main";

/**
 * The article's markdown as HTML, its links to pages of this site moved into the page's
 * language: the articles write English paths ("/brands/norcool"), a Dutch article links
 * "/nl/brands/norcool" (PRODUCT.md 19).
 */
function articleHtml(markdown: string, lang: Lang): string {
  const marked = new Marked({
    async: false,
    walkTokens(token) {
      if (token.type === "link") token.href = localizePath((token as { href: string }).href, lang);
    },
  });
  return marked.parse(markdown, { async: false });
}

/**
 * Renders the markdown on the server (at build time for the prerendered articles), so
 * neither the markdown nor its parser reaches the browser. The article and its page's copy
 * in the address's language: /nl/news/{slug} is the Dutch article. Unknown slug: 404,
 * shown by this route's ErrorBoundary as the not-found page.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const article = findArticle(params.slug, lang);
  if (!article) throw data({ meta: notFoundMeta(lang, new URL(request.url).pathname, { article: true }) }, { status: 404 });
  const { body, ...item } = article;
  const copy = newsPagesCopy[lang];
  const category = newsUi[lang].newsCard.categories[item.category];
  const path = `/news/${item.slug}`;
  const meta = pageMeta(lang, {
    title: item.title,
    description: item.excerpt,
    path,
    type: "article",
    keywords: [category.toLowerCase(), ...copy.meta.keywords.slice(0, 3)],
    jsonLd: [
      newsArticleJsonLd(item, { url: absoluteUrl(site.url, localizePath(path, lang)), lang, section: category, site }),
      breadcrumbs(lang, [
        { name: copy.meta.title, path: "/news" },
        { name: item.title, path },
      ]),
    ],
  });
  return {
    lang,
    copy,
    article: item,
    meta,
    html: articleHtml(body, lang),
    others: newsItems(lang).filter((other) => other.slug !== item.slug),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/**
 * The not-found page for an unknown slug. A boundary here (rather than root's) keeps this
 * route's meta in play, so the 404 answer still has a title and noindex.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Suspense fallback={null}>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ArticleError />}</Suspense>;
}

/** Drawn only for an unknown slug or a failed article: their code loads with such a page, not with every article. */
const NotFound = lazy(() => import("~/components/sections/not-found").then((m) => ({ default: m.NotFound })));
const ErrorScreen = lazy(() => import("~/components/sections/error-screen").then((m) => ({ default: m.ErrorScreen })));

/** An article that failed: the error screen in the page's language, linking the news overview. */
function ArticleError() {
  const { articleText } = useUi().errorPages.error;
  return (
    <ErrorScreen text={articleText}>
      <LocalLink to="/news" className="underline">
        {articleText.link}
      </LocalLink>
    </ErrorScreen>
  );
}

/** /news/{slug} (spec 2.5): the article, then the other articles. */
export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { article, html, others, copy, lang } = loaderData;
  const { url } = useSite();
  return (
    <article>
      <ArticleMain
        key={article.slug}
        article={article}
        html={html}
        copy={copy}
        url={absoluteUrl(url, localizePath(`/news/${article.slug}`, lang))}
        others={others}
      />
    </article>
  );
}
