import type { NewsItem } from "~/content/news-item";
import { site } from "~/content/site";
import { localizePath, type Lang } from "~/lib/i18n";
import { absoluteUrl, breadcrumbJsonLd } from "~/lib/meta";
import { rootData } from "~/lib/seo";

/**
 * NewsArticle structured data of an article's page (spec 2.1), the company as author and
 * publisher, in the page's language: its address, headline and category name.
 */
export function newsArticleJsonLd(item: NewsItem, { url, lang, section }: { url: string; lang: Lang; section: string }): object {
  const organization = { "@type": "Organization", name: site.name, url: site.url };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    description: item.excerpt,
    image: [absoluteUrl(site.url, item.image)],
    datePublished: item.publishDate,
    dateModified: item.publishDate,
    articleSection: section,
    timeRequired: `PT${item.readTime}M`,
    inLanguage: lang,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: `${site.url}/images/logo.png` } },
  };
}

/**
 * BreadcrumbList of a page in a language: home first, named in the page's language (from
 * the root's texts among a meta function's `matches`), every step at its address in that
 * language. Used by the news and legal pages.
 */
export function localBreadcrumbJsonLd(lang: Lang, matches: readonly unknown[], steps: readonly { name: string; path: string }[]): object {
  const home = rootData(matches)?.ui.common.breadcrumbHome ?? "Home";
  return breadcrumbJsonLd(
    site.url,
    [{ name: home, path: "/" }, ...steps].map((step) => ({ name: step.name, path: localizePath(step.path, lang) })),
  );
}
