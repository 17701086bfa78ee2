import type { NewsItem } from "~/content/news-item";
import type { Site } from "~/content/company";
import type { Lang } from "~/lib/i18n";
import { absoluteUrl } from "~/lib/meta";

/**
 * NewsArticle structured data of an article's page (spec 2.1), the company as author and
 * publisher, in the page's language: its address, headline and category name; `site` is
 * the company's details.
 */
export function newsArticleJsonLd(
  item: NewsItem,
  { url, lang, section, site }: { url: string; lang: Lang; section: string; site: Site },
): object {
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
