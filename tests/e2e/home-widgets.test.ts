import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en } from "~/content/interface/en";
import { brandsFor } from "~/content/brands.server";
import { site } from "~/content/company.server";
import { embeds } from "~/content/embeds.server";
import { homeCopy } from "~/content/i18n/pages.server";
import { animationsSettled, desktop, nextFrames, phone } from "./support/browser";
import { openHome, type HomeOptions } from "./support/home";
import { useSuite } from "./support/suite";

const brands = brandsFor("en");

/**
 * The home page's widgets (spec 2.3, 4 and 9) in Chromium against the built server: the
 * flag tooltips, the finish configurator and its demo video, both carousels, and the rows
 * of cards that scroll sideways on phones.
 */
const suite = useSuite();
const open = (viewport?: { width: number; height: number }, options?: HomeOptions) => openHome(suite, viewport, options);
const c = homeCopy.en;

describe("home page widgets", () => {
  describe("flag tooltips", () => {
    const thermocold = brands.find((b) => b.slug === "thermocold")!;
    const tip = `${site.name} serves Thermocold in ${en.countries.names.benelux}`;

    it("show on hover and stay while the pointer is on them", async () => {
      const t = await open(desktop);
      const flag = t.page.getByRole("button", { name: tip });
      await flag.scrollIntoViewIfNeeded();
      const tooltip = t.page.getByRole("tooltip", { name: tip }).or(t.page.getByRole("tooltip").filter({ hasText: tip }));
      expect(await tooltip.isVisible()).toBe(false);
      await flag.hover();
      await tooltip.waitFor({ state: "visible" });
      // Moving the pointer up onto the tooltip keeps it open (WCAG 1.4.13 hoverable).
      const box = (await tooltip.boundingBox())!;
      const flagBox = (await flag.boundingBox())!;
      await t.page.mouse.move(flagBox.x + flagBox.width / 2, box.y + box.height / 2, { steps: 8 });
      await t.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
      // Had the pointer left it on the way, it would be fading out (200 ms): wait for any
      // fade to end, then it must still be there.
      await animationsSettled(tooltip);
      expect(await tooltip.isVisible()).toBe(true);
      await t.page.mouse.move(0, 0);
      await tooltip.waitFor({ state: "hidden" });
      expect(thermocold.countries).toEqual(["benelux", "duitsland"]);
    });

    it("show on keyboard focus and hide with Escape", async () => {
      const t = await open(desktop);
      const card = t.page.locator("#brands article").filter({ hasText: "Thermocold" });
      await card.getByRole("link", { name: "Thermocold", exact: true }).focus();
      await t.page.keyboard.press("Tab");
      const flag = t.page.getByRole("button", { name: tip });
      expect(await flag.evaluate((el) => el === document.activeElement)).toBe(true);
      const tooltip = t.page.getByRole("tooltip").filter({ hasText: tip });
      await tooltip.waitFor({ state: "visible" });
      await t.page.keyboard.press("Escape");
      await tooltip.waitFor({ state: "hidden" });
      await t.page.keyboard.press("Tab");
      const next = t.page.getByRole("tooltip").filter({ hasText: `${site.name} serves Thermocold in ${en.countries.names.duitsland}` });
      await next.waitFor({ state: "visible" });
    });

    it("show on a tap and close on a tap elsewhere", async () => {
      const t = await open(phone, { touch: true });
      const flag = t.page.getByRole("button", { name: tip });
      // On a phone the brand cards are a row to swipe: the visitor brings the card in first,
      // waits for it to come to rest at the row's start, and for it to have faded in (a tap on
      // a card still moving would miss).
      const place = () =>
        flag.evaluate((el) => {
          const row = el.closest("ul.scroll-row-track")!;
          const { left, right } = el.getBoundingClientRect();
          return { left: Math.round(left), right: Math.round(right), scrolled: Math.round(row.scrollLeft) };
        });
      await flag.evaluate((el) => el.closest("li")!.scrollIntoView({ block: "center", inline: "start", behavior: "instant" }));
      await expect.poll(async () => ((p) => p.left >= 0 && p.right <= phone.width)(await place())).toBe(true);
      await animationsSettled(t.page);
      await flag.tap();
      const tooltip = t.page.getByRole("tooltip").filter({ hasText: tip });
      await tooltip.waitFor({ state: "visible" });
      const box = (await tooltip.boundingBox())!;
      // Where the flag was, should the row have moved under the tap.
      const at = JSON.stringify(await place());
      expect(box.x, at).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, at).toBeLessThanOrEqual(phone.width);
      await t.page.locator("#brands-title").tap();
      await tooltip.waitFor({ state: "hidden" });
    });
  });

  describe("finish configurator", () => {
    const shown = (page: Page) =>
      page
        .locator("#norcool-configurator [data-finish]")
        .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== "none").map((el) => el.getAttribute("data-finish")));

    it("starts at custom panels and switches picture and text per finish", async () => {
      const t = await open(phone);
      const section = t.page.locator("#norcool-configurator");
      await section.scrollIntoViewIfNeeded();
      expect(await section.getByRole("radio", { name: "Custom Panels" }).isChecked()).toBe(true);
      expect(await shown(t.page)).toEqual(["custom"]);
      for (const finish of c.configurator.finishes) {
        await section.getByText(finish.name, { exact: true }).click();
        expect(await section.getByRole("radio", { name: finish.name }).isChecked()).toBe(true);
        expect(await shown(t.page)).toEqual([finish.id]);
        expect(await section.locator("p", { hasText: finish.description }).isVisible()).toBe(true);
        expect(await section.getByRole("img", { name: finish.image.alt }).isVisible()).toBe(true);
      }
      // The demo belongs to the custom finish only.
      expect(await section.getByRole("button", { name: c.configurator.demoVideo.button }).count()).toBe(0);
      // Arrow keys move through the radio group.
      await section.getByRole("radio", { name: "Matte Black" }).focus();
      await t.page.keyboard.press("ArrowRight");
      expect(await section.getByRole("radio", { name: "Custom Panels" }).isChecked()).toBe(true);
      expect(await shown(t.page)).toEqual(["custom"]);
    });

    it("switches finishes without JavaScript too", async () => {
      const t = await open(desktop, { js: false });
      const section = t.page.locator("#norcool-configurator");
      expect(await shown(t.page)).toEqual(["custom"]);
      await section.getByText("Stainless Steel", { exact: true }).click();
      expect(await shown(t.page)).toEqual(["stainless"]);
    });

    it("plays the custom-panel demo from the media host only after consent, then returns to the picture", async () => {
      const t = await open(desktop);
      const videoUrl = `${embeds.demoVideoOrigin}${c.configurator.demoVideo.path}`;
      // The external host is not reachable from the test machine: answer with a local clip.
      const clip = readFileSync(path.resolve("public/videos/home/norcool-drawer.mp4"));
      await t.page.route(`${embeds.demoVideoOrigin}/**`, (route) => route.fulfill({ status: 200, contentType: "video/mp4", body: clip }));
      const section = t.page.locator("#norcool-configurator");
      await section.scrollIntoViewIfNeeded();
      await section.getByRole("button", { name: c.configurator.demoVideo.button }).click();
      expect(t.requests.filter((u) => u.startsWith(embeds.demoVideoOrigin))).toEqual([]);
      await section.getByRole("button", { name: /^Play video/ }).click();
      const video = section.locator("video");
      await video.waitFor();
      expect(await video.getAttribute("src")).toBe(videoUrl);
      await expect.poll(() => t.requests.some((u) => u.startsWith(videoUrl))).toBe(true);
      await video.evaluate((el) => el.dispatchEvent(new Event("ended")));
      await video.waitFor({ state: "detached" });
      expect(await shown(t.page)).toEqual(["custom"]);
      expect(await section.getByRole("img", { name: c.configurator.finishes[0].image.alt }).isVisible()).toBe(true);
    });
  });

  describe("carousels", () => {
    const carousel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
    const current = (page: Page, name: string) => carousel(page, name).locator('button[aria-current="true"]').getAttribute("aria-label");
    /** The slides whose middle is inside the carousel's box. */
    const inView = (page: Page, name: string) =>
      carousel(page, name).evaluate((root) => {
        const box = root.getBoundingClientRect();
        return [...root.querySelectorAll('[aria-roledescription="slide"]')]
          .filter((s) => {
            const r = s.getBoundingClientRect();
            const mid = r.left + r.width / 2;
            return mid > box.left && mid < box.right;
          })
          .map((s) => s.getAttribute("aria-label"));
      });

    it("why choose us: loops with buttons and dots on a phone, by keyboard", async () => {
      const t = await open(phone);
      const name = c.whyChooseUs.eyebrow;
      const region = carousel(t.page, name);
      await region.scrollIntoViewIfNeeded();
      await t.page.locator(`[aria-label="${name}"][data-carousel="ready"]`).waitFor();
      expect(await region.getAttribute("aria-roledescription")).toBe("carousel");
      expect(await region.locator('[role="group"][aria-roledescription="slide"]').count()).toBe(3);
      expect(await current(t.page, name)).toBe("Show slide 1 of 3");
      expect(await inView(t.page, name)).toEqual(["1 of 3"]);
      await region.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => current(t.page, name)).toBe("Show slide 2 of 3");
      await expect.poll(() => inView(t.page, name)).toEqual(["2 of 3"]);
      // Loops: back past the first goes to the last.
      await region.getByRole("button", { name: "Previous slide" }).click();
      await region.getByRole("button", { name: "Previous slide" }).click();
      await expect.poll(() => current(t.page, name)).toBe("Show slide 3 of 3");
      await expect.poll(() => inView(t.page, name)).toEqual(["3 of 3"]);
      await region.getByRole("button", { name: "Next slide" }).focus();
      await t.page.keyboard.press("Enter");
      await expect.poll(() => current(t.page, name)).toBe("Show slide 1 of 3");
      await region.getByRole("button", { name: "Show slide 2 of 3" }).click();
      await expect.poll(() => inView(t.page, name)).toEqual(["2 of 3"]);
    });

    it("why choose us: shows all three cards without controls on a desktop", async () => {
      const t = await open(desktop);
      const name = c.whyChooseUs.eyebrow;
      await carousel(t.page, name).scrollIntoViewIfNeeded();
      await t.page.locator(`[aria-label="${name}"][data-carousel="ready"]`).waitFor();
      expect(await inView(t.page, name)).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
      expect(await carousel(t.page, name).getByRole("button", { name: "Next slide" }).isVisible()).toBe(false);
    });

    it.each([
      [390, 1],
      [700, 2],
      [800, 1],
      [1366, 3],
    ])("about: at %i px shows %i stat card(s), and loops where not all fit", async (width, visible) => {
      const t = await open({ width, height: 900 });
      const name = "Our figures";
      await carousel(t.page, name).scrollIntoViewIfNeeded();
      await t.page.locator(`[aria-label="${name}"][data-carousel="ready"]`).waitFor();
      await expect.poll(() => inView(t.page, name)).toHaveLength(visible);
      const next = carousel(t.page, name).getByRole("button", { name: "Next slide" });
      if (visible === 3) {
        expect(await next.isVisible()).toBe(false);
      } else {
        const before = await inView(t.page, name);
        await next.click();
        await expect.poll(() => inView(t.page, name)).not.toEqual(before);
        await carousel(t.page, name).getByRole("button", { name: "Previous slide" }).click();
        await carousel(t.page, name).getByRole("button", { name: "Previous slide" }).click();
        await expect.poll(() => inView(t.page, name)).toContain("3 of 3");
      }
    });

    it("jump instead of sliding with reduced motion, and scroll natively without JavaScript", async () => {
      const t = await open(phone, { reducedMotion: "reduce" });
      const name = c.whyChooseUs.eyebrow;
      await carousel(t.page, name).scrollIntoViewIfNeeded();
      await t.page.locator(`[aria-label="${name}"][data-carousel="ready"]`).waitFor();
      await carousel(t.page, name).getByRole("button", { name: "Next slide" }).click();
      // Two frames later the next card is in place: no slide animation.
      await nextFrames(t.page);
      expect(await inView(t.page, name)).toEqual(["2 of 3"]);

      const nojs = await open(phone, { js: false });
      const viewport = carousel(nojs.page, name).locator(".overflow-x-auto");
      expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await viewport.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
      await expect.poll(() => inView(nojs.page, name)).toContain("3 of 3");
    });
  });

  describe("rows of cards", () => {
    /** The brand cards, the showcases, the drying cabinets and the news: long lists, kept short on phones. */
    const rows = ["#brands", "#showcases", "section:has(#drying-title)", "#news"];
    /** For each row: whether it scrolls sideways, and the left edges of its first two cards. */
    const layout = (page: Page) =>
      page.evaluate(
        (selectors) =>
          selectors.map((selector) => {
            const list = document.querySelector(selector)!.querySelector("ul:has(> li > article)")!;
            const [first, second] = [...list.children].map((li) => Math.round(li.getBoundingClientRect().left));
            return { selector, sideways: list.scrollWidth > list.clientWidth, snap: getComputedStyle(list).scrollSnapType, first, second };
          }),
        rows,
      );

    it("scroll sideways on a phone, a card and the edge of the next in view, also without JavaScript", async () => {
      for (const js of [true, false]) {
        const t = await open(phone, { js });
        for (const row of await layout(t.page)) {
          expect(row, `${row.selector}, js ${js}`).toMatchObject({ sideways: true, snap: "x mandatory", first: 16 });
          expect(row.second, row.selector).toBeLessThan(phone.width);
        }
      }
    });

    it("swipe to the last card, which snaps into place", async () => {
      const t = await open(phone);
      const list = t.page.locator("#news ul:has(> li > article)");
      await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
      const last = list.locator("> li").last();
      await expect.poll(() => last.evaluate((el) => Math.round(el.getBoundingClientRect().right))).toBe(phone.width - 16);
      expect(await last.getByRole("link").first().isVisible()).toBe(true);
    });

    it("are grids on a desktop, the showcases full-width bands", async () => {
      const t = await open(desktop);
      for (const row of await layout(t.page)) expect(row.sideways, row.selector).toBe(false);
      const bands = await t.page
        .locator("#showcases article")
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width) === document.documentElement.clientWidth));
      expect(bands).toEqual(Object.values(c.showcases).map(() => true));
    });
  });
});
