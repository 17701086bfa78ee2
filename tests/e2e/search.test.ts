import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, desktop, expectClean, openPage, phone, type TestPage, waitForHydration } from "./support/browser";
import { useSuite } from "./support/suite";

const suite = useSuite();

const isSearchCode = (url: string) => url.endsWith("/search-index.json") || /\/assets\/score-[^/]+\.js$/.test(url);

/** A page on /about with the visible header search box (desktop) ready for typing. */
async function openSearch(viewport = desktop): Promise<TestPage & { box: Locator; list: Locator }> {
  const t = await openPage(suite.browser, { viewport });
  await t.page.goto(`${suite.server.url}/about`);
  const box = t.page.getByRole("combobox", { name: "Search the site" });
  await box.waitFor();
  return { ...t, box, list: t.page.getByRole("listbox", { name: "Search results" }) };
}

async function typeQuery(box: Locator, list: Locator, query: string) {
  await box.click();
  await box.fill(query);
  await list.waitFor();
}

const optionIds = (list: Locator) => list.getByRole("option").evaluateAll((els) => els.map((e) => e.id));
const pathname = (page: Page) => new URL(page.url()).pathname;

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

  it("is fetched, with the scoring code, only the first time a search box gets focus", async () => {
    const t = await openSearch();
    const html = await (await fetch(`${suite.server.url}/about`)).text();
    expect(html).not.toContain("search-index.json");
    expect(html).not.toMatch(/assets\/score-/);
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
    expectClean(t);
    await t.close();
  });
});

describe("header search box", () => {
  it("is a combobox with a listbox of typed results (spec 2.2)", async () => {
    const t = await openSearch();
    expect(await t.box.getAttribute("aria-expanded")).toBe("false");
    expect(await t.box.getAttribute("aria-autocomplete")).toBe("list");
    await typeQuery(t.box, t.list, "warranty");
    expect(await t.box.getAttribute("aria-expanded")).toBe("true");
    expect(await t.box.getAttribute("aria-controls")).toBe(await t.list.getAttribute("id"));
    const first = t.list.getByRole("option").first();
    expect(await first.textContent()).toContain("Warranty terms");
    expect(await first.textContent()).toContain("Service");
    const height = await t.list.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(height).toBe("384px"); // 24rem (spec 9)
    expectClean(t);
    await t.close();
  });

  it("moves through the options with the arrow keys and opens the active one with Enter", async () => {
    const t = await openSearch();
    await typeQuery(t.box, t.list, "wine");
    const ids = await optionIds(t.list);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids.length).toBeLessThanOrEqual(8);
    expect(await t.box.getAttribute("aria-activedescendant")).toBeNull();

    await t.page.keyboard.press("ArrowDown");
    expect(await t.box.getAttribute("aria-activedescendant")).toBe(ids[0]);
    await t.page.keyboard.press("ArrowDown");
    expect(await t.box.getAttribute("aria-activedescendant")).toBe(ids[1]);
    expect(await t.page.locator(`[id="${ids[1]}"]`).getAttribute("aria-selected")).toBe("true");
    await t.page.keyboard.press("ArrowUp");
    await t.page.keyboard.press("ArrowUp");
    expect(await t.box.getAttribute("aria-activedescendant")).toBe(ids.at(-1));
    await t.page.keyboard.press("ArrowDown");
    await t.page.keyboard.press("ArrowDown");
    expect(await t.box.getAttribute("aria-activedescendant")).toBe(ids[1]);

    // Enter opens the active option: the second result of "repair".
    await t.box.fill("repair");
    await t.page.keyboard.press("ArrowDown");
    await t.page.keyboard.press("ArrowDown");
    const active = t.page.locator(`[id="${await t.box.getAttribute("aria-activedescendant")}"]`);
    const title = await active.locator("span span").first().textContent();
    const index = (await t.page.evaluate(() => fetch("/search-index.json").then((r) => r.json()))) as { title: string; url: string }[];
    const target = index.find((e) => e.title === title)!.url;
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((url) => url.pathname === target);
    expect(await t.list.isHidden()).toBe(true);
    expect(await t.box.inputValue()).toBe("");
    expectClean(t);
    await t.close();
  });

  it("closes with Escape, and a second Escape clears the box", async () => {
    const t = await openSearch();
    await typeQuery(t.box, t.list, "wine");
    await t.page.keyboard.press("ArrowDown");
    await t.page.keyboard.press("Escape");
    await t.list.waitFor({ state: "hidden" });
    expect(await t.box.getAttribute("aria-expanded")).toBe("false");
    expect(await t.box.getAttribute("aria-activedescendant")).toBeNull();
    expect(await t.box.inputValue()).toBe("wine");
    await t.page.keyboard.press("ArrowDown");
    await t.list.waitFor();
    await t.page.keyboard.press("Escape");
    await t.page.keyboard.press("Escape");
    expect(await t.box.inputValue()).toBe("");
    expect(pathname(t.page)).toBe("/about");
    expectClean(t);
    await t.close();
  });

  it("closes on an outside click and on clearing, and stays closed for blank or unmatched queries", async () => {
    const t = await openSearch();
    await typeQuery(t.box, t.list, "nimo");
    await t.page.getByRole("heading", { level: 1 }).click();
    await t.list.waitFor({ state: "hidden" });
    expect(await t.box.getAttribute("aria-expanded")).toBe("false");
    // A click back into the box shows the results again.
    await t.box.click();
    await t.list.waitFor();

    await t.box.fill("");
    await t.list.waitFor({ state: "hidden" });
    await t.box.fill("   ");
    await t.box.fill("xyzzy");
    await t.page.waitForTimeout(100);
    expect(await t.list.isHidden()).toBe(true);
    expect(await t.box.getAttribute("aria-expanded")).toBe("false");
    expectClean(t);
    await t.close();
  });

  it("opens a result chosen with the mouse", async () => {
    const t = await openSearch();
    await typeQuery(t.box, t.list, "warranty");
    await t.list.getByRole("option", { name: /Warranty terms/ }).click();
    await t.page.waitForURL((url) => url.pathname === "/warranty");
    expect(await t.list.isHidden()).toBe(true);
    expectClean(t);
    await t.close();
  });

  it("submits to the first result, and with none to the search page", async () => {
    const t = await openSearch();
    await typeQuery(t.box, t.list, "WARRANTY");
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((url) => url.pathname === "/warranty");

    await t.box.click();
    await t.box.fill("xyzzy plugh");
    await t.page.getByRole("button", { name: "Search", exact: true }).first().click();
    await t.page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "xyzzy plugh");
    await t.page.getByText('No results found for "xyzzy plugh"').waitFor();
    expect(await t.page.getByRole("searchbox", { name: "Search the site" }).inputValue()).toBe("xyzzy plugh");
    expectClean(t);
    await t.close();
  });

  it("gives each of the two boxes on a page its own ids", async () => {
    const t = await openSearch();
    const ids = await t.page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
    expect(ids.length).toBe(new Set(ids).size);
    const inputs = t.page.locator('form[role="search"] input[name="q"]');
    expect(await inputs.count()).toBe(2);
    const controls = await inputs.evaluateAll((els) => els.map((e) => e.getAttribute("aria-controls")));
    expect(new Set(controls).size).toBe(2);
    expectClean(t);
    await t.close();
  });
});

describe("mobile menu search", () => {
  it("closes the menu when a result is chosen", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/sitemap`);
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    const box = dialog.getByRole("combobox", { name: "Search the site" });
    const list = dialog.getByRole("listbox", { name: "Search results" });
    await typeQuery(box, list, "about");
    // Escape closes the list first, not the menu.
    await t.page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await dialog.isVisible()).toBe(true);
    await t.page.keyboard.press("ArrowDown");
    await list.getByRole("option").first().click();
    await t.page.waitForURL((url) => url.pathname === "/about");
    await dialog.waitFor({ state: "hidden" });
    expectClean(t);
    await t.close();
  });

  it("closes the menu when the search is submitted", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/sitemap`);
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    const box = dialog.getByRole("combobox", { name: "Search the site" });
    await box.click();
    await box.fill("warranty");
    await dialog.getByRole("listbox").waitFor();
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((url) => url.pathname === "/warranty");
    await dialog.waitFor({ state: "hidden" });
    expectClean(t);
    await t.close();
  });
});

describe("accessibility with the list open", () => {
  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ])("has no axe violations (%s)", async (_name, viewport) => {
    const t = await openPage(suite.browser, { viewport });
    await t.page.goto(`${suite.server.url}/about`);
    // The combobox role appears once the page is hydrated; the menu button needs that too.
    await t.page.waitForSelector('[role="combobox"]', { state: "attached" });
    if (viewport === phone) await t.page.getByRole("button", { name: "Open menu" }).click();
    const box = t.page.getByRole("combobox", { name: "Search the site" });
    const list = t.page.getByRole("listbox", { name: "Search results" });
    await typeQuery(box, list, "wine");
    await t.page.keyboard.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBeTruthy();
    expect(await axeViolations(t.page)).toEqual([]);
    await t.page.goto(`${suite.server.url}/search?q=wine`);
    expect(await axeViolations(t.page)).toEqual([]);
    expectClean(t);
    await t.close();
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
    expectClean(t);
    await t.close();
  });
});
