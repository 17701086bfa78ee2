import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { animationsSettled, desktop, openPage, phone, scrollToY, type TestPage, waitForHydration } from "./support/browser";
import { byLabel } from "./support/forms";
import { dealerPopupSettled, expandDealerPopup, overlaps, popupCovers, popupViolations } from "./support/popup";
import { useSuite } from "./support/suite";

/**
 * The dealer popup is a suggestion, not a wall (PRODUCT.md 20): how much of the screen it
 * takes on a phone, the sheet its form opens in, and the parts of the page it keeps clear
 * of (the dealer locator, the configurator's key features), with and without JavaScript.
 * Its behaviour (thresholds, states, sending): ./forms-popup.test.ts.
 */

const suite = useSuite();

async function open(path: string, viewport: { width: number; height: number }): Promise<TestPage> {
  const t = await openPage(suite.browser, { viewport });
  await t.page.goto(`${suite.server.url}${path}`);
  await t.page.waitForLoadState("networkidle");
  await waitForHydration(t.page);
  return t;
}

const popup = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

describe("dealer popup on a phone", () => {
  it.each([
    ["/brands/winefit", "Become a Winefit dealer", phone],
    // The longest title and button, on the narrowest phone.
    ["/fr/brands/thermocold", "Devenez revendeur Thermocold", { width: 320, height: 568 }],
  ])(
    "first appears on %s as a slim bar at the bottom, at most a quarter of the screen, with the form behind its button",
    async (path, title, viewport) => {
      const t = await open(path, viewport);
      await scrollToY(t.page, 400);
      const region = popup(t.page, title);
      await region.waitFor();
      const bar = (await region.boundingBox())!;
      expect(bar.height).toBeLessThanOrEqual(viewport.height * 0.25);
      // Along the bottom edge, across the width.
      expect(viewport.height - (bar.y + bar.height)).toBeLessThanOrEqual(16);
      expect(bar.width).toBeGreaterThan(viewport.width * 0.9);
      expect(await region.getByRole("textbox").count()).toBe(0);
      // The title is whole and clear of the button beside it.
      const heading = region.getByRole("heading", { name: title });
      expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(overlaps(await heading.boundingBox(), await region.getByRole("button", { expanded: false }).boundingBox())).toBe(false);
      expect(await popupViolations(t.page)).toEqual([]);
    },
  );

  it("opens into a sheet that fits the screen and scrolls inside itself, not the page", async () => {
    // A short screen (a phone in landscape, or with its keyboard up) makes the form scroll.
    for (const viewport of [phone, { width: 390, height: 560 }]) {
      const t = await open("/brands/winefit", viewport);
      await scrollToY(t.page, 400);
      const region = popup(t.page, "Become a Winefit dealer");
      await region.waitFor();
      await expandDealerPopup(region);
      const sheet = (await region.boundingBox())!;
      expect(sheet.y, `${viewport.height}`).toBeGreaterThanOrEqual(0);
      expect(sheet.y + sheet.height).toBeLessThanOrEqual(viewport.height);
      expect(sheet.height).toBeLessThanOrEqual(viewport.height * 0.85 + 1);
      // The whole form is there, its field focused.
      for (const label of ["Name", "Company", "Email", "Phone", "Comments (optional)"])
        expect(await byLabel(region, label).count()).toBe(1);
      expect(await byLabel(region, "Name").evaluate((el) => el === document.activeElement)).toBe(true);
      const body = region.locator("[id]:has(form)");
      const style = await body.evaluate((el) => ({
        overflow: getComputedStyle(el).overflowY,
        overscroll: getComputedStyle(el).overscrollBehaviorY,
      }));
      expect(style).toEqual({ overflow: "auto", overscroll: "contain" });
      expect(await popupViolations(t.page)).toEqual([]);
      if (viewport.height < phone.height) {
        // The form is longer than the sheet: a wheel over it scrolls the form, the page stays.
        const send = region.getByRole("button", { name: "Send Application" });
        expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
        const pageY = await t.page.evaluate(() => window.scrollY);
        await t.page.mouse.move(sheet.x + sheet.width / 2, sheet.y + sheet.height - 40);
        await t.page.mouse.wheel(0, 1200);
        await expect.poll(() => body.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight)).toBe(true);
        const button = (await send.boundingBox())!;
        expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
        expect(await t.page.evaluate(() => window.scrollY)).toBe(pageY);
      }
      await t.close();
    }
  });
});

describe("dealer popup keeps clear", () => {
  it("of the dealer locator while it is on the screen, and folds its form when the visitor uses the locator", async () => {
    const t = await open("/brands/norcool", phone);
    await scrollToY(t.page, 400);
    const region = popup(t.page, "Become a Norcool dealer");
    await region.waitFor();
    const locator = t.page.locator("#dealers-map");
    // The map: the locator's second column (the list comes first).
    const map = locator.locator(":scope > div").nth(1);

    // Every stop from the locator's top edge coming into view to its bottom leaving it.
    const top = await locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const height = (await locator.boundingBox())!.height;
    for (const y of [top - phone.height + 40, top - 200, top + height / 2, top + height - 100]) {
      await scrollToY(t.page, y);
      await expect.poll(() => region.isVisible(), { message: `at ${y}` }).toBe(false);
      expect(await popupCovers(region, map)).toBeNull();
      expect(await popupCovers(region, locator)).toBeNull();
    }
    // Back above the locator, it returns.
    await scrollToY(t.page, 400);
    await region.waitFor();

    // With its form open and the visitor typing, it stays; once the visitor turns to the
    // locator, the form folds (input kept) and the popup leaves the map alone.
    await expandDealerPopup(region);
    await byLabel(region, "Name").fill("Half typed");
    await scrollToY(t.page, top);
    expect(await byLabel(region, "Name").isVisible()).toBe(true);
    // The locator's town field, enabled once its section has hydrated.
    const town = locator.getByRole("textbox").first();
    await expect.poll(() => town.isEnabled()).toBe(true);
    await town.focus();
    await expect.poll(() => region.isVisible()).toBe(false);
    expect(await popupCovers(region, map)).toBeNull();
    await scrollToY(t.page, 400);
    await region.waitFor();
    expect(await region.getByRole("button", { name: "Show form" }).getAttribute("aria-expanded")).toBe("false");
    await expandDealerPopup(region);
    expect(await byLabel(region, "Name").inputValue()).toBe("Half typed");
  });

  it("of the configurator's key features on a desktop", async () => {
    const t = await open("/", desktop);
    await scrollToY(t.page, 400);
    const region = popup(t.page, "Become a dealer");
    await region.waitFor();
    const features = t.page.getByRole("heading", { name: "Key features" }).locator("xpath=following-sibling::ul[1]");
    expect(await popupCovers(region, features)).toBeNull();
    // The key features come up from the bottom edge, where the popup's card sits, until
    // they reach the top.
    const top = await features.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const height = (await features.boundingBox())!.height;
    for (const y of [top - desktop.height + 20, top - desktop.height + height, top - 200]) {
      await scrollToY(t.page, y);
      await expect.poll(() => popupCovers(region, features), { message: `at ${y}` }).toBeNull();
      await expect.poll(() => region.isVisible(), { message: `at ${y}` }).toBe(false);
    }
    // Past them, it is back.
    await scrollToY(t.page, top + height + 200);
    await region.waitFor();
    expect(await popupCovers(region, features)).toBeNull();
  });

  it("of the notice offering the visitor's language, until it is closed", async () => {
    const t = await openPage(suite.browser, { viewport: phone, locale: "de-DE" });
    await t.page.goto(`${suite.server.url}/brands/pevino`);
    await waitForHydration(t.page);
    const notice = t.page.getByRole("complementary", { name: "Diese Seite gibt es auch auf Deutsch." });
    await notice.waitFor();
    await scrollToY(t.page, 400);
    await dealerPopupSettled(t.page);
    // There, but out of the way (and so out of the accessibility tree, which roles search).
    const element = t.page.locator("#dealer-popup");
    await element.waitFor({ state: "attached" });
    await animationsSettled(element);
    expect(await element.isVisible()).toBe(false);
    expect(await popupCovers(element, notice)).toBeNull();
    await notice.getByRole("button", { name: "Hinweis schließen" }).click();
    await popup(t.page, "Become a PeVino dealer").waitFor();
  });

  it.each([
    ["/", "Become a dealer"],
    ["/brands/norcool", "Become a Norcool dealer"],
    ["/brands/pevino", "Become a PeVino dealer"],
  ])("of the first screen of %s without JavaScript: its button waits at the end of the content", async (path, title) => {
    const t = await openPage(suite.browser, { viewport: phone, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}${path}`);
    const summary = t.page.locator("summary").filter({ hasText: title });
    const box = (await summary.boundingBox())!;
    // Nothing of the hero (its links and buttons) lies under it: it is no layer over the page.
    const hero = t.page.locator("main > section").first();
    for (const control of await hero.locator("a, button").all()) {
      expect(overlaps(box, await control.boundingBox()), (await control.textContent()) ?? "").toBe(false);
    }
    expect(box.y).toBeGreaterThan(phone.height);
    expect(await summary.evaluate((el) => getComputedStyle(el.closest("details")!).position)).toBe("static");
    // It follows the page's last section, before the footer.
    const last = await t.page.locator("main > section").last().boundingBox();
    const footer = await t.page.locator("footer").boundingBox();
    expect(box.y).toBeGreaterThanOrEqual(last!.y + last!.height);
    expect(box.y + box.height).toBeLessThanOrEqual(footer!.y);
  });
});
