import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { brandPreview, brands, countryNames } from "~/content/brands";
import { embeds } from "~/content/embeds";
import { homeContent } from "~/content/home";
import { popupStorageKey } from "~/lib/forms/dealer-popup";
import { site } from "~/content/site";
import { axeViolations, desktop, expectClean, foreignRequests, openPage, phone, tablet, type TestPage, waitForHydration, waitingToRender } from "./support/browser";
import { useSuite } from "./support/suite";

/**
 * The home page (spec 2.3) in Chromium against the built server: every section's texts and
 * links in the server HTML, then the parts that move: flag tooltips, the finish
 * configurator and its demo video, both carousels, the staggered reveal, the dealer popup's
 * thresholds, the footer's Brands link and the contact form; axe at phone and desktop size.
 */
let html: string;

const suite = useSuite();
beforeAll(async () => {
  html = await (await fetch(`${suite.server.url}/`)).text();
});

async function open(
  viewport: { width: number; height: number } = desktop,
  options: { js?: boolean; reducedMotion?: "reduce" | "no-preference"; touch?: boolean; path?: string; popup?: boolean } = {},
): Promise<TestPage> {
  const t = await openPage(suite.browser, {
    viewport,
    javaScriptEnabled: options.js ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  // The dealer popup has its own tests; elsewhere it is closed for the visit, as a visitor would.
  if (!options.popup) await t.page.addInitScript((key) => sessionStorage.setItem(key, "dismissed"), popupStorageKey);
  await t.page.goto(`${suite.server.url}${options.path ?? "/"}`);
  if (options.js ?? true) {
    await t.page.waitForLoadState("networkidle");
    // Reveals, carousels and tooltips start with hydration; on a busy machine it can end after networkidle.
    await waitForHydration(t.page);
  }
  return t;
}

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForTimeout(150);
};

/** As React writes text into HTML. */
const text = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const c = homeContent;

describe("the server's HTML (no JavaScript needed)", () => {
  it("has every section with its anchor and the spec's texts", () => {
    for (const id of ["home", "brands", "about", "contact", "dealers", "news"]) expect(html).toContain(`id="${id}"`);
    for (const s of [
      "Dealer Login",
      "Become a Dealer",
      "Explore our Brands",
      "25+",
      "Years of Combined Experience",
      "Benelux & Germany",
      "Regional Coverage",
      "Premium",
      "Brand Portfolio",
      "Custom Panels",
      "Stainless Steel",
      "Matte Black",
      "Energy Class A+++",
      "Drawer opening system",
      "LED lighting",
      "Whisper-quiet operation",
      "European Specialties",
      "Quality Selection",
      "Local Support",
      "Eco Dryer 2.0",
      "Sensor Dryer",
      "Easy Dryer",
      "Featured",
      "Read more",
      "9:00 – 17:00",
      "Closed",
      site.phone,
      site.email,
    ]) {
      expect(html, s).toContain(text(s));
    }
    expect(html).toContain(text(c.hero.title));
  });

  it("links the portal in a new tab and Explore our Brands to #brands", async () => {
    const t = await open(desktop, { js: false });
    const hero = t.page.locator("#home");
    for (const [name, href] of [
      ["Dealer Login", site.portal.login],
      ["Become a Dealer", site.portal.register],
    ] as const) {
      const link = hero.getByRole("link", { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute("href")).toBe(href);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
    expect(await hero.getByRole("link", { name: "Explore our Brands" }).getAttribute("href")).toBe("#brands");
    // A real anchor: it works with JavaScript off.
    await hero.getByRole("link", { name: "Explore our Brands" }).click();
    await expect.poll(() => t.page.evaluate(() => document.getElementById("brands")!.getBoundingClientRect().top)).toBeLessThan(200);
    await t.close();
  });

  it("has a card per brand linking to its page, with the 120-character preview and its flags", async () => {
    const t = await open(desktop, { js: false });
    const cards = t.page.locator("#brands article");
    expect(await cards.count()).toBe(brands.length);
    for (const [i, brand] of brands.entries()) {
      const card = cards.nth(i);
      expect(await card.getByRole("link", { name: brand.name, exact: true }).getAttribute("href")).toBe(`/brands/${brand.slug}`);
      const preview = brandPreview(brand);
      expect(preview.length).toBeLessThanOrEqual(123);
      expect(await card.textContent()).toContain(preview);
      for (const code of brand.countries) {
        await card.getByRole("button", { name: `${site.name} serves ${brand.name} in ${countryNames[code]}` }).waitFor({ state: "attached" });
      }
      expect(await card.getByRole("button").count()).toBe(brand.countries.length);
    }
    // NIMO and Thermocold have their own cuts (spec 2.3).
    expect(await cards.nth(1).textContent()).toContain(brands[1]!.preview!);
    // Nothing is hidden in the server HTML waiting for a reveal script.
    expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el.parentElement!).opacity))).toEqual(brands.map(() => "1"));
    await t.close();
  });

  it("has the showcases' brand and contact links, Norcool's price login and the spec's other links", async () => {
    const t = await open(desktop, { js: false });
    for (const [key, s] of Object.entries(c.showcases)) {
      const section = t.page.locator(`#${s.id}`);
      expect(await section.getByRole("link", { name: s.explore.label }).getAttribute("href"), key).toBe(s.explore.to);
      expect(await section.getByRole("link", { name: s.contact.label }).getAttribute("href"), key).toBe(s.contact.to);
    }
    expect(["#contact", "/contact"].sort()).toEqual([...new Set(Object.values(c.showcases).map((s) => s.contact.to))].sort());
    const priceLogin = t.page.locator("#norcool-showcase").getByRole("link", { name: /dealer prices/ });
    expect(await priceLogin.getAttribute("href")).toBe(site.portal.login);
    expect(await priceLogin.getAttribute("target")).toBe("_blank");
    expect(await t.page.getByRole("link", { name: c.whyChooseUs.link.label }).getAttribute("href")).toBe("/become-dealer");
    expect(await t.page.getByRole("link", { name: c.dryingSeries.allLink.label }).getAttribute("href")).toBe("/brands/nimo");
    const details = t.page.getByRole("link", { name: /Details on the NIMO site/ });
    expect(await details.count()).toBe(3);
    expect(await details.first().getAttribute("target")).toBe("_blank");
    expect(await t.page.locator("#dealers").getByRole("link", { name: "Find a dealer" }).getAttribute("href")).toBe("/brands/norcool#dealers");
    await t.close();
  });

  it("shows the about stats, the dealer network and three news cards, the first featured", async () => {
    const t = await open(desktop, { js: false });
    const about = await t.page.locator("#about").textContent();
    for (const s of ["25+", "4", "6", c.about.mission]) expect(about).toContain(s);
    const dealers = await t.page.locator("#dealers").textContent();
    for (const s of ["54", "Premium Partner", "Certified Dealer", "Authorized Reseller", "50"]) expect(dealers).toContain(s);
    const cards = t.page.locator("#news article");
    expect(await cards.count()).toBe(3);
    expect(await cards.first().textContent()).toContain("Featured");
    for (let i = 0; i < 3; i++) {
      const href = await cards.nth(i).getByRole("link").first().getAttribute("href");
      expect(href).toMatch(/^\/news\/[a-z0-9-]+$/);
      expect(await cards.nth(i).textContent()).toContain("Read more");
    }
    expect(await cards.first().getByRole("link").first().getAttribute("href")).toBe("/news/wine-storage-market-trends-2025");
    await t.close();
  });

  it("preloads the hero picture where it is behind the text, and loads every image lazily", () => {
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imageSrcSet="\/images\/home\/hero-kitchen-480\.avif 480w[^"]*" imageSizes="\(min-width: 768px\) 100vw, calc\(100vw - 2rem\)" media="\(min-width: 768px\)" fetchPriority="high"\/>/i,
    );
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThan(10);
    for (const img of imgs) {
      expect(img, img).toMatch(/ width="\d+"/);
      expect(img, img).toMatch(/ height="\d+"/);
      expect(img, img).toContain('loading="lazy"');
    }
  });
});

describe("in the browser", () => {
  it.each([
    ["phone", phone],
    ["tablet", tablet],
    ["desktop", desktop],
  ] as const)("fits a %s screen without sideways scrolling and requests no other host", async (_, viewport) => {
    const t = await open(viewport);
    const height = await t.page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += viewport.height) await scrollTo(t.page, y);
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    expect(foreignRequests(t, suite.server.url)).toEqual([]);
    expectClean(t);
    await t.close();
  });

  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ] as const)("has no axe violations on a %s once scrolled through", async (_, viewport) => {
    // The page as it loads is the audit's to check with axe (scripts/audit.ts); here it is
    // checked with the carousels running, the reveal done and every island live.
    const t = await open(viewport);
    const height = await t.page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += viewport.height) await scrollTo(t.page, y);
    await t.page.waitForTimeout(1500);
    // Back at the top, where the header (which slides away while scrolling down) is in place.
    await scrollTo(t.page, 0);
    await t.page.waitForTimeout(400);
    expect(await axeViolations(t.page)).toEqual([]);
    expect(await waitingToRender(t.page)).toEqual([]);
    expectClean(t);
    await t.close();
  });

  it("scrolls smoothly to the brands and to the contact section, and keeps the address", async () => {
    const t = await open(desktop);
    await t.page.getByRole("link", { name: "Explore our Brands" }).click();
    await expect.poll(() => t.page.evaluate(() => Math.round(document.getElementById("brands")!.getBoundingClientRect().top))).toBeLessThan(120);
    expect(new URL(t.page.url()).hash).toBe("#brands");
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe("brands");
    // A showcase's Contact Us lands on the contact section, past everything lazy in between.
    await t.page.locator("#norcool-showcase").getByRole("link", { name: "Contact Us" }).click();
    await expect
      .poll(
        () =>
          t.page.evaluate(
            () => Math.round(document.getElementById("contact")!.getBoundingClientRect().top) - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          ),
        { timeout: 5000 },
      )
      .toBe(0);
    expect(new URL(t.page.url()).hash).toBe("#contact");
    expectClean(t);
    await t.close();
  });

  it("reveals brand cards in turn as they come into view, and not at all with reduced motion", async () => {
    const t = await open(desktop);
    const opacities = () => t.page.locator("#brands li:has(> article)").evaluateAll((els) => els.map((el) => Number(getComputedStyle(el).opacity)));
    // Out of view after hydration, the cards wait hidden for their reveal.
    await expect.poll(async () => Math.max(...(await opacities()))).toBe(0);
    await t.page.locator("#brands-title").scrollIntoViewIfNeeded();
    await t.page.locator("#brands li:has(> article)").first().evaluate((el) => el.scrollIntoView({ block: "center" }));
    const delays = () => t.page.locator("#brands li[data-revealed]:has(> article)").evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay));
    await expect.poll(async () => (await delays()).slice(0, 3)).toEqual(["0s", "0.1s", "0.2s"]);
    expect(await t.page.locator("#brands li:has(> article)").first().evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.7s, 0.7s");
    await expect.poll(async () => (await opacities()).slice(0, 3), { timeout: 3000 }).toEqual([1, 1, 1]);
    await t.close();

    const reduced = await open(desktop, { reducedMotion: "reduce" });
    const still = await reduced.page.locator("#brands li:has(> article)").evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(still).toEqual(brands.map(() => "1"));
    await reduced.close();
  });

  describe("flag tooltips", () => {
    const thermocold = brands.find((b) => b.slug === "thermocold")!;
    const tip = `${site.name} serves Thermocold in ${countryNames.benelux}`;

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
      await t.page.waitForTimeout(200);
      expect(await tooltip.isVisible()).toBe(true);
      await t.page.mouse.move(0, 0);
      await tooltip.waitFor({ state: "hidden" });
      expect(thermocold.countries).toEqual(["benelux", "duitsland"]);
      expectClean(t);
      await t.close();
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
      const next = t.page.getByRole("tooltip").filter({ hasText: `${site.name} serves Thermocold in ${countryNames.duitsland}` });
      await next.waitFor({ state: "visible" });
      await t.close();
    });

    it("show on a tap and close on a tap elsewhere", async () => {
      const t = await open(phone, { touch: true });
      const flag = t.page.getByRole("button", { name: tip });
      await flag.scrollIntoViewIfNeeded();
      await flag.tap();
      const tooltip = t.page.getByRole("tooltip").filter({ hasText: tip });
      await tooltip.waitFor({ state: "visible" });
      const box = await tooltip.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
      await t.page.locator("#brands-title").tap();
      await tooltip.waitFor({ state: "hidden" });
      expectClean(t);
      await t.close();
    });
  });

  describe("finish configurator", () => {
    const shown = (page: Page) =>
      page.locator("#norcool-configurator [data-finish]").evaluateAll((els) =>
        els.filter((el) => getComputedStyle(el).display !== "none").map((el) => el.getAttribute("data-finish")),
      );

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
      expectClean(t);
      await t.close();
    });

    it("switches finishes without JavaScript too", async () => {
      const t = await open(desktop, { js: false });
      const section = t.page.locator("#norcool-configurator");
      expect(await shown(t.page)).toEqual(["custom"]);
      await section.getByText("Stainless Steel", { exact: true }).click();
      expect(await shown(t.page)).toEqual(["stainless"]);
      await t.close();
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
      expect(await section.getByRole("img", { name: c.configurator.finishes[0]!.image.alt }).isVisible()).toBe(true);
      expectClean(t);
      await t.close();
    });
  });

  describe("carousels", () => {
    const carousel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
    const current = (page: Page, name: string) =>
      carousel(page, name)
        .locator('button[aria-current="true"]')
        .getAttribute("aria-label");
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
      expectClean(t);
      await t.close();
    });

    it("why choose us: shows all three cards without controls on a desktop", async () => {
      const t = await open(desktop);
      const name = c.whyChooseUs.eyebrow;
      await carousel(t.page, name).scrollIntoViewIfNeeded();
      await t.page.locator(`[aria-label="${name}"][data-carousel="ready"]`).waitFor();
      expect(await inView(t.page, name)).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
      expect(await carousel(t.page, name).getByRole("button", { name: "Next slide" }).isVisible()).toBe(false);
      await t.close();
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
      expectClean(t);
      await t.close();
    });

    it("jump instead of sliding with reduced motion, and scroll natively without JavaScript", async () => {
      const t = await open(phone, { reducedMotion: "reduce" });
      const name = c.whyChooseUs.eyebrow;
      await carousel(t.page, name).scrollIntoViewIfNeeded();
      await t.page.locator(`[aria-label="${name}"][data-carousel="ready"]`).waitFor();
      await carousel(t.page, name).getByRole("button", { name: "Next slide" }).click();
      // Two frames later the next card is in place: no slide animation.
      await t.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await inView(t.page, name)).toEqual(["2 of 3"]);
      await t.close();

      const nojs = await open(phone, { js: false });
      const viewport = carousel(nojs.page, name).locator(".overflow-x-auto");
      expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await viewport.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
      await expect.poll(() => inView(nojs.page, name)).toContain("3 of 3");
      await nojs.close();
    });
  });

  it.each([
    ["phone", 1800, phone],
    ["tablet", 1500, tablet],
    ["desktop", 300, desktop],
  ] as const)("opens the dealer popup on a %s only past %i px", async (_, threshold, viewport) => {
    const t = await open(viewport, { popup: true });
    const popup = t.page.getByRole("region", { name: "Become a dealer", exact: true });
    await scrollTo(t.page, threshold - 100);
    expect(await popup.count()).toBe(0);
    await scrollTo(t.page, threshold + 100);
    await popup.waitFor();
    // No brand on the home page: the visitor chooses one (spec 3).
    expect(await popup.getByLabel(/^Brand/).count()).toBe(1);
    expectClean(t);
    await t.close();
  });

  it("loads a section's code only as it nears the screen, then hydrates it in place", async () => {
    const t = await open(desktop);
    const chunk = (name: string) => t.requests.filter((u) => new URL(u).pathname.startsWith(`/assets/${name}-`));
    // The sections far below the first screen are in the HTML, their code not yet loaded.
    expect(await t.page.locator("#contact-title").textContent()).toBe(c.contact.title);
    expect(chunk("contact-section")).toEqual([]);
    expect(chunk("finish-configurator")).toEqual([]);
    const form = t.page.locator("#contact form");
    expect(await form.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react")))).toBe(false);
    await t.page.locator("#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => chunk("contact-section").length).toBe(1);
    // React now owns the server's form, without re-rendering it (no hydration error).
    await expect.poll(() => form.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react")))).toBe(true);
    expectClean(t);
    await t.close();
  });

  it("shows every section at once after a navigation from another page", async () => {
    const t = await open(desktop, { path: "/about" });
    await t.page.getByRole("banner").getByRole("link", { name: `${site.name}, ${site.tagline}, home` }).first().click();
    await t.page.waitForURL(`${suite.server.url}/`);
    // No server HTML to keep here: the sections' code came with the page's data.
    for (const title of [c.configurator.title, c.about.title, c.news.title, c.contact.title]) {
      await t.page.getByRole("heading", { level: 2, name: title, exact: true }).waitFor();
    }
    expect(await t.page.locator("#contact form").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react")))).toBe(true);
    expectClean(t);
    await t.close();
  });

  it("takes the footer's Brands link from another page to the brands section", async () => {
    const t = await open(desktop, { path: "/about" });
    await t.page.getByRole("contentinfo").getByRole("link", { name: "Brands", exact: true }).click();
    await t.page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => t.page.evaluate(() => Math.round(document.getElementById("brands")!.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(160);
    expect(await t.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expectClean(t);
    await t.close();
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
    expectClean(t);
    await t.close();
  });

  it("loads the office map only after consent", async () => {
    const t = await open(desktop);
    const contact = t.page.locator("#contact");
    await contact.scrollIntoViewIfNeeded();
    expect(await contact.locator("iframe").count()).toBe(0);
    await t.page.route(`${new URL(embeds.officeMap.url).origin}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));
    // Pressed at once, maybe before the section has hydrated: the press is held, not lost.
    await contact.getByRole("button", { name: /^Load map/ }).click();
    expect(await contact.locator("iframe").getAttribute("src")).toBe(embeds.officeMap.url);
    await t.close();
  });
});
