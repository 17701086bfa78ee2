import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brandsFor } from "~/content/brands.server";
import { companyTexts, site } from "~/content/company.server";
import { embeds } from "~/content/embeds.server";
import { homeCopy } from "~/content/i18n/pages.server";
import { animationsSettled, axeViolations, desktop, foreignRequests, phone, scrollToY, tablet, waitForHeader } from "./support/browser";
import { openHome, type HomeOptions } from "./support/home";
import { runByScript } from "./support/forms";
import { dealerPopupSettled, expandDealerPopup } from "./support/popup";
import { useSuite } from "./support/suite";

const brands = brandsFor("en");

/**
 * The home page (spec 2.3) in Chromium against the built server, as a whole: it fits every
 * screen, passes axe once scrolled through, scrolls to its anchors, reveals the brand
 * cards, opens the dealer popup at its thresholds, loads sections' code as they near the
 * screen, and sends its contact form. The widgets are in home-widgets.test.ts.
 */
const suite = useSuite();
const open = (viewport?: { width: number; height: number }, options?: HomeOptions) => openHome(suite, viewport, options);
const c = homeCopy.en;

/** Scrolls down the whole page a screen at a time, as a visitor does, so every section comes near. */
async function scrollThrough(page: Page, screen: number) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += screen) await scrollToY(page, y);
}

describe("in the browser", () => {
  it.each([
    ["phone", phone],
    ["tablet", tablet],
    ["desktop", desktop],
  ] as const)("fits a %s screen without sideways scrolling and requests no other host", async (_, viewport) => {
    const t = await open(viewport);
    await scrollThrough(t.page, viewport.height);
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    expect(foreignRequests(t, suite.server.url)).toEqual([]);
  });

  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ] as const)("has no axe violations on a %s once scrolled through", async (_, viewport) => {
    // The page as it loads is the audit's to check with axe (scripts/audit.ts); here it is
    // checked with the carousels running, the reveal done and every widget live.
    const t = await open(viewport);
    await scrollThrough(t.page, viewport.height);
    // Back at the top, where the header (which slides away while scrolling down) is in
    // place, with every section rendered and every reveal and slide at its end.
    await scrollToY(t.page, 0);
    await waitForHeader(t.page, "shown");
    await animationsSettled(t.page);
    expect(await axeViolations(t.page)).toEqual([]);
  });

  it("scrolls smoothly to the brands and to the contact section, and keeps the address", async () => {
    const t = await open(desktop);
    await t.page.getByRole("link", { name: "Explore our Brands" }).click();
    await expect
      .poll(() => t.page.evaluate(() => Math.round(document.getElementById("brands")!.getBoundingClientRect().top)))
      .toBeLessThan(120);
    expect(new URL(t.page.url()).hash).toBe("#brands");
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe("brands");
    // A showcase's Contact Us lands on the contact section, past everything lazy in between.
    await t.page.locator("#norcool-showcase").getByRole("link", { name: "Contact Us" }).click();
    await expect
      .poll(
        () =>
          t.page.evaluate(
            () =>
              Math.round(document.getElementById("contact")!.getBoundingClientRect().top) -
              parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          ),
        { timeout: 5000 },
      )
      .toBe(0);
    expect(new URL(t.page.url()).hash).toBe("#contact");
  });

  it("reveals brand cards in turn as they come into view, and not at all with reduced motion", async () => {
    const t = await open(desktop);
    const opacities = () =>
      t.page.locator("#brands li:has(> article)").evaluateAll((els) => els.map((el) => Number(getComputedStyle(el).opacity)));
    // Out of view after hydration, the cards wait hidden for their reveal.
    await expect.poll(async () => Math.max(...(await opacities()))).toBe(0);
    await t.page.locator("#brands-title").scrollIntoViewIfNeeded();
    await t.page
      .locator("#brands li:has(> article)")
      .first()
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    const delays = () =>
      t.page
        .locator("#brands li[data-revealed]:has(> article)")
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay));
    await expect.poll(async () => (await delays()).slice(0, 3)).toEqual(["0s", "0.1s", "0.2s"]);
    expect(
      await t.page
        .locator("#brands li:has(> article)")
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toBe("0.7s, 0.7s");
    await expect.poll(async () => (await opacities()).slice(0, 3), { timeout: 3000 }).toEqual([1, 1, 1]);

    const reduced = await open(desktop, { reducedMotion: "reduce" });
    const still = await reduced.page
      .locator("#brands li:has(> article)")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(still).toEqual(brands.map(() => "1"));
  });

  it.each([
    ["phone", 1800, phone],
    ["tablet", 1500, tablet],
    ["desktop", 300, desktop],
  ] as const)("opens the dealer popup on a %s only past %i px", async (_, threshold, viewport) => {
    const t = await open(viewport, { popup: true });
    const popup = t.page.getByRole("region", { name: "Become a dealer", exact: true });
    await scrollToY(t.page, threshold - 100);
    await dealerPopupSettled(t.page);
    expect(await popup.count()).toBe(0);
    await scrollToY(t.page, threshold + 100);
    await popup.waitFor();
    // No brand on the home page: the visitor chooses one (spec 3).
    await expandDealerPopup(popup);
    expect(await popup.getByLabel(/^Brand/).count()).toBe(1);
  });

  it("shows every section at once after a navigation from another page", async () => {
    const t = await open(desktop, { path: "/about" });
    await t.page
      .getByRole("banner")
      .getByRole("link", { name: `${site.name}, ${companyTexts.en.tagline}, home` })
      .first()
      .click();
    await t.page.waitForURL(`${suite.server.url}/`);
    for (const title of [c.configurator.title, c.about.title, c.news.title, c.contact.title]) {
      await t.page.getByRole("heading", { level: 2, name: title, exact: true }).waitFor();
    }
    expect(await runByScript(t.page.locator("#contact form"))).toBe(true);
  });

  it("takes the footer's Brands link from another page to the brands section", async () => {
    const t = await open(desktop, { path: "/about" });
    await t.page.getByRole("contentinfo").getByRole("link", { name: "Brands", exact: true }).click();
    await t.page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => t.page.evaluate(() => Math.round(document.getElementById("brands")!.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(160);
    expect(await t.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  it("sends the contact section's message and confirms it", async () => {
    const t = await open(desktop);
    const form = t.page.locator("#contact").getByRole("form", { name: "Send us a message" });
    await form.scrollIntoViewIfNeeded();
    for (const [label, value] of [
      ["First name", "Sanne"],
      ["Last name", "de Boer"],
      ["Email", "sanne@example.nl"],
      ["Subject", "Showroom visit"],
      ["Message", "May we visit the showroom next week?"],
    ] as const) {
      await form.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value);
    }
    await form.getByRole("button", { name: "Send Message" }).click();
    await t.page.getByRole("status").filter({ hasText: "Thank you for your message! We'll get back to you soon." }).first().waitFor();
    expect(await form.getByLabel(/^First name/).inputValue()).toBe("");
  });

  it("loads the office map only after consent", async () => {
    const t = await open(desktop);
    const contact = t.page.locator("#contact");
    await contact.scrollIntoViewIfNeeded();
    expect(await contact.locator("iframe").count()).toBe(0);
    await t.page.route(`${new URL(embeds.officeMap.url).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    // Pressed at once, maybe before the section has hydrated: the press is held, not lost.
    await contact.getByRole("button", { name: /^Load map/ }).click();
    expect(await contact.locator("iframe").getAttribute("src")).toBe(embeds.officeMap.url);
  });
});
