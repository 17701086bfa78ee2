import { describe, expect, it } from "vitest";
import { downloads } from "~/content/downloads.server";
import { desktop, openPage, waitForHydration } from "./support/browser";
import { useSuite } from "./support/suite";

/** Search, manuals and downloads in Dutch, German and French (PRODUCT.md 13, 14 and 19). */

const suite = useSuite();

const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** The links of the /search page's result list, in order. */
const resultLinks = (html: string) => [...html.slice(html.indexOf("<main")).matchAll(/<h3[^>]*><a [^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe("each language's search index", () => {
  it.each(["", "/nl", "/de", "/fr"])("%s/search-index.json links only that language's pages", async (prefix) => {
    const res = await fetch(`${suite.server.url}${prefix}/search-index.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const index = (await res.json()) as { url: string; type: string }[];
    expect(index.filter((e) => e.type === "brand")).toHaveLength(6);
    for (const entry of index) expect(entry.url, entry.url).toMatch(prefix ? new RegExp(`^${prefix}/`) : /^\/(?!nl\/|de\/|fr\/)/);
  });
});

describe("/nl/search", () => {
  it("lists Dutch results for a Dutch word, with /nl links, in Dutch", async () => {
    const res = await fetch(`${suite.server.url}/nl/search?q=koelkast`);
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(html).toContain('<html lang="nl"');
    expect(html).toMatch(/\d+ resultaten? voor “koelkast”/);
    expect(html).toContain("<title>Zoekresultaten voor “koelkast”");
    const links = resultLinks(html);
    expect(links[0]).toBe("/nl/brands/norcool");
    for (const link of links) expect(link).toMatch(/^\/nl\//);
    expect(html).toContain(">Merk<");
    // English has no such word: the English page finds nothing.
    expect(decode(await (await fetch(`${suite.server.url}/search?q=koelkast`)).text())).toContain('No results found for "koelkast"');
  });

  it("works with JavaScript off: the header form asks the Dutch search page", async () => {
    const t = await openPage(suite.browser, { viewport: desktop, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/nl/about`);
    const box = t.page.getByRole("searchbox", { name: "Zoeken op de site" });
    await box.fill("droogkast");
    await box.press("Enter");
    await t.page.waitForURL((url) => url.pathname === "/nl/search" && url.searchParams.get("q") === "droogkast");
    const first = t.page.locator("main ol li").first();
    expect(await first.getByRole("link").getAttribute("href")).toBe("/nl/brands/nimo");
    expect(await first.textContent()).toContain("Merk");
    await t.page.locator("main").getByRole("searchbox", { name: "Zoeken op de site" }).fill("xyzzy");
    await t.page.locator("main").getByRole("button", { name: "Zoeken" }).click();
    await t.page.waitForURL((url) => url.pathname === "/nl/search" && url.searchParams.get("q") === "xyzzy");
    await t.page.getByText("Geen resultaten gevonden voor “xyzzy”").waitFor();
  });
});

describe("the header search box in German and French", () => {
  it("on /de suggests German results from the German index and opens the German page", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/de/about`);
    const box = t.page.getByRole("combobox", { name: "Website durchsuchen" });
    await box.waitFor();
    const indexResponse = t.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/search-index.json"));
    await box.click();
    expect(new URL((await indexResponse).url()).pathname).toBe("/de/search-index.json");
    await box.fill("Kühlschrank");
    const list = t.page.getByRole("listbox", { name: "Suchergebnisse" });
    await list.waitFor();
    const first = list.getByRole("option").first();
    expect(await first.textContent()).toContain("Norcool");
    expect(await first.textContent()).toContain("Marke");
    expect(await t.page.getByRole("status").filter({ hasText: "für Kühlschrank" }).textContent()).toMatch(
      /^\d+ Ergebnisse? für Kühlschrank$/,
    );
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((url) => url.pathname === "/de/brands/norcool");
    expect(t.requests.filter((u) => new URL(u).pathname === "/search-index.json")).toEqual([]);
  });

  it("on /fr submits a search without results to the French search page", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/fr/about`);
    const box = t.page.getByRole("combobox", { name: "Rechercher sur le site" });
    await box.waitFor();
    await box.click();
    await box.fill("xyzzy");
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((url) => url.pathname === "/fr/search" && url.searchParams.get("q") === "xyzzy");
    await t.page.getByText("Aucun résultat trouvé pour «\u00a0xyzzy\u00a0»").waitFor();
  });
});

describe("manuals and downloads in Dutch and French", () => {
  it("/nl/downloads names categories and files in Dutch, with Dutch counts and sizes", async () => {
    const html = decode(await (await fetch(`${suite.server.url}/nl/downloads`)).text());
    expect(html).toContain("Downloadcentrum");
    expect(html).toContain("Productcatalogi");
    expect(html).toContain(`${downloads.length} bestanden`);
    expect(html).toContain("Norcool productcatalogus 2025");
    expect(html).toContain('href="/nl/request-access"');
    const sizes = [...html.matchAll(/data-file-size="">([^<]+)</g)].map((m) => m[1]!);
    expect(sizes).toHaveLength(downloads.length);
    for (const size of sizes) expect(size).toMatch(/^\d+(,\d)? (B|KB|MB|GB)$/);
  });

  it("/fr/manuals filters live by a French manual name and says how many in French", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/fr/manuals`);
    // The filter is live once the page is hydrated (the header's combobox says so).
    await waitForHydration(t.page);
    await t.page.getByLabel("Rechercher un manuel").fill("armoire de séchage");
    await t.page.waitForURL(/\/fr\/manuals\?q=armoire/);
    expect(await t.page.$$eval("article h3", (hs) => hs.map((h) => h.textContent))).toEqual(["NIMO"]);
    expect(await t.page.locator("main [role=status]").textContent()).toMatch(/^3 manuels correspondant à «\s?armoire de séchage\s?»$/);
  });
});
