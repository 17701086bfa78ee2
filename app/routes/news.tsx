import { NewsHeroCard } from "~/components/sections/news/news-hero-card";
import { NewsList } from "~/components/sections/news/news-list";
import { localBreadcrumbJsonLd } from "~/components/sections/news/structured-data";
import { PageHero } from "~/components/sections/page-hero";
import { newsPagesCopy } from "~/content/i18n/news.server";
import { newsItems } from "~/content/news.server";
import { site } from "~/content/site";
import { localizePath, requestLang } from "~/lib/i18n";
import { absoluteUrl } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

/**
 * Prerendered: runs at build time, so the markdown never reaches the browser. The page's
 * copy and its articles in the address's language (PRODUCT.md 19).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { lang, copy: newsPagesCopy[lang], items: newsItems(lang) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang, copy, items } = loaderData;
  return pageMeta(
    {
      ...copy.meta,
      path: "/news",
      lang,
      jsonLd: [
        localBreadcrumbJsonLd(lang, matches, [{ name: copy.meta.title, path: "/news" }]),
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          itemListElement: items.map((item, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: absoluteUrl(site.url, localizePath(`/news/${item.slug}`, lang)),
            name: item.title,
          })),
        },
      ],
    },
    matches,
  );
};

/** /news (spec 2.5): every article as a card; copy from app/content/news-pages.ts and its translations. */
export default function News({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData.copy;
  const { items } = loaderData;
  const lead = items.find((item) => item.featured) ?? items[0];
  return (
    <>
      <PageHero
        eyebrow={overview.eyebrow}
        title={overview.title}
        intro={overview.intro}
        panel={lead ? <NewsHeroCard item={lead} /> : undefined}
      />
      <NewsList items={loaderData.items} label={overview.listLabel} />
    </>
  );
}
