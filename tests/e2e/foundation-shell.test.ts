import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandLinks } from "~/content/brands.server";
import { prerenderUrls } from "~/route-registry";
import { spritePath, spriteSymbols, strokeDrawingUrl } from "../../tools/icon-masks";
import { animationsSettled, desktop, openPage, phone, waitForHeader, waitForHydration } from "./support/browser";
import { dropdownButton, dropdownOf } from "./support/header";
import { buildDir } from "./support/server";
import { useSuite } from "./support/suite";

/**
 * The site's shell in Chromium: how scripts load and hydrate, then header, menus, icons, top bar, scrolling
 * and the skip link. The server over HTTP is in foundation-server.test.ts.
 */

const suite = useSuite();

describe("script loading: the stock React runtime (PRODUCT.md 22)", () => {
  it("ships React and React Router as they are, preloaded as modules, and no other runtime", async () => {
    const client = path.join(buildDir, "client", "assets");
    const scripts = readdirSync(client).filter((f) => f.endsWith(".js"));
    const withPreact = scripts.filter((f) => /preact/i.test(readFileSync(path.join(client, f), "utf8")));
    expect(withPreact).toEqual([]);
    const pages = prerenderUrls().filter((p) => !/\.\w+$/.test(p));
    for (const page of [...pages, "/search?q=norcool", "/this-page-does-not-exist"]) {
      const html = await (await fetch(suite.server.url + page)).text();
      // React Router's own hydration script, importing the client entry the page preloads.
      expect(html, page).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/);
      expect(html, page).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
    }
  });

  it.each(["/about", "/news/wine-storage-market-trends-2025", "/search?q=norcool", "/this-page-does-not-exist", "/", "/brands/pevino"])(
    "%s hydrates, with the CSP satisfied and no console errors",
    async (path) => {
      const t = await openPage(suite.browser, { viewport: desktop });
      await t.page.goto(suite.server.url + path);
      await waitForHydration(t.page);
      // The header search is a combobox only once React owns the page.
      await t.page.locator("header").getByRole("combobox").focus();
      expect(await t.page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
      expect(
        await t.page.evaluate(
          () => Object.keys((window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules).length,
        ),
      ).toBeGreaterThan(1);
      // The not-found page is a 404 response, which the browser itself reports.
      if (path.includes("does-not-exist")) t.allowErrors(/status of 404/);
    },
  );
});

describe("the shell in a browser", () => {
  it("opens the Service & Support menu by keyboard and hover, and closes it with Escape, a press elsewhere and a navigation", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/about`);
    // Without JavaScript it opens and closes on a press (header.test.ts); the script adds the rest.
    await waitForHydration(t.page);
    const button = dropdownButton(t.page, "Service & Support");
    const menu = dropdownOf(button);
    const isOpen = () => menu.evaluate((details: HTMLDetailsElement) => details.open);
    const focused = () => t.page.evaluate(() => document.activeElement?.textContent);
    await button.focus();
    await t.page.keyboard.press("Enter");
    await expect.poll(isOpen).toBe(true);
    await menu.getByRole("link", { name: "Warranty Terms" }).waitFor();
    await t.page.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
    expect(await focused()).toContain("Service & Support");
    // ArrowDown opens it on its first link and moves on.
    await t.page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("Service Request");
    await t.page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("Warranty Terms");
    await t.page.keyboard.press("ArrowUp");
    await expect.poll(focused).toBe("Service Request");
    await t.page.mouse.click(10, 600);
    await expect.poll(isOpen).toBe(false);
    await button.hover();
    await menu.getByRole("link", { name: "Manuals" }).waitFor({ state: "visible" });
    await menu.getByRole("link", { name: "Manuals" }).click();
    await t.page.waitForURL(/\/manuals$/);
    await expect.poll(isOpen).toBe(false);
  });

  it("hides the header scrolling down past 150 px and shows it scrolling up", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    const header = t.page.locator("header").first();
    await t.page.mouse.wheel(0, 100);
    await expect.poll(() => header.getAttribute("data-compact")).toBe("true");
    expect(await header.getAttribute("data-hidden")).toBeNull();
    await t.page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute("data-hidden")).toBe("true");
    await t.page.mouse.wheel(0, -100);
    await expect.poll(() => header.getAttribute("data-hidden")).toBeNull();
  });

  it("opens the mobile menu as a modal, closes it on Escape, a press beside it and on navigation", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    for (const name of ["About Us", "News", "Contact", "Service Request", "Warranty Terms", "Terms & Conditions", "Manuals", "Downloads"]) {
      expect(await dialog.getByRole("link", { name, exact: true }).count()).toBe(1);
    }
    expect(await dialog.getByRole("link", { name: "Terms & Conditions" }).getAttribute("href")).toBe("/general-terms-conditions");
    // Focus stays inside the modal.
    for (let i = 0; i < 30; i++) await t.page.keyboard.press("Tab");
    expect(await t.page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await t.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    // A press on the menu's own empty space (below its content on a tall screen) leaves it
    // open; one on the backdrop closes it.
    await t.page.setViewportSize({ width: phone.width, height: 1600 });
    await animationsSettled(dialog);
    const box = (await dialog.boundingBox())!;
    const empty = { x: box.x + box.width / 2, y: box.y + box.height - 4 };
    expect(await dialog.evaluate((el, { x, y }) => document.elementFromPoint(x, y) === el, empty)).toBe(true);
    await t.page.mouse.click(empty.x, empty.y);
    expect(await dialog.isVisible()).toBe(true);
    await t.page.mouse.click(box.x + box.width + 10, box.y + box.height / 2);
    await dialog.waitFor({ state: "hidden" });
    await t.page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "News", exact: true }).click();
    await t.page.waitForURL(/\/news$/);
    await dialog.waitFor({ state: "hidden" });
  });

  it("offers the six brands from the header at every width: in the main bar from 1200 px, a Brands dropdown from 1024 px, the menu below", async () => {
    const brandHrefs = brandLinks.map((b) => `/brands/${b.slug}`).sort();
    // One page, resized: the header's bars follow the width by style alone (decision 0015).
    const t = await openPage(suite.browser, { viewport: { width: 390, height: 900 } });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    for (const width of [390, 800, 1023, 1024, 1100, 1199, 1200, 1366]) {
      await t.page.setViewportSize({ width, height: 900 });
      const bar = t.page.locator('header nav[aria-label="Brands"] > ul');
      const dropdown = dropdownButton(t.page, "Brands");
      const menuButton = t.page.getByRole("button", { name: "Open menu" });
      const where = width >= 1200 ? "bar" : width >= 1024 ? "dropdown" : "menu";
      expect(await bar.isVisible(), `${width} px: brands in the main bar`).toBe(where === "bar");
      expect(await dropdown.isVisible(), `${width} px: Brands dropdown`).toBe(where === "dropdown");
      expect(await menuButton.isVisible(), `${width} px: menu button`).toBe(where === "menu");
      // By keyboard: the mouse stays off the header, whose Brands dropdown opens on hover
      // wherever a width puts it under the pointer.
      if (where !== "bar") {
        await (where === "dropdown" ? dropdown : menuButton).focus();
        await t.page.keyboard.press("Enter");
      }
      const links = {
        bar: bar.getByRole("link"),
        dropdown: dropdownOf(dropdown).getByRole("link"),
        menu: t.page.getByRole("dialog", { name: "Menu" }).locator('a[href^="/brands/"]'),
      }[where];
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => el.getAttribute("href")!));
      expect([...new Set(hrefs)].sort(), `${width} px`).toEqual(brandHrefs);
      if (where !== "bar") {
        await t.page.keyboard.press("Escape");
        await links.first().waitFor({ state: "hidden" });
      }
    }
  });

  it("closes the Brands dropdown on Escape, returning focus to its button", async () => {
    const t = await openPage(suite.browser, { viewport: { width: 1100, height: 800 } });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    const button = dropdownButton(t.page, "Brands");
    await button.focus();
    await t.page.keyboard.press("ArrowDown");
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe("Norcool");
    await t.page.keyboard.press("Escape");
    await dropdownOf(button).getByRole("link", { name: "Norcool" }).waitFor({ state: "hidden" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("keeps the Brands dropdown open when its button is pressed just after the mouse opened it, and closes it on the next press", async () => {
    const t = await openPage(suite.browser, { viewport: { width: 1100, height: 800 } });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    const button = dropdownButton(t.page, "Brands");
    const dropdown = dropdownOf(button);
    const norcool = dropdown.getByRole("link", { name: "Norcool" });
    // Resting on the button opens the dropdown (after spec 9's hover delay)…
    await button.hover();
    await norcool.waitFor();
    // …and the press that follows, meant to open it, leaves it open.
    await button.click();
    expect(await dropdown.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await norcool.isVisible()).toBe(true);
    await button.click();
    await norcool.waitFor({ state: "hidden" });
  });

  it("draws every icon through its shape in its text colour, also one made in the browser after a navigation", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    const svgRequests: string[] = [];
    t.page.on("requestfinished", (r) => {
      if (/\/assets\/[^?]+\.svg$/.test(r.url())) svgRequests.push(r.url());
    });
    await t.page.goto(`${suite.server.url}/about`);
    await waitForHydration(t.page);
    // Each icon is one empty element; its shape is a CSS mask, its colour the text's.
    const loaded = await t.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".icon")].map((el) => ({
        children: el.childNodes.length,
        mask: getComputedStyle(el).maskImage,
        painted: getComputedStyle(el).backgroundColor === getComputedStyle(el).color,
      })),
    );
    expect(loaded.length).toBeGreaterThan(5);
    for (const icon of loaded) {
      expect(icon).toMatchObject({ children: 0, painted: true });
      expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml,/);
    }
    expect(await t.page.locator("svg[viewBox='0 0 24 24']").count()).toBe(0);
    // After a navigation the browser makes the new page: its icons are drawn the same way,
    // with nothing fetched for them.
    await t.page.locator("footer").getByRole("link", { name: "Contact", exact: true }).first().click();
    await t.page.waitForURL(/\/contact$/);
    const phoneIcon = t.page.locator('main [data-icon="phone"]').first();
    await phoneIcon.waitFor();
    expect(
      await phoneIcon.evaluate((el) => [
        getComputedStyle(el).maskImage.startsWith('url("data:image/svg+xml,'),
        el.getBoundingClientRect().width > 10,
      ]),
    ).toEqual([true, true]);
    // Drawn, not blank: the icon's pixels are not all one colour.
    const shown = await phoneIcon.screenshot();
    const { channels } = await sharp(shown).stats();
    expect(channels.some((c) => c.max - c.min > 100)).toBe(true);
    // And drawn as its own shape from the sheet of every icon: the same pixels as the phone's
    // shape drawn alone through the same box, and not the mail icon's.
    const shapes = new Map(spriteSymbols(readFileSync(spritePath, "utf8")));
    const alone = async (name: string) => {
      await phoneIcon.evaluate(
        (el, url) => {
          el.style.mask = `url("${url}") center / 100% 100% no-repeat`;
        },
        strokeDrawingUrl(24, shapes.get(name)!),
      );
      return phoneIcon.screenshot();
    };
    const difference = async (a: Buffer, b: Buffer) => {
      const [x, y] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer()));
      let sum = 0;
      for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
      return sum / x!.length;
    };
    const own = await difference(shown, await alone("phone"));
    const other = await difference(shown, await alone("mail"));
    expect(own).toBeLessThan(2);
    expect(other).toBeGreaterThan(own * 4 + 4);
    expect(svgRequests).toEqual([]);
  });

  it("rotates the phone top bar every 5 seconds", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    await t.page.clock.install();
    await t.page.goto(`${suite.server.url}/about`);
    // Hydration takes its turns on timers, which the installed clock holds back.
    await t.page.clock.runFor(100);
    await waitForHydration(t.page);
    const rotating = t.page.getByTestId("top-bar-rotating");
    const first = await rotating.textContent();
    await t.page.clock.runFor(5000);
    await expect.poll(() => rotating.textContent()).not.toBe(first);
    expect(await rotating.getAttribute("aria-hidden")).toBe("true");
    // Each message's icon was in the server's HTML: the rotation shows another, builds none.
    expect(await rotating.locator(".icon:visible").count()).toBe(1);
  });

  it("starts every navigation at the top and restores the position on back", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/about`);
    // The router's navigation, which keeps scroll positions, once React owns the page.
    await waitForHydration(t.page);
    await t.page.evaluate(() => window.scrollTo(0, 600));
    // The page has handled the scroll: the header slides away going down.
    await waitForHeader(t.page, "hidden");
    await t.page.locator("footer").getByRole("link", { name: "Sitemap" }).click();
    await t.page.waitForURL(/\/sitemap$/);
    await expect.poll(() => t.page.evaluate(() => window.scrollY)).toBe(0);
    await t.page.goBack();
    await t.page.waitForURL(/\/about$/);
    await expect.poll(() => t.page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  it("offers a skip link to the main content", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    await t.page.goto(`${suite.server.url}/about`);
    await t.page.keyboard.press("Tab");
    const skip = t.page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await t.page.keyboard.press("Enter");
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe("main");
  });
});
