import { describe, expect, it } from "vitest";
import { brandLinks, brandsFor, findBrandFor } from "~/content/brands.server";
import { dealerBrandForSlug } from "~/lib/forms/fields";
import { popupStorageKey } from "~/lib/forms/dealer-popup";
import {
  animationsSettled,
  axeViolations,
  desktop,
  foreignRequests,
  nextFrames,
  openPage,
  phone,
  type TestPage,
  waitForHeader,
  waitForHydration,
} from "./support/browser";
import { expandDealerPopup } from "./support/popup";
import { useSuite } from "./support/suite";

/**
 * The six brand pages (spec 2.8) in Chromium: axe once scrolled through, the way to the
 * categories, the carousels and the dealer popup with the page's brand.
 */

const suite = useSuite();

describe("in the browser", () => {
  // Each brand at one size, the sizes taking turns: the six pages are one template with the
  // brand's own content, so each size's layout is read on three brands and each brand's
  // content in one of them.
  const sizes = [
    ["phone", phone],
    ["desktop", desktop],
  ] as const;
  const cases = brandsFor("en").map((b, i) => [b.slug, ...sizes[i % 2]!] as const);

  // The page as it loads is the audit's to check with axe (scripts/audit.ts), every brand at
  // both sizes; here it is checked once the visitor has scrolled through it.
  it.each(cases)(
    "/brands/%s (%s): no axe violations once scrolled through, no console errors or requests to another host",
    async (slug, _size, viewport) => {
      const t = await openPage(suite.browser, { viewport });
      await t.page.goto(`${suite.server.url}/brands/${slug}`);
      await t.page.waitForLoadState("networkidle");
      // Let the cover fade and the film start, then scroll through the whole page, a frame at
      // each stop, so every section sees the screen come near.
      await t.page.waitForSelector("[data-loading-cover=hidden]");
      await t.page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      });
      // The popup comes in past its scroll threshold: as the page scrolls, or, where its code
      // arrived after the scrolling (a slow host), as soon as it is there. At the foot of the
      // page it keeps clear of the form there, so it is in the page but not yet seen.
      await t.page.locator("#dealer-popup").waitFor({ state: "attached" });
      // Back at the top (the header returns on scrolling up), with the popup, the carousels
      // live, and every fade and slide at its end.
      await t.page.evaluate(() => window.scrollTo(0, 0));
      await waitForHeader(t.page, "shown");
      await t.page.getByRole("region", { name: `Become a ${findBrandFor(slug, "en")!.name} dealer`, exact: true }).waitFor();
      await animationsSettled(t.page);
      expect(await axeViolations(t.page)).toEqual([]);
      expect(foreignRequests(t, suite.server.url)).toEqual([]);
    },
  );

  it("shows another brand's page whole after a move to it inside the site, sections not yet hydrated included", async () => {
    // Links, pictures and headings of the main content, in document order.
    const content = () =>
      [...document.querySelectorAll("main a[href], main img[src], main source[srcset], main h2, main h3")].map(
        (el) => `${el.tagName}:${el.getAttribute("href") ?? el.getAttribute("src") ?? el.getAttribute("srcset") ?? el.textContent}`,
      );
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/brands/norcool`);
    await waitForHydration(t.page);
    // At the top: every section below the hero still holds the server's HTML.
    await t.page.getByRole("banner").getByRole("link", { name: "NIMO", exact: true }).first().click();
    await t.page.waitForURL(/\/brands\/nimo$/);
    await t.page.getByRole("heading", { level: 2, name: "Why Choose NIMO" }).waitFor();
    const moved = await t.page.evaluate(content);
    const loaded = await openPage(suite.browser, { viewport: desktop });
    await loaded.page.goto(`${suite.server.url}/brands/nimo`);
    expect(moved).toEqual(await loaded.page.evaluate(content));
  });

  it("scrolls smoothly to the categories from the hero", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/brands/thermocold`);
    await t.page.getByRole("link", { name: "Explore Product Categories" }).click();
    await expect.poll(() => t.page.evaluate(() => location.hash)).toBe("#categories");
    await expect
      .poll(() => t.page.evaluate(() => Math.abs(document.getElementById("categories")!.getBoundingClientRect().top) < 140))
      .toBe(true);
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe("categories");
  });

  it("turns Why Choose into a looping swipe carousel with dots on phones, and a grid on desktop", async () => {
    const t = await openPage(suite.browser, { viewport: phone, hasTouch: true, isMobile: true });
    // The dealer popup, closed earlier in this visit, stays away and covers nothing.
    await t.page.addInitScript((key) => sessionStorage.setItem(key, "dismissed"), popupStorageKey);
    await t.page.goto(`${suite.server.url}/brands/winemaster`);
    const carousel = t.page.getByRole("region", { name: "Why Choose Winemaster: highlights" });
    await carousel.scrollIntoViewIfNeeded();
    await t.page.waitForSelector('[aria-label="Why Choose Winemaster: highlights"][data-carousel=ready]');
    const current = () => carousel.locator('button[aria-current="true"]').getAttribute("aria-label");
    expect(await carousel.locator("[aria-roledescription=slide]").count()).toBe(4);
    expect(await current()).toBe("Show slide 1 of 4");
    await carousel.getByRole("button", { name: "Show slide 4 of 4" }).click();
    await expect.poll(current).toBe("Show slide 4 of 4");
    // It loops: next from the last slide is the first.
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(current).toBe("Show slide 1 of 4");
    // Swipes with a finger: left goes on, right goes back, and back from the first is the last.
    const box = (await carousel.locator("[aria-roledescription=slide]").first().boundingBox())!;
    const cdp = await t.page.context().newCDPSession(t.page);
    // A finger moves once a frame; each swipe starts with the row at rest, as it would under
    // a visitor's finger. The row is at rest when its track (the slides' parent, which embla
    // slides) keeps its place from one frame to the next.
    const track = await carousel.locator("[aria-roledescription=slide] >> xpath=..").first().elementHandle();
    const swipe = async (dx: number) => {
      await track.waitForElementState("stable");
      const y = box.y + box.height / 2;
      const x0 = phone.width / 2 - dx / 2;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y }] });
      for (let i = 1; i <= 10; i++) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x0 + (dx * i) / 10, y }] });
        await nextFrames(t.page, 1);
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(-200);
    await expect.poll(current).toBe("Show slide 2 of 4");
    await swipe(200);
    await expect.poll(current).toBe("Show slide 1 of 4");
    await swipe(200);
    await expect.poll(current).toBe("Show slide 4 of 4");
    await swipe(-200);
    await expect.poll(current).toBe("Show slide 1 of 4");
    await swipe(-200);
    await expect.poll(current).toBe("Show slide 2 of 4");
    const slideVisible = async (title: string) => {
      const b = await carousel.getByRole("heading", { name: title }).boundingBox();
      return !!b && b.x >= 0 && b.x < phone.width;
    };
    await expect.poll(() => slideVisible("Worldwide Trusted")).toBe(true);

    const d = await openPage(suite.browser, { viewport: desktop });
    await d.page.goto(`${suite.server.url}/brands/winemaster`);
    const region = d.page.getByRole("region", { name: "Why Choose Winemaster: highlights" });
    // As a visitor sees it: until the section comes near the screen the browser has not laid it out.
    await region.scrollIntoViewIfNeeded();
    const tops = await region
      .locator("[aria-roledescription=slide]")
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
    expect(await region.locator('button[aria-current="true"]').isVisible()).toBe(false);
  });

  it("pages through a product card's image carousel, looping", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/brands/norcool`);
    // The arrows work once React owns the page; a busy machine can take a moment.
    await waitForHydration(t.page);
    const group = t.page.getByRole("group", { name: "Under-Counter Drawer Solutions" });
    await group.scrollIntoViewIfNeeded();
    const current = () => group.locator('button[aria-current="true"]').getAttribute("aria-label");
    expect(await current()).toBe("Show image 1 of 3");
    await group.getByRole("button", { name: "Previous image of Under-Counter Drawer Solutions" }).click();
    await expect.poll(current).toBe("Show image 3 of 3");
    await group.getByRole("button", { name: "Next image of Under-Counter Drawer Solutions" }).click();
    await expect.poll(current).toBe("Show image 1 of 3");
  });

  it.each([
    ["norcool", desktop],
    ["nimo", phone],
  ] as const)("offers the dealer popup with the brand fixed on /brands/%s", async (slug, viewport) => {
    const brand = findBrandFor(slug, "en")!;
    const t: TestPage = await openPage(suite.browser, { viewport });
    await t.page.goto(`${suite.server.url}/brands/${slug}`);
    await t.page.waitForLoadState("networkidle");
    await t.page.evaluate(() => window.scrollTo(0, 400));
    const popup = t.page.getByRole("region", { name: `Become a ${brand.name} dealer` });
    await popup.waitFor();
    await expandDealerPopup(popup);
    // No brand choice: the page's brand goes with the application.
    expect(await popup.locator("select").count()).toBe(0);
    expect(await popup.locator('input[type=hidden][name="brand"]').inputValue()).toBe(dealerBrandForSlug(brandLinks, slug));
    await expect(popup.getByText(new RegExp(`Brand:\\s*${brand.name}$`)).isVisible()).resolves.toBe(true);
    await popup.getByLabel(/^Name/).fill("Test Dealer");
    await popup.getByLabel(/^Company/).fill("Keukens BV");
    await popup.getByLabel(/^Email/).fill("dealer@example.nl");
    await popup.getByLabel(/^Phone/).fill("+31 20 123 4567");
    await popup.getByRole("button", { name: "Send Application" }).click();
    await t.page.getByText(`Your ${brand.popupName} dealer application has been received! We will contact you within 48 hours.`).waitFor();
  });
});
