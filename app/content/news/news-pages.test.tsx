import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { NEWS_EXCERPT_LIMIT, NEWS_TITLE_LIMIT } from "~/components/sections/news-card";
import News, { loader as listLoader, meta as listMeta } from "~/routes/news";
import NewsArticle, { loader as articleLoader, meta as articleMeta } from "~/routes/news-article";
import { truncate } from "~/lib/text";
import { pages } from "../pages";
import { site } from "../site";
import { articles, findArticle } from "../news.server";

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

type StubComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;

function render(Component: StubComponent, pattern: string, url: string, loaderData: unknown): string {
  const Stub = createRoutesStub([{ id: "page", path: pattern, Component, loader: () => loaderData }]);
  return decode(renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { page: loaderData } }} />));
}

const articleArgs = (slug: string) => ({ params: { slug } }) as unknown as Parameters<typeof articleLoader>[0];

/** Spec 2.5: the three articles and their card data. */
const specArticles = [
  { slug: "wine-storage-market-trends-2025", title: "Wine Storage Market Trends 2025", category: "Industry Trends", publishDate: "2025-01-15", shown: "15 Jan 2025", readTime: 5, featured: true },
  { slug: "norcool-scandinavian-quality-excellence", title: "Norcool: Scandinavian Excellence", category: "Product Innovation", publishDate: "2025-01-10", shown: "10 Jan 2025", readTime: 4, featured: false },
  { slug: "winemaster-wine-cellar-climate-control-solutions", title: "WineMaster: Professional Wine Cellar Climate Control Solutions", category: "Product Innovation", publishDate: "2025-01-05", shown: "5 Jan 2025", readTime: 5, featured: false },
];

describe("news content", () => {
  it("has the spec's three articles, newest first", () => {
    expect(articles.map(({ slug, title, category, publishDate, readTime, featured }) => ({ slug, title, category, publishDate, readTime, featured }))).toEqual(
      specArticles.map(({ shown: _shown, ...a }) => a),
    );
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s: reading time matches its length (about 200 words a minute)", (_slug, a) => {
    const words = a.markdown.split(/\s+/).filter(Boolean).length;
    expect(Math.abs(words / 200 - a.readTime)).toBeLessThan(1);
  });

  it("covers the points of spec 2.5", () => {
    const text = (slug: string) => findArticle(slug)!.markdown;
    const trends = text("wine-storage-market-trends-2025");
    for (const point of ["growth", "Multi-zone", "Smart technology", "20 to 40 percent", "between **13 and 18°C**", "between **7 and 13°C**"]) {
      expect(trends).toContain(point);
    }
    const norcool = text("norcool-scandinavian-quality-excellence");
    for (const point of ["Corner refrigerators", "drawer", "Wine cabinets", "dealer network"]) expect(norcool).toContain(point);
    const winemaster = text("winemaster-wine-cellar-climate-control-solutions");
    for (const point of ["up to 25 cubic metres", "up to 50 cubic metres", "up to 100 cubic metres", "±1°C", "](/brands/winemaster)"]) {
      expect(winemaster).toContain(point);
    }
  });

  it.each(articles.map((a) => [a.image] as const))("%s is an original 1200×675 SVG in public/", (image) => {
    const svg = readFileSync(path.join("public", image), "utf8");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 675" width="1200" height="675"/);
    expect(svg).not.toMatch(/<image|href="http/);
  });
});

describe("/news", () => {
  const loaderData = listLoader();
  const html = render(News, "/news", "/news", loaderData);

  it("lists every article with its title cut at 80 and excerpt at 120 characters", () => {
    for (const a of articles) {
      expect(html).toContain(`href="/news/${a.slug}"`);
      expect(html).toContain(`>${truncate(a.title, NEWS_TITLE_LIMIT)}</a>`);
      const excerpt = truncate(a.excerpt, NEWS_EXCERPT_LIMIT);
      expect(html).toContain(`>${excerpt}</p>`);
      // The excerpts are longer than the limit, so the cut and its ellipsis show.
      expect(excerpt.endsWith("…")).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(NEWS_EXCERPT_LIMIT + 1);
    }
  });

  it("shows date, reading time, category and one Featured badge", () => {
    for (const a of specArticles) {
      expect(html).toContain(a.shown);
      expect(html).toContain(`${a.readTime}<!-- --> min read`);
    }
    expect(html.match(/>Featured</g)).toHaveLength(1);
    expect(html).toContain("Industry Trends");
  });

  it("gives images explicit dimensions and loads only the first eagerly", () => {
    const imgs = html.match(/<img [^>]+>/g)!;
    expect(imgs).toHaveLength(3);
    for (const img of imgs) expect(img).toMatch(/width="1200" height="675"/);
    expect(imgs.filter((img) => img.includes('loading="lazy"'))).toHaveLength(2);
  });

  it("takes its metadata from pages['/news']", () => {
    const tags = listMeta({ loaderData } as Parameters<typeof listMeta>[0]) as MetaDescriptor[];
    expect(tags).toContainEqual({ name: "description", content: pages["/news"].description });
    expect(JSON.stringify(tags)).toContain('"@type":"ItemList"');
  });
});

describe("/news/:slug", () => {
  it.each(specArticles.map((a) => [a.slug, a] as const))("%s renders with back link, date, reading time, category and share row", (slug, a) => {
    const data = articleLoader(articleArgs(slug));
    const html = render(NewsArticle, "/news/:slug", `/news/${slug}`, data);
    const url = `${site.url}/news/${slug}`;
    expect(html).toMatch(/<a [^>]*href="\/news"[^>]*>.*?Back to News<\/a>/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${a.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(html).toContain(`<time dateTime="${a.publishDate}">${a.shown}</time>`);
    expect(html).toContain(`${a.readTime}<!-- --> min read`);
    expect(html).toContain(a.category);
    expect(html).toContain("Share this article");
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}"`);
    expect(html).toContain(`href="mailto:?subject=${encodeURIComponent(a.title)}&body=`);
    expect(html).toMatch(/<img [^>]*width="1200" height="675"/);
    // The markdown arrives as HTML, rendered on the server.
    expect(html).toContain("<h2>");
    expect(html).not.toContain("## ");
  });

  it("answers an unknown slug with a 404", () => {
    let thrown: unknown;
    try {
      articleLoader(articleArgs("no-such-article"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("describes the article with NewsArticle and BreadcrumbList JSON-LD", () => {
    const slug = specArticles[0]!.slug;
    const loaderData = articleLoader(articleArgs(slug));
    const tags = articleMeta({ loaderData, location: { pathname: `/news/${slug}` } } as Parameters<typeof articleMeta>[0]) as MetaDescriptor[];
    const ld = tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as Record<string, unknown>] : []));
    const article = ld.find((d) => d["@type"] === "NewsArticle")!;
    expect(article).toMatchObject({
      headline: "Wine Storage Market Trends 2025",
      datePublished: "2025-01-15",
      articleSection: "Industry Trends",
      url: `${site.url}/news/${slug}`,
      image: [`${site.url}/images/news/${slug}.svg`],
    });
    const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Home", "News", "Wine Storage Market Trends 2025"]);
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
  });

  it("marks the not-found case noindex", () => {
    const tags = articleMeta({ loaderData: undefined, location: { pathname: "/news/x" } } as unknown as Parameters<typeof articleMeta>[0]);
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
