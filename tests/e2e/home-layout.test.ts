import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brandsFor } from "~/content/brands.server";
import { homeCopy } from "~/content/i18n/pages.server";
import { animationsSettled, openPage, phone, scrollToY } from "./support/browser";
import { openHome } from "./support/home";
import { useSuite } from "./support/suite";
import { measureTextContrast } from "./support/text-contrast";

const brands = brandsFor("en");

/**
 * The home page's layout (spec 2.3) in Chromium against the built server: every text on
 * the hero is legible over the kitchen illustration at every width, measured over the
 * pixels under it rather than the section's colour; and the phone page stays short, with
 * every section of the spec still there.
 */
const suite = useSuite();
const c = homeCopy.en;

const widths = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1366, height: 900 },
] as const;

/** The runs of text below WCAG AA over what is painted under them, with their figures. */
async function illegible(page: Page, selector: string) {
  const runs = await measureTextContrast(page, selector);
  expect(runs.length).toBeGreaterThan(3);
  return runs.filter((r) => r.ratio < r.required).map((r) => `${r.text}: ${r.ratio.toFixed(2)} < ${r.required}`);
}

describe("hero legibility", () => {
  it.each(widths)("home: every text on the hero meets AA over the picture at $width px", async (viewport) => {
    const t = await openHome(suite, viewport, { reducedMotion: "reduce" });
    await animationsSettled(t.page);
    expect(await illegible(t.page, "#home")).toEqual([]);
    // The figures sit on a solid panel: no line of the drawing shows through them.
    const alpha = await t.page.locator("#home dl").evaluate((el) => {
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.fillStyle = getComputedStyle(el).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      return ctx.getImageData(0, 0, 1, 1).data[3];
    });
    expect(alpha).toBe(255);
  });

  it.each([phone, widths[3]])("brand page: every text on the Norcool hero meets AA over its poster at $width px", async (viewport) => {
    // With reduced motion the poster stays, so what is measured is what every visitor sees first.
    const t = await openPage(suite.browser, { viewport, reducedMotion: "reduce" });
    await t.page.goto(`${suite.server.url}/brands/norcool`);
    await t.page.locator('[data-loading-cover="hidden"]').waitFor({ state: "attached" });
    await animationsSettled(t.page);
    expect(await illegible(t.page, 'section[aria-labelledby="brand-title"]')).toEqual([]);
  });
});

describe("phone page length", () => {
  // Every card one under the other, the phone page was 21,341 px: 25 screens. With the cards
  // in rows that scroll sideways, the showcases together and a phone's spacing it is about
  // 11,550 px. The limit leaves room for edited copy, not for a list stacked again.
  const PHONE_LIMIT = 12_000;

  it(`stays under ${PHONE_LIMIT} px at 390 px, with every section of the spec`, async () => {
    const t = await openHome(suite, phone);
    const height = () => t.page.evaluate(() => document.body.scrollHeight);
    // Scrolled through, so every lazy part has rendered at its real height.
    for (let y = 0; y < (await height()); y += phone.height) await scrollToY(t.page, y);
    expect(await height()).toBeLessThan(PHONE_LIMIT);

    const sections = [
      "#home",
      "#brands",
      ...Object.values(c.showcases).map((s) => `#${s.id}`),
      "#norcool-configurator",
      "section:has(#why-title)",
      "section:has(#drying-title)",
      "#about",
      "#contact",
      "#dealers",
      "#news",
    ];
    for (const selector of sections) {
      const shown = await t.page.locator(selector).evaluate((el) => el.checkVisibility() && el.getBoundingClientRect().height > 100);
      expect(shown, selector).toBe(true);
    }
    const count = (selector: string) => t.page.locator(selector).count();
    expect(await count("#brands article")).toBe(brands.length);
    expect(await count("section:has(#drying-title) article")).toBe(c.dryingSeries.products.length);
    expect(await count("#news article")).toBe(3);
    for (const title of [c.hero.title, c.configurator.title, c.whyChooseUs.title, c.about.title, c.contact.title, c.news.title]) {
      expect(await t.page.getByRole("heading", { name: title, exact: true }).count(), title).toBe(1);
    }
  });
});
