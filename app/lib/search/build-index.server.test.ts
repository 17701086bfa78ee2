import { describe, expect, it } from "vitest";
import { brands } from "~/content/brands";
import { articles } from "~/content/news.server";
import { pages } from "~/content/pages";
import { prerenderUrls } from "~/route-registry";
import { buildSearchIndex } from "./build-index.server";
import { search } from "./score";
import { searchTypes } from "./types";

describe("buildSearchIndex", () => {
  const index = buildSearchIndex();

  it("indexes the six brand pages, the seven site pages and every news article (spec 3)", () => {
    expect(index).toHaveLength(6 + 7 + articles.length);
    expect(index.filter((e) => e.type === "brand").map((e) => e.url)).toEqual(brands.map((b) => `/brands/${b.slug}`));
    expect(index.filter((e) => e.type === "news").map((e) => e.url)).toEqual(articles.map((a) => `/news/${a.slug}`));
    for (const path of ["/about", "/contact", "/news", "/service-request", "/warranty", "/manuals", "/downloads"]) {
      expect(index.some((e) => e.url === path)).toBe(true);
    }
  });

  it("types each site page as the issue decides", () => {
    const typeOf = (url: string) => index.find((e) => e.url === url)?.type;
    expect(["/about", "/contact", "/news"].map(typeOf)).toEqual(["page", "page", "page"]);
    expect(["/service-request", "/warranty"].map(typeOf)).toEqual(["service", "service"]);
    expect(["/manuals", "/downloads"].map(typeOf)).toEqual(["manual", "manual"]);
  });

  it("takes titles, descriptions and keywords from the content modules", () => {
    const warranty = index.find((e) => e.url === "/warranty")!;
    expect(warranty).toMatchObject({ title: pages["/warranty"].title, description: pages["/warranty"].description });
    expect(warranty.keywords).toEqual(pages["/warranty"].keywords);
    const nimo = index.find((e) => e.url === "/brands/nimo")!;
    expect(nimo.title).toBe("NIMO");
    expect(nimo.description).toContain(brands.find((b) => b.slug === "nimo")!.description);
    for (const article of articles) {
      const entry = index.find((e) => e.url === `/news/${article.slug}`)!;
      expect(entry).toMatchObject({ title: article.title, description: article.excerpt });
      expect(entry.keywords).toContain(article.category.toLowerCase());
    }
  });

  it("has unique ids, known types, keywords on every entry and only prerendered URLs", () => {
    expect(new Set(index.map((e) => e.id)).size).toBe(index.length);
    const built = new Set(prerenderUrls());
    for (const entry of index) {
      expect(searchTypes).toContain(entry.type);
      expect(entry.keywords.length).toBeGreaterThan(0);
      expect(entry.title && entry.description).toBeTruthy();
      expect(built.has(entry.url), entry.url).toBe(true);
    }
  });

  it("finds a brand by its name first", () => {
    for (const brand of brands) expect(search(index, brand.name.toUpperCase())[0]?.url).toBe(`/brands/${brand.slug}`);
    expect(search(index, "warranty")[0]?.url).toBe("/warranty");
    expect(search(index, "manual")[0]?.url).toBe("/manuals");
  });
});
