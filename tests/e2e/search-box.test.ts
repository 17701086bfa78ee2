import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, desktop, openPage, phone, waitForHydration } from "./support/browser";
import { openSearch, typeQuery } from "./support/search";
import { useSuite } from "./support/suite";

/**
 * The search boxes (spec 2.2; PRODUCT.md 13) in Chromium: the header's combobox, the
 * mobile menu's box, and axe with the list open.
 */

const suite = useSuite();

const optionIds = (list: Locator) => list.getByRole("option").evaluateAll((els) => els.map((e) => e.id));
const pathname = (page: Page) => new URL(page.url()).pathname;

describe("header search box", () => {
  it("is a combobox with a listbox of typed results (spec 2.2)", async () => {
    const t = await openSearch(suite);
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
  });

  it("moves through the options with the arrow keys and opens the active one with Enter", async () => {
    const t = await openSearch(suite);
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
    const title = await active.locator("span:not(.icon) span:not(.icon)").first().textContent();
    const index = (await t.page.evaluate(() => fetch("/search-index.json").then((r) => r.json()))) as { title: string; url: string }[];
    const target = index.find((e) => e.title === title)!.url;
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((url) => url.pathname === target);
    expect(await t.list.isHidden()).toBe(true);
    expect(await t.box.inputValue()).toBe("");
  });

  it("closes with Escape, and a second Escape clears the box", async () => {
    const t = await openSearch(suite);
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
  });

  it("closes on an outside click and on clearing, and stays closed for blank or unmatched queries", async () => {
    const t = await openSearch(suite);
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
    // Nothing to wait for: React renders what an input event changes (a discrete event)
    // before that event's task ends, so fill() returns with the list as it will stay.
    expect(await t.list.isHidden()).toBe(true);
    expect(await t.box.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens a result chosen with the mouse", async () => {
    const t = await openSearch(suite);
    await typeQuery(t.box, t.list, "warranty");
    await t.list.getByRole("option", { name: /Warranty terms/ }).click();
    await t.page.waitForURL((url) => url.pathname === "/warranty");
    expect(await t.list.isHidden()).toBe(true);
  });

  it("submits to the first result, and with none to the search page", async () => {
    const t = await openSearch(suite);
    await typeQuery(t.box, t.list, "WARRANTY");
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((url) => url.pathname === "/warranty");

    await t.box.click();
    await t.box.fill("xyzzy plugh");
    await t.page.getByRole("button", { name: "Search", exact: true }).first().click();
    await t.page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "xyzzy plugh");
    await t.page.getByText('No results found for "xyzzy plugh"').waitFor();
    expect(await t.page.getByRole("searchbox", { name: "Search the site" }).inputValue()).toBe("xyzzy plugh");
  });

  it("gives each of the two boxes on a page its own ids", async () => {
    const t = await openSearch(suite);
    const ids = await t.page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
    expect(ids.length).toBe(new Set(ids).size);
    const inputs = t.page.locator('form[role="search"] input[name="q"]');
    expect(await inputs.count()).toBe(2);
    const controls = await inputs.evaluateAll((els) => els.map((e) => e.getAttribute("aria-controls")));
    expect(new Set(controls).size).toBe(2);
  });
});

describe("mobile menu search", () => {
  /** /sitemap on a phone with the menu open, and the menu's search box. */
  async function openMenuSearch() {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/sitemap`);
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    return { ...t, dialog, box: dialog.getByRole("combobox", { name: "Search the site" }) };
  }

  it("closes the menu when a result is chosen", async () => {
    const t = await openMenuSearch();
    const { dialog, box } = t;
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
  });

  it("closes the menu when the search is submitted", async () => {
    const t = await openMenuSearch();
    const { dialog, box } = t;
    await box.click();
    await box.fill("warranty");
    await dialog.getByRole("listbox").waitFor();
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((url) => url.pathname === "/warranty");
    await dialog.waitFor({ state: "hidden" });
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
  });
});
