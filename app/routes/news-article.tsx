import { marked } from "marked";
import { data, isRouteErrorResponse, Link } from "react-router";
import { CategoryBadge, NewsCard, NewsMeta } from "~/components/sections/news-card";
import { NotFound } from "~/components/sections/not-found";
import { ShareLinks } from "~/components/sections/share-links";
import { Icon } from "~/components/ui/icon";
import { findArticle, newsItems, type NewsItem } from "~/content/news.server";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { absoluteUrl, breadcrumbJsonLd } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news-article";

/**
 * Renders the markdown on the server (at build time for the prerendered articles), so
 * neither the markdown nor its parser reaches the browser. Unknown slug: 404, shown by
 * this route's ErrorBoundary as the not-found page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const { markdown, ...item } = article;
  return {
    article: item,
    html: marked.parse(markdown, { async: false }),
    others: newsItems().filter((other) => other.slug !== item.slug),
  };
}

function newsArticleJsonLd(item: NewsItem, url: string): object {
  const organization = { "@type": "Organization", name: site.name, url: site.url };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    description: item.excerpt,
    image: [absoluteUrl(site.url, item.image)],
    datePublished: item.publishDate,
    dateModified: item.publishDate,
    articleSection: item.category,
    timeRequired: `PT${item.readTime}M`,
    inLanguage: "en",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: `${site.url}/images/logo.png` } },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) {
    return pageMeta({
      title: "Page not found",
      description: "The article you are looking for does not exist.",
      path: location.pathname,
      noIndex: true,
    });
  }
  const { article } = loaderData;
  const path = `/news/${article.slug}`;
  return pageMeta({
    title: article.title,
    description: article.excerpt,
    path,
    type: "article",
    keywords: [article.category.toLowerCase(), ...pages["/news"].keywords.slice(0, 3)],
    jsonLd: [
      newsArticleJsonLd(article, absoluteUrl(site.url, path)),
      breadcrumbJsonLd(site.url, [
        { name: "Home", path: "/" },
        { name: pages["/news"].title, path: "/news" },
        { name: article.title, path },
      ]),
    ],
  });
};

/**
 * The not-found page for an unknown slug. A boundary here (rather than root's) keeps this
 * route's meta in play, so the 404 answer still has a title and noindex.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-semibold text-navy-900">Something went wrong</h1>
      <p className="mt-4 text-muted">
        This article could not be shown. Please try again in a moment, or go back to the{" "}
        <Link to="/news" className="underline">
          news overview
        </Link>
        .
      </p>
    </section>
  );
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { article, html, others } = loaderData;
  const url = absoluteUrl(site.url, `/news/${article.slug}`);
  return (
    <article>
      <header className="on-dark bg-gradient-to-br from-navy-900 to-navy-800 text-white">
        <div className="container-page max-w-4xl py-10 md:py-14">
          <Link to="/news" className="inline-flex items-center gap-2 text-sm font-medium text-brass-300 hover:underline">
            <Icon name="arrowLeft" className="size-4" />
            Back to News
          </Link>
          <div className="mt-6">
            <CategoryBadge category={article.category} onDark />
          </div>
          <h1 className="mt-4 text-3xl font-semibold md:text-5xl">{article.title}</h1>
          <NewsMeta item={article} className="mt-4 text-slate-200" />
        </div>
      </header>
      <div className="container-page max-w-4xl py-10 md:py-14">
        <img
          src={article.image}
          alt={article.imageAlt}
          width={1200}
          height={675}
          fetchPriority="high"
          className="aspect-[16/9] w-full rounded-xl bg-mist object-cover"
        />
        <p className="prose-page mt-8 text-lg font-medium">{article.excerpt}</p>
        {/* Trusted markdown from app/content/news, rendered on the server. */}
        <div className="prose-page" dangerouslySetInnerHTML={{ __html: html }} />
        <div className="mt-12 max-w-3xl">
          <ShareLinks url={url} title={article.title} summary={article.excerpt} />
        </div>
        <Link to="/news" className="mt-10 inline-flex items-center gap-2 font-medium text-navy-700 hover:underline">
          <Icon name="arrowLeft" className="size-4" />
          Back to News
        </Link>
      </div>
      {others.length ? (
        <aside aria-labelledby="more-news" className="bg-mist">
          <div className="container-page py-12 md:py-16">
            <h2 id="more-news" className="text-2xl font-semibold text-navy-900">
              More news
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {others.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}
    </article>
  );
}
