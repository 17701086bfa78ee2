import { newsPagesCopy } from "~/content/i18n/news.server";
import { newsItems } from "~/content/news.server";
import { site } from "~/content/company.server";
import { localizePath, requestLang } from "~/lib/i18n";
import { absoluteUrl } from "~/lib/meta";
import { routeMeta } from "~/lib/route-meta";
import { breadcrumbs, pageMeta } from "~/server/seo.server";
import type { Route } from "./+types/news";
import { NewsOverview } from "~/components/sections/news/news-overview";

/**
 * Prerendered: runs at build time, so the markdown never reaches the browser. The page's
 * copy and its articles in the address's language (PRODUCT.md 19).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const copy = newsPagesCopy[lang];
  const items = newsItems(lang);
  const meta = pageMeta(lang, {
    ...copy.meta,
    path: "/news",
    jsonLd: [
      breadcrumbs(lang, [{ name: copy.meta.title, path: "/news" }]),
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
  });
  return { lang, copy, items, meta };
}

export const meta: Route.MetaFunction = routeMeta;

/** /news (spec 2.5): every article as a card; copy from app/content/news-pages.ts and its translations. */
export default function News({ loaderData }: Route.ComponentProps) {
  return <NewsOverview copy={loaderData.copy.overview} items={loaderData.items} />;
}
