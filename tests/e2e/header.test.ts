import { describe, expect, it } from "vitest";
import { site } from "~/content/company.server";
import { uiTexts } from "~/content/i18n/ui.server";
import { brandLinks } from "~/content/brands.server";
import { brandNavLinks, shellLinks } from "~/content/navigation";
import { languages, localizePath, type Lang } from "~/lib/i18n";
import {
  axeViolations,
  desktop,
  documentDrawn,
  holdRequests,
  nextFrames,
  openPage,
  phone,
  waitForHydration,
  watchLayoutShifts,
  type TestPage,
} from "./support/browser";
import { cutPlaceholders, dropdownButton, dropdownOf, headerProblems, menuHrefs } from "./support/header";
import { useSuite } from "./support/suite";

/**
 * The header (spec 2.2; docs/decisions/0015-header.md): its menus work without JavaScript
 * and before hydration, which changes nothing on screen; its bars keep to one line at
 * every width from 320 to 1920 px in every language; the search box shows its whole
 * placeholder. The menus' behaviour with JavaScript is in foundation-shell.test.ts.
 */
const suite = useSuite();

const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

/**
 * Every 32 px from 320 to 1920, and each side of every breakpoint the header uses: a bar's
 * contents change size only at a breakpoint or gradually with the width, and a line that
 * breaks between two of these widths breaks at one side of it.
 */
const widths = [
  ...new Set([
    ...Array.from({ length: 51 }, (_, i) => 320 + 32 * i),
    360,
    375,
    383,
    384,
    414,
    639,
    640,
    767,
    768,
    1023,
    1024,
    1199,
    1200,
    1279,
    1280,
    1366,
  ]),
].sort((a, b) => a - b);

/** The visible links' addresses inside `scope`. */
function visibleHrefs(t: TestPage, scope: string): Promise<string[]> {
  return t.page
    .locator(`${scope} a[href]`)
    .evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute("href")!));
}

describe("the menus without JavaScript (PRODUCT.md 16)", () => {
  it.each([
    ["a phone", phone],
    ["a tablet", { width: 820, height: 1180 }],
    ["the narrowest phone", { width: 320, height: 640 }],
  ])("opens the menu on %s, shows every link in it, closes it, and follows a link", async (_name, viewport) => {
    const t = await openPage(suite.browser, { viewport, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/about`);
    const menu = t.page.getByRole("dialog", { name: "Menu" });
    await t.page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    expect((await visibleHrefs(t, "#mobile-menu")).sort()).toEqual(menuHrefs("en", "/about"));
    // Its search box is the plain form, with its whole placeholder.
    expect(await menu.getByRole("searchbox", { name: "Search the site" }).isVisible()).toBe(true);
    expect(await t.page.evaluate(cutPlaceholders)).toEqual([]);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "hidden" });
    await t.page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Warranty Terms" }).click();
    await t.page.waitForURL(/\/warranty$/);
    await t.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await menu.isVisible()).toBe(false);
  });

  it("closes the menu on Escape and on a press beside it", async () => {
    const t = await openPage(suite.browser, { viewport: phone, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/nl/contact`);
    const menu = t.page.getByRole("dialog", { name: "Menu" });
    await t.page.getByRole("button", { name: "Menu openen" }).click();
    await menu.waitFor();
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await t.page.getByRole("button", { name: "Menu openen" }).click();
    await menu.waitFor();
    await t.page.mouse.click(phone.width - 10, phone.height / 2);
    await menu.waitFor({ state: "hidden" });
    await t.page.getByRole("button", { name: "Menu openen" }).click();
    await menu.getByRole("navigation", { name: "Taal" }).getByRole("link", { name: "Deutsch" }).click();
    await t.page.waitForURL(/\/de\/contact$/);
  });

  it("opens Service & Support on a desktop and follows a link in it", async () => {
    const t = await openPage(suite.browser, { viewport: desktop, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/about`);
    const button = dropdownButton(t.page, "Service & Support");
    const { serviceMenu } = shellLinks(uiTexts.en.navigation, site.portal, brandLinks);
    expect(await visibleHrefs(t, "header details:has(summary:text('Service & Support'))")).toEqual([]);
    await button.click();
    expect(await visibleHrefs(t, "header details:has(summary:text('Service & Support'))")).toEqual(serviceMenu.map((l) => l.to));
    await dropdownOf(button).getByRole("link", { name: "General Terms & Conditions" }).click();
    await t.page.waitForURL(/\/general-terms-conditions$/);
    await t.page.getByRole("heading", { level: 1 }).waitFor();
  });

  it("opens the Brands dropdown between 1024 and 1199 px and follows a link in it", async () => {
    const t = await openPage(suite.browser, { viewport: { width: 1100, height: 800 }, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/de/about`);
    const button = dropdownButton(t.page, "Marken");
    await button.click();
    const brands = dropdownOf(button);
    expect(await brands.getByRole("link").evaluateAll((links) => links.map((a) => a.checkVisibility() && a.getAttribute("href")))).toEqual(
      brandNavLinks(brandLinks).map((b) => localizePath(b.to, "de")),
    );
    await brands.getByRole("link", { name: "Winefit" }).click();
    await t.page.waitForURL(/\/de\/brands\/winefit$/);
  });

  it("reaches every page of the header's links at 1024 px and wider, one dropdown open at a time", async () => {
    const t = await openPage(suite.browser, { viewport: { width: 1024, height: 800 }, javaScriptEnabled: false });
    await t.page.goto(`${suite.server.url}/fr/about`);
    const shown = new Set(await visibleHrefs(t, "header"));
    const [languages, service, brands] = ["Français", "Service & assistance", "Marques"].map((text) => dropdownButton(t.page, text));
    const open = () => t.page.locator("header details[open]").count();
    for (const button of [languages!, service!, brands!]) {
      await button.click();
      expect(await open()).toBe(1);
      for (const href of await visibleHrefs(t, "header")) shown.add(href);
      await button.click();
      expect(await open()).toBe(0);
    }
    // Opening one closes the one open before.
    await languages!.click();
    await service!.click();
    expect(await open()).toBe(1);
    expect(await dropdownOf(service!).getAttribute("open")).toBe("");
    // Everything the menu below 1024 px offers, and the top row's own link to the terms.
    for (const href of [...menuHrefs("fr", "/about"), "/fr/general-terms-conditions"]) expect([...shown], href).toContain(href);
  });

  /** Each menu of the header, opened as a visitor opens it. */
  const menus: [string, { width: number; height: number }, (t: TestPage) => Promise<void>][] = [
    [
      "the menu",
      phone,
      async (t) => {
        await t.page.getByRole("button", { name: "Open menu" }).click();
        await t.page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Manuals" }).waitFor();
      },
    ],
    [
      "Service & Support",
      desktop,
      async (t) => {
        await dropdownButton(t.page, "Service & Support").click();
        await t.page.getByRole("banner").getByRole("link", { name: "Manuals" }).waitFor();
      },
    ],
    [
      "the languages",
      desktop,
      async (t) => {
        await dropdownButton(t.page, "English").click();
        await t.page.getByRole("banner").getByRole("link", { name: "Deutsch" }).waitFor();
      },
    ],
    [
      "Brands",
      { width: 1100, height: 800 },
      async (t) => {
        await dropdownButton(t.page, "Brands").click();
        await t.page.getByRole("banner").getByRole("link", { name: "Winemaster" }).waitFor();
      },
    ],
  ];

  it.each(menus.flatMap(([name, viewport, open]) => [true, false].map((script) => [name, script, viewport, open] as const)))(
    "has no axe violations with %s open (scripts: %s)",
    async (name, script, viewport, open) => {
      const t = await openPage(suite.browser, { viewport });
      if (script) {
        await t.page.goto(`${suite.server.url}/about`);
        await waitForHydration(t.page);
      } else {
        // The page as it is without its scripts (axe itself needs JavaScript to run).
        await t.page.route(/\/assets\/.+\.js$/, (route) => route.abort());
        t.allowErrors(/Failed to load resource|Failed to fetch dynamically imported module/);
        await t.page.goto(`${suite.server.url}/about`);
      }
      await open(t);
      // A desktop panel drops over the main bar's brand links: those it covers in part are
      // not targets while it is open (a press beside the panel closes it first), and axe's
      // target-size would count the sliver left showing. They are checked with the menus
      // closed on every page (scripts/audit.ts).
      const covered = name === "Service & Support" || name === "the languages" ? ['header nav a[href*="/brands/"]'] : [];
      expect(await axeViolations(t.page, { exclude: covered })).toEqual([]);
    },
  );
});

describe("hydration", () => {
  it("opens a menu pressed before the script arrived, keeps it open through hydration, then closes it", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    // Hold the page's scripts back until the menu is open.
    const release = await holdRequests(t.page, /\/assets\/.+\.js$/);
    await t.page.goto(`${suite.server.url}/about`, { waitUntil: "domcontentloaded" });
    const menu = t.page.getByRole("dialog", { name: "Menu" });
    await t.page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "News", exact: true }).waitFor();
    release();
    await waitForHydration(t.page);
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "hidden" });
    // Opened again, it is the script's modal dialog.
    await t.page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    expect(await menu.evaluate((el) => el.matches(":modal"))).toBe(true);
  });

  it.each([320, 390, 820, 1024, 1100, 1366])("moves nothing in the header at %i px", async (width) => {
    const viewport = { width, height: 800 };
    /** Where each element of the header a visitor sees is, the rotating message apart. */
    const boxes = (t: TestPage) =>
      t.page.evaluate(() =>
        [...document.querySelectorAll("header *")]
          .filter((el) => el.checkVisibility() && getComputedStyle(el).clipPath !== "inset(50%)")
          .filter((el) => !el.closest('[data-testid="top-bar-rotating"]'))
          .map((el) => {
            const r = el.getBoundingClientRect();
            return `${el.tagName} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          }),
      );
    // Both pages in the fallback fonts: a web font arriving at a different moment in each
    // would move text for its own reasons (tests/e2e/fonts.test.ts bounds that), not hydration's.
    const withoutWebFonts = async (page: TestPage) => {
      page.allowErrors(/Failed to load resource/);
      await page.page.route(/\.woff2$/, (route) => route.abort());
    };
    const plain = await openPage(suite.browser, { viewport, javaScriptEnabled: false });
    await withoutWebFonts(plain);
    await plain.page.goto(`${suite.server.url}/de/about`);
    const before = await boxes(plain);

    // The scripts are held back until the whole document is drawn, so what is measured is
    // what hydration moves, not what a busy host's browser moves drawing a page it is still
    // parsing (documentDrawn).
    const t = await openPage(suite.browser, { viewport });
    await withoutWebFonts(t);
    const release = await holdRequests(t.page, /\/assets\/.+\.js$/);
    await t.page.goto(`${suite.server.url}/de/about`, { waitUntil: "commit" });
    await documentDrawn(t.page);
    const shifts = await watchLayoutShifts(t.page);
    release();
    await waitForHydration(t.page);
    await nextFrames(t.page);
    expect(await boxes(t)).toEqual(before);
    expect(await shifts()).toBe(0);
  });
});

describe("one line per bar at every width (320–1920 px)", () => {
  it.each(languages)("keeps the top bar, the link row and the main bar on one line in %s", async (lang) => {
    const t = await openPage(suite.browser, { viewport: { width: 1920, height: 800 } });
    // The phone top bar rotates on a timer: the test moves it on, one message at a time.
    await t.page.clock.install();
    await t.page.goto(`${suite.server.url}${prefix(lang)}/about`);
    await t.page.clock.runFor(100);
    await waitForHydration(t.page);
    const problems: string[] = [];
    const check = async (width: number) => {
      await t.page.setViewportSize({ width, height: 800 });
      const found = await t.page.evaluate(headerProblems);
      problems.push(...found.problems.map((p) => `${lang} ${width} px: ${p}`));
      problems.push(...(await t.page.evaluate(cutPlaceholders)).map((p) => `${lang} ${width} px: ${p}`));
      const { linkRowGap, ...visible } = await t.page.evaluate((brands) => {
        const seen = (selector: string) => Boolean(document.querySelector(selector)?.checkVisibility());
        // The link row's dropdowns and the company's links beside them: room between the two.
        const details = document.querySelector("header > :nth-child(2) details");
        const gap = details?.checkVisibility()
          ? details.parentElement!.lastElementChild!.getBoundingClientRect().left -
            details.querySelector("summary")!.getBoundingClientRect().right
          : null;
        return {
          linkRowGap: gap,
          menu: seen('header button[aria-controls="mobile-menu"]'),
          links: seen("header > :nth-child(2)"),
          brandRow: seen(`header nav[aria-label="${brands}"] > ul`),
          brandDropdown: seen(`header nav[aria-label="${brands}"] > details`),
          search: seen('header > :last-child > form[role="search"]'),
          phone: seen('header a[href^="tel:"]'),
        };
      }, uiTexts[lang].shell.header.brands);
      expect(visible, `${lang} ${width} px`).toEqual({
        menu: width < 1024,
        links: width >= 1024,
        brandRow: width >= 1200,
        brandDropdown: width >= 1024 && width < 1200,
        search: width >= 768,
        phone: width >= 768,
      });
      if (linkRowGap !== null && linkRowGap <= 16)
        problems.push(`${lang} ${width} px: ${linkRowGap} px between the link row's dropdowns and the company's links`);
    };
    for (const width of widths.filter((w) => w >= 768)) await check(width);
    // Below 768 px each of the five messages takes its turn.
    const rotating = t.page.getByTestId("top-bar-rotating");
    for (let message = 0; message < 5; message++) {
      for (const width of widths.filter((w) => w < 768)) await check(width);
      const shown = await rotating.textContent();
      await t.page.clock.runFor(5000);
      await expect.poll(() => rotating.textContent()).not.toBe(shown);
    }
    expect(problems).toEqual([]);
  });

  it.each(languages)("shows the menu's whole search placeholder at every phone width in %s", async (lang) => {
    const t = await openPage(suite.browser, { viewport: { width: 320, height: 700 } });
    await t.page.goto(`${suite.server.url}${prefix(lang)}/about`);
    await waitForHydration(t.page);
    await t.page.getByRole("button", { name: uiTexts[lang].shell.mobileMenu.open }).click();
    await t.page.getByRole("dialog").getByRole("combobox").waitFor();
    for (const width of [320, 336, 360, 375, 390, 400, 820, 1008]) {
      await t.page.setViewportSize({ width, height: 700 });
      expect(await t.page.evaluate(cutPlaceholders), `${lang} ${width} px`).toEqual([]);
    }
  });
});
