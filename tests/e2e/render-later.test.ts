import { describe, expect, it } from "vitest";
import { LATER } from "~/lib/render-later";
import { desktop, openPage, phone } from "./support/browser";
import { useSuite } from "./support/suite";

/**
 * Long pages lay out their first screen first (docs/decisions/0008-render-later.md): the
 * sections below it wait for the browser to need them, then are rendered one per frame
 * once the page has loaded; the drawings the home page's brand cards and the brand pages'
 * product cards show are raster copies, decoded off the main thread.
 */
const suite = useSuite();

/** Each later part's content-visibility, and whether its content has been laid out. */
/** What the page says of each part it renders later. */
type LaterPart = { id: string; visibility: string; rendered: boolean };
const laterParts = `[...document.querySelectorAll("main > section ~ section, body > footer, .render-later")].map((el) => ({
  id: el.id || el.getAttribute("aria-labelledby") || el.tagName,
  visibility: getComputedStyle(el).contentVisibility,
  rendered: el.hasAttribute("data-rendered"),
}))`;

describe("sections below the first screen", () => {
  it("are skipped by the browser without JavaScript, their content still in the page", async () => {
    const t = await openPage(suite.browser, { viewport: phone, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/brands/norcool`);
    const parts = await t.page.evaluate<LaterPart[]>(laterParts);
    expect(parts.map((p) => p.id)).toEqual(expect.arrayContaining(["story-title", "why-title", "dealers", "FOOTER"]));
    for (const part of parts) expect(part, part.id).toMatchObject({ visibility: "auto", rendered: false });
    // Skipped, not hidden: the text is in the page for search, find-in-page and screen readers.
    await expect(t.page.locator("#dealers li").count()).resolves.toBeGreaterThan(50);
    expect(await t.page.locator("#dealers-title").evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  });

  for (const [path, viewport] of [
    ["/", phone],
    ["/brands/norcool", phone],
    ["/about", desktop],
  ] as const) {
    it(`are all rendered once ${path} has loaded (${viewport.width} px)`, async () => {
      const t = await openPage(suite.browser, { viewport });
      await t.page.goto(`${suite.server.url}${path}`);
      await t.page.waitForFunction((selector) => document.readyState === "complete" && !document.querySelector(selector), LATER, {
        timeout: 15_000,
      });
      const parts = await t.page.evaluate<LaterPart[]>(laterParts);
      expect(parts.length).toBeGreaterThan(path === "/about" ? 1 : 4);
      for (const part of parts) expect(part, part.id).toMatchObject({ visibility: "visible", rendered: true });
    });
  }

  it("are rendered on the not-found page too, which the root's error screen draws", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    t.allowErrors(/404/);
    await t.page.goto(`${suite.server.url}/this-page-does-not-exist`);
    await t.page.waitForFunction((selector) => document.readyState === "complete" && !document.querySelector(selector), LATER, {
      timeout: 15_000,
    });
    const parts = await t.page.evaluate<LaterPart[]>(laterParts);
    expect(parts.map((p) => p.id)).toContain("FOOTER");
    for (const part of parts) expect(part, part.id).toMatchObject({ visibility: "visible", rendered: true });
  });

  it("are rendered again on the next page after a navigation inside the site", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/about`);
    await t.page.waitForFunction((selector) => document.readyState === "complete" && !document.querySelector(selector), LATER);
    await t.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await t.page.locator("header").getByRole("link", { name: "Norcool", exact: true }).first().click();
    await t.page.waitForURL(/\/brands\/norcool$/);
    await t.page.waitForFunction((selector) => !document.querySelector(selector) && document.querySelector("#dealers"), LATER, {
      timeout: 15_000,
    });
    // The same document: the router navigated, the page did not reload.
    expect(await t.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

describe("drawings shown many at once", () => {
  it("are raster copies on the home page's brand cards, and no SVG drawing is fetched", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/`);
    await t.page.locator("#brands").scrollIntoViewIfNeeded();
    await t.page.waitForLoadState("networkidle");
    const cardImages = t.page.locator("#brands article img");
    await expect(cardImages.count()).resolves.toBe(12);
    for (const img of await cardImages.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
      expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(
        /\/images\/generated\/brands\/[a-z]+-(logo|product)-\d+\.webp$/,
      );
    }
    expect(t.requests.filter((u) => /\/images\/brands\/.*\.svg$/.test(u))).toEqual([]);
  });

  it("are raster copies in a brand page's product cards", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/brands/norcool`);
    const first = t.page.locator("#categories article img").first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    expect(await first.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(
      /\/images\/generated\/brand-pages\/norcool\/[a-z-]+-(400|800)\.webp$/,
    );
    expect(t.requests.filter((u) => /\/images\/brand-pages\/.*\.svg$/.test(u))).toEqual([]);
  });
});
