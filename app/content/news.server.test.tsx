import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { NEWS_EXCERPT_LIMIT, NEWS_TITLE_LIMIT } from "~/components/sections/news-card";
import News, { loader as listLoader, meta as listMeta } from "~/routes/news";
import NewsArticle, { loader as articleLoader, meta as articleMeta } from "~/routes/news-article";
import { rootData, uiTexts } from "~/content/i18n/ui.server";
import { languages, prefixPath, type Lang } from "~/lib/i18n";
import { truncate } from "~/lib/text";
import { newsPagesCopy, newsUi } from "./i18n/news.server";
import { pagesFor } from "./i18n/pages.server";
import { site } from "./company.server";
import { articles, articlesByLang, findArticle, newsItems } from "./news.server";
import { rootMatches } from "../../tests/support/root-data";
import { thrownResponse } from "../../tests/support/route-error";

const [newsPagesNl, newsCardNl, pages] = [newsPagesCopy.nl, newsUi.nl.newsCard, pagesFor("en")];

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

type StubComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;

/** A page under the root route, whose data carries the language's interface texts (app/root.tsx). */
function render(Component: StubComponent, pattern: string, url: string, loaderData: unknown, lang: Lang = "en"): string {
  const root = rootData(lang);
  const Stub = createRoutesStub([
    { id: "root", Component: Outlet, loader: () => root, children: [{ id: "page", path: pattern, Component, loader: () => loaderData }] },
  ]);
  return decode(renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root, page: loaderData } }} />));
}

/** A loader's arguments for an address: the language comes from it (PRODUCT.md 19). */
const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${url}`), params, context: new RouterContextProvider() }) as unknown as Parameters<
    typeof articleLoader
  >[0];
const articleArgs = (slug: string, lang: Lang = "en") => args(prefixPath(`/news/${slug}`, lang), { slug });
const listArgs = (lang: Lang = "en") => args(prefixPath("/news", lang)) as unknown as Parameters<typeof listLoader>[0];

/**
 * Spec 2.5: the three articles it names and their card data. Editors add others
 * (content/news/); the tests below take every article from the folder.
 */
const specArticles = [
  {
    slug: "wine-storage-market-trends-2025",
    title: "Wine Storage Market Trends 2025",
    category: "Industry Trends",
    publishDate: "2025-01-15",
    shown: "15 Jan 2025",
    readTime: 5,
    featured: true,
  },
  {
    slug: "norcool-scandinavian-quality-excellence",
    title: "Norcool: Scandinavian Excellence",
    category: "Product Innovation",
    publishDate: "2025-01-10",
    shown: "10 Jan 2025",
    readTime: 4,
    featured: false,
  },
  {
    slug: "winemaster-wine-cellar-climate-control-solutions",
    title: "WineMaster: Professional Wine Cellar Climate Control Solutions",
    category: "Product Innovation",
    publishDate: "2025-01-05",
    shown: "5 Jan 2025",
    readTime: 5,
    featured: false,
  },
];

describe("news content", () => {
  it("has the spec's three articles, and every article newest first", () => {
    const facts = articles.map(({ slug, title, category, publishDate, readTime, featured }) => ({
      slug,
      title,
      category,
      publishDate,
      readTime,
      featured,
    }));
    for (const { shown: _shown, ...a } of specArticles) expect(facts).toContainEqual(a);
    const dates = articles.map((a) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("has every article in every language, with the English article's facts and words of its own", () => {
    for (const lang of languages.filter((l) => l !== "en")) {
      const own = articlesByLang[lang];
      expect(
        own.map(({ slug, category, publishDate, readTime, featured, image, photo }) => ({
          slug,
          category,
          publishDate,
          readTime,
          featured,
          image,
          photo,
        })),
      ).toEqual(
        articles.map(({ slug, category, publishDate, readTime, featured, image, photo }) => ({
          slug,
          category,
          publishDate,
          readTime,
          featured,
          image,
          photo,
        })),
      );
      own.forEach((a, i) => {
        const en = articles[i]!;
        expect(a.title, `${lang}: ${a.slug}`).not.toBe(en.title);
        expect(a.excerpt).not.toBe(en.excerpt);
        expect(a.imageAlt).not.toBe(en.imageAlt);
        // Same structure: the same headings and links, in the same order.
        const outline = (md: string) => [md.match(/^#+ /gm)?.length, [...md.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1])];
        expect(outline(a.body), `${lang}: ${a.slug}`).toEqual(outline(en.body));
      });
    }
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s: reading time matches its length (about 200 words a minute)", (_slug, a) => {
    const words = a.body.split(/\s+/).filter(Boolean).length;
    expect(Math.abs(words / 200 - a.readTime)).toBeLessThan(1);
  });

  it("covers the points of spec 2.5", () => {
    const text = (slug: string) => findArticle(slug)!.body;
    const trends = text("wine-storage-market-trends-2025");
    for (const point of [
      "growth",
      "Multi-zone",
      "Smart technology",
      "20 to 40 percent",
      "between **13 and 18°C**",
      "between **7 and 13°C**",
    ]) {
      expect(trends).toContain(point);
    }
    const norcool = text("norcool-scandinavian-quality-excellence");
    for (const point of ["Corner refrigerators", "drawer", "Wine cabinets", "dealer network"]) expect(norcool).toContain(point);
    const winemaster = text("winemaster-wine-cellar-climate-control-solutions");
    for (const point of ["up to 25 cubic metres", "up to 50 cubic metres", "up to 100 cubic metres", "±1°C", "](/brands/winemaster)"]) {
      expect(winemaster).toContain(point);
    }
  });

  it("keeps the spec's figures in every translation", () => {
    const figures: Record<string, RegExp[]> = {
      "wine-storage-market-trends-2025": [
        /13 (en|und|et) 18\s?°C/,
        /7 (en|und|et) 13\s?°C/,
        /20 (tot|bis|à) 40 (procent|Prozent|pour cent)/,
      ],
      "winemaster-wine-cellar-climate-control-solutions": [
        /±1\s?°C/,
        /\b25 (kubieke meter|Kubikmeter|mètres cubes)/,
        /\b50 (kubieke meter|Kubikmeter|mètres cubes)/,
        /\b100 (kubieke meter|Kubikmeter|mètres cubes)/,
        /1984/,
      ],
      "norcool-scandinavian-quality-excellence": [/75 /, /100 /],
    };
    for (const lang of ["nl", "de", "fr"] as const) {
      for (const [slug, patterns] of Object.entries(figures)) {
        for (const pattern of patterns) expect(findArticle(slug, lang)!.body, `${lang}: ${slug}`).toMatch(pattern);
      }
    }
  });

  // An article names a drawing or a photo (photos/, checked by the build); the drawings are SVG.
  it.each(articles.filter((a) => !a.photo).map((a) => [a.image] as const))("%s is an original 1200×675 SVG in public/", (image) => {
    const svg = readFileSync(path.join("public", image), "utf8");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 675" width="1200" height="675"/);
    expect(svg).not.toMatch(/<image|href="http/);
  });
});

describe("/news", () => {
  const loaderData = listLoader(listArgs());
  // After the setup has loaded the code of the page's sections (tests/support/unit-setup.ts).
  let html = "";
  beforeAll(() => {
    html = render(News, "/news", "/news", loaderData);
  });

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
    expect(html.match(/>Featured</g) ?? []).toHaveLength(articles.filter((a) => a.featured).length);
    expect(html).toContain("Industry Trends");
  });

  it("gives images explicit dimensions and loads only the first eagerly", () => {
    // The hero's card shows the featured article's picture at once; then the list's cards.
    const [hero, ...imgs] = html.match(/<img [^>]+>/g)!;
    expect(hero).toMatch(/width="\d+" height="\d+"/);
    expect(hero).not.toContain('loading="lazy"');
    expect(imgs).toHaveLength(articles.length);
    for (const img of imgs) expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(imgs.filter((img) => img.includes('loading="lazy"'))).toHaveLength(articles.length - 1);
  });

  it("takes its metadata from pages['/news']", () => {
    const tags = listMeta({ matches: rootMatches(), loaderData } as Parameters<typeof listMeta>[0]);
    expect(tags).toContainEqual({ name: "description", content: pages["/news"].description });
    expect(JSON.stringify(tags)).toContain('"@type":"ItemList"');
  });

  it("/nl/news lists the Dutch articles with Dutch dates, labels and links", () => {
    const nl = listLoader(listArgs("nl"));
    expect(nl.lang).toBe("nl");
    expect(nl.items).toEqual(newsItems("nl"));
    const page = render(News, "/nl/news", "/nl/news", nl, "nl");
    expect(page).toContain(`>${newsPagesNl.overview.title}</h1>`);
    for (const a of articlesByLang.nl) {
      expect(page).toContain(`href="/nl/news/${a.slug}"`);
      expect(page).toContain(`>${truncate(a.title, NEWS_TITLE_LIMIT)}</a>`);
    }
    expect(page).toContain('<time dateTime="2025-01-15">15 jan 2025</time>');
    expect(page).toContain(`5<!-- --> min lezen`);
    expect(page.match(new RegExp(`>${newsCardNl.featured}<`, "g")) ?? []).toHaveLength(articles.filter((a) => a.featured).length);
    expect(page).toContain(newsCardNl.categories["Industry Trends"]);
    expect(page).not.toContain("Read more");
    const tags = listMeta({ matches: rootMatches("nl"), loaderData: nl } as Parameters<typeof listMeta>[0]);
    expect(tags).toContainEqual({ name: "description", content: newsPagesNl.meta.description });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.url}/nl/news` });
    expect(JSON.stringify(tags)).toContain(`"url":"${site.url}/nl/news/wine-storage-market-trends-2025"`);
  });
});

describe("/news/:slug", () => {
  it.each(specArticles.map((a) => [a.slug, a] as const))(
    "%s renders with back link, date, reading time, category and share row",
    (slug, a) => {
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
    },
  );

  it("/nl/news/{slug} gives the Dutch article, its copy and links in Dutch", () => {
    const slug = "winemaster-wine-cellar-climate-control-solutions";
    const data = articleLoader(articleArgs(slug, "nl"));
    const dutch = findArticle(slug, "nl")!;
    expect(data.lang).toBe("nl");
    expect(data.article.title).toBe(dutch.title);
    expect(data.copy).toBe(newsPagesNl);
    expect(data.others.map((o) => o.title)).toEqual(articlesByLang.nl.filter((o) => o.slug !== slug).map((o) => o.title));
    // The article's links to pages of this site are in Dutch; the English article's are not.
    expect(data.html).toContain('href="/nl/brands/winemaster"');
    expect(data.html).toContain('href="/nl/contact"');
    expect(data.html).not.toMatch(/href="\/(?!nl\/)/);
    expect(articleLoader(articleArgs(slug)).html).toContain('href="/brands/winemaster"');

    const html = render(NewsArticle, "/nl/news/:slug", `/nl/news/${slug}`, data, "nl");
    const url = `${site.url}/nl/news/${slug}`;
    expect(html).toContain(`>${dutch.title}</h1>`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/nl/news"[^>]*>.*?${newsPagesNl.article.back}</a>`));
    expect(html).toContain('<time dateTime="2025-01-05">5 jan 2025</time>');
    expect(html).toContain(newsPagesNl.share.title);
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain(`alt="${dutch.imageAlt}"`);
    expect(html).toContain(newsPagesNl.article.more);
  });

  it.each(["de", "fr"] as const)("/%s/news/{slug} gives that language's article", (lang) => {
    const slug = "norcool-scandinavian-quality-excellence";
    const data = articleLoader(articleArgs(slug, lang));
    expect(data.lang).toBe(lang);
    expect(data.article.title).toBe(findArticle(slug, lang)!.title);
    expect(data.html).toContain(`href="/${lang}/brands/norcool"`);
  });

  it("answers an unknown slug with a 404, in every language", () => {
    for (const lang of languages) {
      let thrown: unknown;
      try {
        articleLoader(articleArgs("no-such-article", lang));
      } catch (error) {
        thrown = error;
      }
      expect(thrown, lang).toMatchObject({ init: { status: 404 } });
    }
  });

  it("describes the article with NewsArticle and BreadcrumbList JSON-LD", () => {
    const slug = specArticles[0]!.slug;
    const loaderData = articleLoader(articleArgs(slug));
    const tags = articleMeta({ matches: rootMatches(), loaderData, location: { pathname: `/news/${slug}` } } as Parameters<
      typeof articleMeta
    >[0]);
    const ld = tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as Record<string, unknown>] : []));
    const article = ld.find((d) => d["@type"] === "NewsArticle")!;
    expect(article).toMatchObject({
      headline: "Wine Storage Market Trends 2025",
      datePublished: "2025-01-15",
      articleSection: "Industry Trends",
      inLanguage: "en",
      url: `${site.url}/news/${slug}`,
      image: [`${site.url}/images/news/${slug}.svg`],
    });
    const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Home", "News", "Wine Storage Market Trends 2025"]);
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
  });

  it("gives the Dutch article's structured data Dutch texts and addresses", () => {
    const slug = specArticles[0]!.slug;
    const loaderData = articleLoader(articleArgs(slug, "nl"));
    const dutch = findArticle(slug, "nl")!;
    const tags = articleMeta({ matches: rootMatches("nl"), loaderData, location: { pathname: `/nl/news/${slug}` } } as Parameters<
      typeof articleMeta
    >[0]);
    const ld = tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as Record<string, unknown>] : []));
    expect(ld.find((d) => d["@type"] === "NewsArticle")).toMatchObject({
      headline: dutch.title,
      articleSection: newsCardNl.categories["Industry Trends"],
      inLanguage: "nl",
      url: `${site.url}/nl/news/${slug}`,
    });
    const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement).toEqual([
      expect.objectContaining({ name: uiTexts.nl.common.breadcrumbHome, item: `${site.url}/nl` }),
      expect.objectContaining({ name: newsPagesNl.meta.title, item: `${site.url}/nl/news` }),
      expect.objectContaining({ name: dutch.title, item: `${site.url}/nl/news/${slug}` }),
    ]);
    expect(tags).toContainEqual({ name: "description", content: dutch.excerpt });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.url}/nl/news/${slug}` });
  });

  it("marks the not-found case noindex", () => {
    const error = thrownResponse(() => articleLoader(articleArgs("x")));
    expect(error.status).toBe(404);
    const tags = articleMeta({
      matches: rootMatches(),
      loaderData: undefined,
      error,
      location: { pathname: "/news/x" },
    } as unknown as Parameters<typeof articleMeta>[0]);
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags).toContainEqual({ name: "description", content: uiTexts.en.errorPages.notFound.articleDescription });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.url}/news/x` });
  });
});
