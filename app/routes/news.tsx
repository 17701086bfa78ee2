import { NewsCard } from "~/components/sections/news-card";
import { PageHero } from "~/components/sections/page-hero";
import { newsItems } from "~/content/news.server";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { absoluteUrl, breadcrumbJsonLd } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

/** Prerendered: runs at build time, so the markdown never reaches the browser. */
export function loader() {
  return { items: newsItems() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    ...pages["/news"],
    path: "/news",
    jsonLd: [
      breadcrumbJsonLd(site.url, [
        { name: "Home", path: "/" },
        { name: pages["/news"].title, path: "/news" },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: (loaderData?.items ?? []).map((item, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: absoluteUrl(site.url, `/news/${item.slug}`),
          name: item.title,
        })),
      },
    ],
  });

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="News"
        title="News and insights"
        intro="New products from our brands, trends in wine storage and climate control, and news from our dealer network."
      />
      <section aria-label="Articles" className="bg-mist">
        <ul className="container-page grid gap-8 py-12 md:grid-cols-2 md:py-16 lg:grid-cols-3">
          {loaderData.items.map((item, i) => (
            <li key={item.id}>
              <NewsCard item={item} eager={i === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
