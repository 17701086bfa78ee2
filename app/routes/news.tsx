import { Island, lazySection, withIslands } from "~/components/ui/island";
import { newsPagesCopy } from "~/content/i18n/news.server";
import { newsItems } from "~/content/news.server";
import { site } from "~/content/site";
import { localizePath, requestLang } from "~/lib/i18n";
import { absoluteUrl } from "~/lib/meta";
import { routeMeta } from "~/lib/route-meta";
import { breadcrumbs, pageMeta } from "~/lib/seo.server";
import type { Route } from "./+types/news";

/**
 * The page is links and text: it keeps the server's HTML, and its code comes only with a
 * navigation to it inside the site (docs/decisions/0007-islands.md).
 */
const NewsOverview = lazySection(() => import("~/components/sections/news/news-overview").then((m) => m.NewsOverview));

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

/** A navigation inside the site: the page's code comes with its data. */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withIslands(request.url, serverLoader(), [NewsOverview]);
}

export const meta: Route.MetaFunction = routeMeta;

/** /news (spec 2.5): every article as a card; copy from app/content/news-pages.ts and its translations. */
export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <Island anchor="main" on="static">
      <NewsOverview copy={loaderData.copy.overview} items={loaderData.items} />
    </Island>
  );
}
