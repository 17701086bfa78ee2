import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/i18n";
import type { SearchEntry } from "~/lib/search/types";
import SearchPage, { loader, meta } from "./search";
import { loader as indexLoader } from "./search-index-json";
import { renderPage } from "../../tests/support/render-page";
import { rootMatches } from "../../tests/support/root-data";

/** /search and /search-index.json in each language (PRODUCT.md 13 and 19). */

type Args = Parameters<typeof loader>[0];
const args = (url: string) =>
  ({ request: new Request(`http://localhost${url}`), params: {}, context: new RouterContextProvider() }) as unknown as Args;
/** The page as the server renders it, with the root's texts of its language. */
const render = async (url: string) => renderPage(SearchPage, "/search", url, await loader(args(url)));

describe("/search loader", () => {
  it("searches the request's language's index", async () => {
    const nl = await loader(args("/nl/search?q=koelkast"));
    expect(nl.copy.hero.title).toBe("Zoeken");
    expect(nl.results[0]?.url).toBe("/nl/brands/norcool");
    for (const r of nl.results) expect(r.url.startsWith("/nl/")).toBe(true);
    expect((await loader(args("/search?q=koelkast"))).results).toEqual([]);
    const de = await loader(args("/de/search?q=trockenschrank"));
    expect(de.copy.hero.title).toBe("Suche");
    expect(de.results[0]?.url).toBe("/de/brands/nimo");
    expect((await loader(args("/fr/search?q=nimo"))).results[0]?.url).toBe("/fr/brands/nimo");
  });

  it("titles the page in its language, with the query", async () => {
    const title = async (url: string, lang: Lang) =>
      meta({ loaderData: await loader(args(url)), matches: rootMatches(lang) } as never).find((m): m is { title: string } => "title" in m)
        ?.title;
    expect(await title("/search?q=wine", "en")).toMatch(/^Search results for "wine" \| /);
    expect(await title("/nl/search?q=wijn", "nl")).toMatch(/^Zoekresultaten voor “wijn” \| /);
    expect(await title("/de/search", "de")).toMatch(/^Suche \| /);
    expect(await title("/fr/search?q=vin", "fr")).toMatch(/^Résultats de recherche pour «\u00a0vin\u00a0» \| /);
  });
});

describe("/search page", () => {
  it("lists Dutch results with /nl links, Dutch counts and Dutch labels", async () => {
    const html = await render("/nl/search?q=koelkast");
    expect(html).toMatch(/\d+ resultaten? voor “koelkast”/);
    const main = html.slice(html.indexOf("<ol"));
    expect(main).toContain('href="/nl/brands/norcool"');
    expect(main).not.toMatch(/href="\/(?!nl\/)/);
    expect(main).toContain(">Merk<");
    expect(html).toContain('action="/nl/search"');
  });

  it("says so in the language when nothing is found, with a link to that language's sitemap", async () => {
    const html = await render("/de/search?q=xyzzy");
    expect(html).toContain("Keine Ergebnisse für „xyzzy“ gefunden");
    expect(html).toContain('href="/de/sitemap"');
    expect(await render("/search?q=xyzzy")).toContain('No results found for "xyzzy"');
  });

  it("words the count with the language's plural", async () => {
    const count = (await loader(args("/fr/search?q=suédois"))).results.length;
    expect(count).toBeGreaterThan(0);
    const html = await render("/fr/search?q=suédois");
    expect(html).toContain(count === 1 ? "1 résultat pour «\u00a0suédois\u00a0»" : `${count} résultats pour «\u00a0suédois\u00a0»`);
  });
});

describe("/search-index.json", () => {
  it.each([
    ["/search-index.json", ""],
    ["/nl/search-index.json", "/nl"],
    ["/de/search-index.json", "/de"],
    ["/fr/search-index.json", "/fr"],
  ])("%s lists the language's pages", async (url, prefix) => {
    const response = indexLoader(args(url) as never);
    const index = (await response.json()) as SearchEntry[];
    expect(index.length).toBeGreaterThanOrEqual(13);
    for (const entry of index)
      expect(entry.url.startsWith(`${prefix}/`) && !/^\/(nl|de|fr)\//.test(entry.url.slice(prefix.length)), entry.url).toBe(true);
  });
});
