import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandSlugs } from "./content/brands.server";
import { prerenderUrls, routeEntries, sitemapUrls } from "./route-registry";

describe("route registry", () => {
  it("lists every route of the spec's table", () => {
    const paths = routeEntries.map((r) => r.path);
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/become-dealer",
      "/request-access",
      "/application",
      "/news",
      "/news/:slug",
      "/sitemap",
      "/privacy",
      "/general-terms-conditions",
      "/return-policy",
      "/shipping",
      "/cookies",
      "/warranty",
      "/service-request",
      "/manuals",
      "/downloads",
      "/brands/:slug",
      "*",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("registers every module in app/routes, and only those (knip.json takes them as entries)", () => {
    const files = readdirSync(`${import.meta.dirname}/routes`)
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .map((f) => `routes/${f}`);
    // routes.ts puts the localized pages under the language prefix route (routes/language.tsx).
    expect([...routeEntries.map((r) => r.file), "routes/language.tsx"].sort()).toEqual(files.sort());
  });

  it("prerenders every brand page", () => {
    for (const slug of brandSlugs) expect(prerenderUrls()).toContain(`/brands/${slug}`);
  });

  it("keeps noindex pages out of the sitemap (spec 2.1)", () => {
    const urls = sitemapUrls();
    for (const noindex of ["/privacy", "/general-terms-conditions", "/return-policy", "/shipping", "/cookies", "/search"]) {
      expect(urls).not.toContain(noindex);
    }
    expect(urls).toContain("/about");
    expect(urls).toContain("/warranty");
  });
});
