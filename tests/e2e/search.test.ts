import { describe, expect, it } from "vitest";
import { desktop, openPage, phone, waitForHydration } from "./support/browser";
import { openSearch, typeQuery } from "./support/search";
import { useSuite } from "./support/suite";

/**
 * Site search (spec 9; PRODUCT.md 13) from the server: the index, fetched only when a
 * search box is first used, and the /search page, with and without JavaScript. The search
 * boxes are in search-box.test.ts.
 */

const suite = useSuite();

/** The index, and the scoring code with the results list (app/components/search/search-popup.tsx). */
const isSearchCode = (url: string) => url.endsWith("/search-index.json") || /\/assets\/search-popup-[^/]+\.js$/.test(url);

describe("search index", () => {
  it("serves /search-index.json built from the content", async () => {
    const res = await fetch(`${suite.server.url}/search-index.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const index = (await res.json()) as { id: string; url: string; type: string; keywords: string[] }[];
    expect(index.length).toBeGreaterThanOrEqual(13);
    expect(index.filter((e) => e.type === "brand")).toHaveLength(6);
    expect(index.find((e) => e.url === "/warranty")?.type).toBe("service");
    expect(index.find((e) => e.url === "/downloads")?.type).toBe("manual");
    expect(index.every((e) => e.id && e.keywords.length)).toBe(true);
  });

  it("is fetched, with the scoring code and the results list, only the first time a search box gets focus", async () => {
    const t = await openSearch(suite);
    const html = await (await fetch(`${suite.server.url}/about`)).text();
    expect(html).not.toContain("search-index.json");
    expect(html).not.toMatch(/assets\/search-popup-/);
    await t.page.waitForLoadState("networkidle");
    expect(t.requests.filter(isSearchCode)).toEqual([]);

    const indexResponse = t.page.waitForResponse((r) => r.url().endsWith("/search-index.json"));
    await t.box.focus();
    expect((await indexResponse).status()).toBe(200);
    await typeQuery(t.box, t.list, "wine");
    expect(t.requests.filter(isSearchCode)).toHaveLength(2);

    // Blur and focus again, and use the mobile menu's box: no second request.
    await t.page.getByRole("heading", { level: 1 }).click();
    await t.box.focus();
    await t.page.setViewportSize(phone);
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const menuBox = t.page.getByRole("dialog", { name: "Menu" }).getByRole("combobox", { name: "Search the site" });
    await typeQuery(menuBox, t.page.getByRole("dialog").getByRole("listbox"), "nimo");
    await t.page.waitForLoadState("networkidle");
    expect(t.requests.filter(isSearchCode)).toHaveLength(2);
  });
});

describe("/search page", () => {
  it("is rendered on the server with ranked results, noindex and a prefilled form", async () => {
    const res = await fetch(`${suite.server.url}/search?q=${encodeURIComponent("  Service  ")}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain('value="Service"');
    expect(html).toMatch(/\d+ results? for &quot;Service&quot;/);
    // Ranked: /service-request (title hit) before /warranty (description and keyword hits).
    const main = html.slice(html.indexOf("<main"));
    expect(main.indexOf('href="/service-request"')).toBeGreaterThan(0);
    expect(main.indexOf('href="/service-request"')).toBeLessThan(main.indexOf('href="/warranty"'));

    const none = await (await fetch(`${suite.server.url}/search?q=xyzzy`)).text();
    expect(none).toContain("No results found for &quot;xyzzy&quot;");
    const empty = await fetch(`${suite.server.url}/search`);
    expect(empty.status).toBe(200);
  });

  it("works with JavaScript off: the header form asks /search", async () => {
    const t = await openPage(suite.browser, { viewport: desktop, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/about`);
    const box = t.page.getByRole("searchbox", { name: "Search the site" });
    expect(await t.page.getByRole("combobox").count()).toBe(0);
    await box.fill("nimo");
    await box.press("Enter");
    await t.page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "nimo");
    const first = t.page.locator("main ol li").first();
    expect(await first.getByRole("link").getAttribute("href")).toBe("/brands/nimo");
    expect(await first.textContent()).toContain("Brand");

    const pageBox = t.page.locator("main").getByRole("searchbox", { name: "Search the site" });
    expect(await pageBox.inputValue()).toBe("nimo");
    await pageBox.fill("xyzzy");
    await pageBox.press("Enter");
    await t.page.getByText('No results found for "xyzzy"').waitFor();
  });
});
