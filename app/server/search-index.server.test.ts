import { describe, expect, it } from "vitest";
import { brandsFor } from "~/content/brands.server";
import { newsUi } from "~/content/i18n/news.server";
import { articles, articlesByLang } from "~/content/news.server";

import { languages, localizePath } from "~/lib/i18n";
import { prerenderUrls } from "~/route-registry";
import { buildSearchIndex, searchIndex } from "./search-index.server";
import { search } from "~/lib/search/score";
import { pagesFor } from "~/content/i18n/pages.server";
import { searchTypes } from "~/lib/search/types";

const brands = brandsFor("en");

describe("buildSearchIndex", () => {
  const index = buildSearchIndex("en");

  it("indexes the six brand pages, the seven site pages and every news article (spec 3)", () => {
    expect(index).toHaveLength(6 + 7 + articles.length);
    expect(index.filter((e) => e.type === "brand").map((e) => e.url)).toEqual(brands.map((b) => `/brands/${b.slug}`));
    expect(index.filter((e) => e.type === "news").map((e) => e.url)).toEqual(articles.map((a) => `/news/${a.slug}`));
    for (const path of ["/about", "/contact", "/news", "/service-request", "/warranty", "/manuals", "/downloads"]) {
      expect(index.some((e) => e.url === path)).toBe(true);
    }
  });

  it("types the service pages as service, manuals and downloads as manual", () => {
    const typeOf = (url: string) => index.find((e) => e.url === url)?.type;
    expect(["/about", "/contact", "/news"].map(typeOf)).toEqual(["page", "page", "page"]);
    expect(["/service-request", "/warranty"].map(typeOf)).toEqual(["service", "service"]);
    expect(["/manuals", "/downloads"].map(typeOf)).toEqual(["manual", "manual"]);
  });

  it("takes titles, descriptions and keywords from the content modules", () => {
    const warranty = index.find((e) => e.url === "/warranty")!;
    const pages = pagesFor("en");
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

describe("each language's index (PRODUCT.md 19)", () => {
  const english = searchIndex("en");
  const built = new Set(prerenderUrls());

  it.each(languages)("%s: the same pages as English, each linked in that language", (lang) => {
    const index = searchIndex(lang);
    expect(index.map((e) => [e.id, e.type])).toEqual(english.map((e) => [e.id, e.type]));
    expect(index.map((e) => e.url)).toEqual(english.map((e) => localizePath(e.url, lang)));
    for (const entry of index) {
      if (lang !== "en") expect(entry.url.startsWith(`/${lang}/`), entry.url).toBe(true);
      expect(built.has(entry.url), entry.url).toBe(true);
      expect(entry.keywords.length).toBeGreaterThan(0);
    }
  });

  it.each(languages)("%s: finds each site page by its title in that language, first", (lang) => {
    const pages = pagesFor(lang);
    for (const path of Object.keys(pages) as (keyof typeof pages)[]) {
      expect(search(searchIndex(lang), pages[path].title)[0]?.url, path).toBe(localizePath(path, lang));
    }
  });

  it("finds Dutch words in the Dutch index, first, with /nl links", () => {
    const nl = searchIndex("nl");
    expect(search(nl, "koelkast")[0]?.url).toBe("/nl/brands/norcool");
    const wineCabinets = search(nl, "Wijnklimaatkast").map((r) => r.url);
    expect(wineCabinets[0]).toBe("/nl/brands/norcool");
    expect(wineCabinets).toContain("/nl/brands/pevino");
    expect(search(nl, "droogkast")[0]?.url).toBe("/nl/brands/nimo");
    expect(search(nl, "wijnkelder").map((r) => r.url)).toEqual(expect.arrayContaining(["/nl/brands/thermocold", "/nl/brands/winemaster"]));
    for (const word of ["koelkast", "wijnklimaatkast", "droogkast", "nieuws"]) {
      const results = search(nl, word);
      expect(results.length, word).toBeGreaterThan(0);
      for (const r of results) expect(r.url.startsWith("/nl/"), r.url).toBe(true);
    }
  });

  it.each(languages)("%s: lists the language's news articles, found by their titles and categories", (lang) => {
    const index = searchIndex(lang);
    for (const article of articlesByLang[lang]) {
      const url = localizePath(`/news/${article.slug}`, lang);
      expect(index.find((e) => e.url === url)).toMatchObject({ title: article.title, description: article.excerpt });
      expect(search(index, article.title)[0]?.url, article.title).toBe(url);
      expect(search(index, newsUi[lang].newsCard.categories[article.category]).map((r) => r.url)).toContain(url);
    }
  });

  it("finds German and French words in their own index, not in the others", () => {
    expect(search(searchIndex("de"), "Kühlschrank")[0]?.url).toBe("/de/brands/norcool");
    expect(search(searchIndex("de"), "trockenschrank")[0]?.url).toBe("/de/brands/nimo");
    expect(search(searchIndex("fr"), "armoire de séchage")[0]?.url).toBe("/fr/brands/nimo");
    expect(search(searchIndex("fr"), "réfrigérateur")[0]?.url).toBe("/fr/brands/norcool");
    expect(search(searchIndex("en"), "koelkast")).toEqual([]);
    expect(search(searchIndex("nl"), "kühlschrank")).toEqual([]);
  });

  it("finds a brand by its name first in every language", () => {
    for (const lang of languages) {
      for (const brand of brands) expect(search(searchIndex(lang), brand.name)[0]?.url).toBe(localizePath(`/brands/${brand.slug}`, lang));
    }
  });
});
