import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { desktop, phone } from "./support/browser";
import { openHome, openTab, visit } from "./support/home";
import { useSuite } from "./support/suite";

/**
 * Tap targets (WCAG 2.2's 2.5.8, Target Size (Minimum)) in Chromium against the built
 * server: on a 390 px touch phone and a 1366 px desktop, every link and button of the
 * footer and of the main content is at least 24 × 24 px, but for a link inside a sentence
 * (the criterion's inline exception); and on the phone the main actions are at least 44 px
 * tall (2.5.5's size, for a finger).
 */
const suite = useSuite();

const screens = [
  ["390 px touch", phone, true],
  ["1366 px", desktop, false],
] as const;

const pages = ["/", "/brands/nimo", "/contact", "/service-request", "/cookies", "/downloads", "/news/wine-storage-market-trends-2025"];

async function open(path: string, viewport: { width: number; height: number }, touch: boolean): Promise<Page> {
  const t = await openHome(suite, viewport, { path, touch });
  return t.page;
}

/** The targets inside `scope` smaller than 24 × 24 px, but for links inside a sentence. */
function undersized(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      for (const el of root.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [role=button]")) {
        // Out of reach (the form's honeypot) or not on screen (a control before its carousel runs).
        if (el.tabIndex < 0 || !el.getClientRects().length || getComputedStyle(el).visibility === "hidden") continue;
        // A box inside its label: the label takes the tap too.
        const target = (el instanceof HTMLInputElement && el.closest("label")) || el;
        const box = target.getBoundingClientRect();
        if (box.width >= 24 && box.height >= 24) continue;
        // The inline exception: a link in a line of text, its height the text's.
        const parentText = [...(el.parentElement?.childNodes ?? [])].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "",
        );
        if (getComputedStyle(el).display === "inline" && parentText) continue;
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 50);
        found.push(`${el.tagName.toLowerCase()} "${name}": ${Math.round(box.width)} × ${Math.round(box.height)}`);
      }
    }
    return found;
  }, scope);
}

/**
 * Each target's name and height. Waits for the first, as some come with their section's
 * script; a carousel's controls are measured while still hidden (until its engine runs, in
 * the space kept for them).
 */
async function heights(targets: Locator): Promise<string[]> {
  await targets.first().waitFor({ state: "attached" });
  const all = await targets.all();
  return Promise.all(
    all.map(async (target) => {
      const box = (await target.boundingBox())!;
      const name = (await target.getAttribute("aria-label")) ?? (await target.innerText()).trim();
      return `${name}: ${Math.round(box.height)}`;
    }),
  );
}

const tall = (rows: string[]) => rows.filter((row) => Number(row.split(": ").at(-1)) < 44);

describe("tap targets", () => {
  // Each screen's pages in one tab, page after page.
  it.each(screens)(
    "at %s: every link and button in the footer and the main content is at least 24 × 24 px",
    async (_name, viewport, touch) => {
      const { page } = await openTab(suite, viewport, { touch });
      for (const path of pages) {
        await visit(suite, page, path);
        expect(await undersized(page, "footer"), path).toEqual([]);
        expect(await undersized(page, "main"), path).toEqual([]);
      }
    },
  );

  it("the list links of the footer keep a line's pitch: 28 px tall, no gap between them", async () => {
    const page = await open("/", desktop, false);
    const links = page.getByRole("navigation", { name: "Our Brands" }).getByRole("link");
    const boxes = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())!));
    expect(boxes.map((b) => Math.round(b.height))).toEqual(boxes.map(() => 28));
    for (let i = 1; i < boxes.length; i++) expect(Math.round(boxes[i]!.y - boxes[i - 1]!.y)).toBe(28);
  });

  describe("main actions on a 390 px touch phone are at least 44 px tall", () => {
    it("home: the hero's three buttons, the menu button, the carousels' controls, the demo, the map and the form", async () => {
      const page = await open("/", phone, true);
      const hero = page.locator("#home");
      const firstScreen = [
        hero.getByRole("link", { name: "Dealer Login" }),
        hero.getByRole("link", { name: "Become a Dealer" }),
        hero.getByRole("link", { name: "Explore our Brands" }),
        page.getByRole("banner").getByRole("button", { name: "Open menu" }),
      ];
      for (const action of firstScreen) expect(tall(await heights(action))).toEqual([]);
      // The configurator's script starts once it comes into view, the demo button with it
      // (and the header hides, scrolling down).
      await page.locator("#norcool-configurator").scrollIntoViewIfNeeded();
      const actions = [
        page.locator("main button[aria-controls]"),
        page.locator("#contact form button[type=submit]"),
        page.getByRole("button", { name: /^Load map/ }),
        page.locator("[data-demo-button]"),
      ];
      for (const action of actions) expect(tall(await heights(action))).toEqual([]);
    });

    it("a brand page: the film's pause button, the product pictures' and the carousel's controls", async () => {
      const page = await open("/brands/nimo", phone, true);
      for (const action of [
        page.locator("[data-play-toggle]"),
        page.locator("[data-image-carousel] button"),
        page.locator("main button[aria-controls]"),
      ]) {
        expect(tall(await heights(action))).toEqual([]);
      }
    });

    it("the forms' submit buttons and the downloads' buttons", async () => {
      for (const path of ["/contact", "/service-request"]) {
        const page = await open(path, phone, true);
        expect(tall(await heights(page.locator("main form button[type=submit]")))).toEqual([]);
      }
      const page = await open("/downloads", phone, true);
      expect(tall(await heights(page.locator("main a[download]")))).toEqual([]);
      expect(tall(await heights(page.locator("main form button[type=submit]")))).toEqual([]);
    });
  });
});
