import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { downloadCategories, downloads, manualGroups } from "~/content/downloads.server";
import Downloads, { loader as downloadsLoader, meta as downloadsMeta } from "~/routes/downloads";
import Manuals, { loader as manualsLoader } from "~/routes/manuals";
import { renderPage } from "../support/render-page";
import { rootMatches } from "../support/root-data";

/**
 * /downloads and /manuals in each language (PRODUCT.md 19), from their loaders: file sizes
 * come from the build's first step (app/content/generated/files.json), so this runs with the
 * browser tests, after the build.
 */

const args = (url: string) =>
  ({ request: new Request(`http://localhost${url}`), params: {}, context: new RouterContextProvider() }) as never;

describe("/downloads in each language", () => {
  it("gives the request's language's copy, categories, file names and sizes", () => {
    const en = downloadsLoader(args("/downloads"));
    const nl = downloadsLoader(args("/nl/downloads?category=catalogs"));
    expect(nl.filter).toEqual({ q: "", category: "catalogs" });
    expect(nl.copy.hero.title).toBe("Downloadcentrum");
    expect(nl.categories.map((c) => c.name)).toEqual([
      "Gebruikershandleidingen",
      "Productcatalogi",
      "Productafbeeldingen",
      "Trainingsvideo’s",
    ]);
    expect(nl.categories.map((c) => [c.id, c.count])).toEqual(downloadCategories.map((c) => [c.id, c.count]));
    expect(nl.items.map((i) => i.url)).toEqual(downloads.map((d) => d.file));
    expect(nl.items.find((i) => i.url.endsWith("norcool-product-catalog-2025.pdf"))?.name).toBe("Norcool productcatalogus 2025");
    expect(en.items.map((i) => i.name)).toEqual(downloads.map((d) => d.name));
    // The same bytes, written as each language writes sizes.
    en.items.forEach((item, i) => {
      expect(nl.items[i]!.bytes).toBe(item.bytes);
      expect(nl.items[i]!.size).toBe(item.size.replace(".", ","));
    });
    expect(downloadsLoader(args("/fr/downloads")).items.every((i) => /\d\u202f(o|Ko|Mo|Go)$/.test(i.size))).toBe(true);
    expect(downloadsLoader(args("/de/downloads")).copy.list.empty).toMatch(/^Keine Downloads gefunden/);
  });

  it("renders German labels, counts and links to German pages", () => {
    const data = downloadsLoader(args("/de/downloads?q=nimo"));
    const html = renderPage(Downloads, "/downloads", "/de/downloads?q=nimo", data);
    expect(html).toContain("Downloadcenter");
    expect(html).toContain("Schulungsvideos");
    expect(html).toMatch(/\d Dateien/);
    expect(html).toContain("Alle Kategorien");
    expect(html).toContain('href="/de/request-access"');
    expect(html).toContain('action="/de/downloads#downloads-list"');
    expect(html).toContain('href="/de/downloads?q=nimo&category=videos#downloads-list"');
    expect(html).not.toContain("All Downloads");
  });

  it("has metadata and breadcrumbs in the language", () => {
    const tags = downloadsMeta({ loaderData: downloadsLoader(args("/nl/downloads")), matches: rootMatches("nl") } as never);
    const crumbs = JSON.stringify(tags.filter((t) => "script:ld+json" in t));
    expect(crumbs).toContain('"name":"Home"');
    expect(crumbs).toMatch(/"item":"[^"]+\/nl\/downloads"/);
  });
});

describe("/manuals in each language", () => {
  it("gives the request's language's copy and manual names, filtered as asked", () => {
    const de = manualsLoader(args("/de/manuals?q=installation"));
    expect(de.copy.browser.empty).toBe("Keine Anleitungen gefunden");
    expect(de.filter.q).toBe("installation");
    expect(de.groups.map((g) => g.slug)).toEqual(manualGroups.map((g) => g.brand));
    expect(de.groups[0]!.manuals[0]!.name).toBe("Bedienungsanleitung Eckkühlschrank");
  });

  it("renders Dutch labels and counts, and links Dutch pages", () => {
    const data = manualsLoader(args("/nl/manuals?q=installatie"));
    const html = renderPage(Manuals, "/manuals", "/nl/manuals?q=installatie", data);
    expect(html).toContain("Producthandleidingen");
    expect(html).toMatch(/\d handleidingen? met “installatie”/);
    expect(html).toContain("Installatiehandleiding koelcel");
    expect(html).not.toContain("Corner Refrigerator User Manual");
    expect(html).toContain('href="/nl/service-request"');
    expect(html).toContain('action="/nl/manuals"');
    expect(html).toContain(">Downloaden<");
  });

  it("says 0 manuals in French with the singular", () => {
    const data = manualsLoader(args("/fr/manuals?q=zzz"));
    const html = renderPage(Manuals, "/manuals", "/fr/manuals?q=zzz", data);
    expect(html).toContain("0 manuel");
    expect(html).toContain("Aucun manuel trouvé");
  });
});
