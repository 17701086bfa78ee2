import { describe, expect, it } from "vitest";
import { newsItems } from "~/content/news.server";
import { desktop, openPage, phone } from "./support/browser";
import { useSuite } from "./support/suite";

/**
 * The content pages open with a hero whose right half says what the page is for (a
 * contact card, the filter, key facts, the last revision: app/components/sections/page-hero.tsx).
 * For each kind of inner page, at a phone's and a desktop's width: one h1, a panel beside
 * the title on the desktop and under it on the phone, nothing wider than the screen. axe
 * reads these pages at these two sizes, as they load, in `npm run audit` (every page of
 * every language), which CI runs: it is not run here a second time.
 */
const suite = useSuite();

const pages = [
  "/about",
  "/contact",
  "/downloads",
  "/manuals",
  "/news",
  `/news/${newsItems()[0]!.slug}`,
  "/service-request",
  "/request-access",
  "/become-dealer",
  "/sitemap",
  "/search?q=norcool",
  "/general-terms-conditions",
  "/cookies",
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface HeroLayout {
  h1s: number;
  h1InHero: boolean;
  hero: Box;
  /** The title's column and the panel's, as laid out. */
  title: Box;
  panel: Box;
  scrollWidth: number;
  innerWidth: number;
}

/** The first hero in <main>: its grid holds the title's column, then the panel. */
const readLayout = () => {
  const box = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
  };
  const hero = document.querySelector("main .page-hero")!;
  const [title, panel] = [...hero.firstElementChild!.children];
  return {
    h1s: document.querySelectorAll("h1").length,
    h1InHero: hero.contains(document.querySelector("h1")),
    hero: box(hero),
    title: box(title!),
    panel: box(panel!),
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  };
};

describe("inner page heroes", () => {
  // Each size's pages in one tab, page after page: a tab is a renderer process, which costs
  // more to start than these pages take to load and read.
  it("on a desktop: the panel fills the hero's right half, nothing overflows", async () => {
    const t = await openPage(suite.browser, { viewport: desktop });
    for (const path of pages) {
      await t.page.goto(suite.server.url + path);
      const layout: HeroLayout = await t.page.evaluate(readLayout);
      expect(layout.h1s, path).toBe(1);
      expect(layout.h1InHero, path).toBe(true);
      expect(layout.scrollWidth, path).toBeLessThanOrEqual(layout.innerWidth);
      const { hero, title, panel } = layout;
      // Beside the title, in the right half, a substantial card: no empty half band.
      expect(panel.x, path).toBeGreaterThanOrEqual(hero.x + hero.width / 2);
      expect(panel.x, path).toBeGreaterThanOrEqual(title.x + title.width);
      expect(panel.width, path).toBeGreaterThanOrEqual(hero.width * 0.25);
      expect(panel.height, path).toBeGreaterThanOrEqual(80);
      // Title and panel together span most of the band's width, the panel no sliver beside the title.
      expect(panel.x + panel.width - title.x, path).toBeGreaterThanOrEqual(hero.width * 0.85);
      expect(panel.height, path).toBeGreaterThanOrEqual(title.height * 0.6);
    }
  });

  it("on a phone: the panel follows the title, as wide as the text, nothing overflows", async () => {
    const t = await openPage(suite.browser, { viewport: phone });
    for (const path of pages) {
      await t.page.goto(suite.server.url + path);
      const layout: HeroLayout = await t.page.evaluate(readLayout);
      expect(layout.h1s, path).toBe(1);
      expect(layout.scrollWidth, path).toBeLessThanOrEqual(layout.innerWidth);
      const { title, panel } = layout;
      expect(panel.y, path).toBeGreaterThanOrEqual(title.y + title.height);
      expect(panel.width, path).toBeGreaterThanOrEqual(title.width - 1);
      expect(panel.width, path).toBeGreaterThanOrEqual(phone.width * 0.85);
    }
  });

  it("are in the HTML: the panels need no script", async () => {
    const t = await openPage(suite.browser, { viewport: desktop, javaScriptEnabled: false });
    for (const path of pages) {
      await t.page.goto(suite.server.url + path);
      const layout: HeroLayout = await t.page.evaluate(readLayout);
      expect(layout.panel.x, path).toBeGreaterThanOrEqual(layout.hero.x + layout.hero.width / 2);
      expect(layout.panel.height, path).toBeGreaterThanOrEqual(80);
    }
  });
});

describe("/contact", () => {
  it.each([
    [1024, 768],
    [1366, 900],
  ])(
    "at %i px the details and the form are two cards of one height, side by side, the form without an empty foot",
    async (width, height) => {
      const t = await openPage(suite.browser, { viewport: { width, height } });
      await t.page.goto(`${suite.server.url}/contact`);
      const cards = await t.page.evaluate(() => {
        const rect = (el: Element) => el.getBoundingClientRect();
        const details = rect(document.querySelector('[aria-labelledby="contact-details"]')!);
        const formCard = document.querySelector('[aria-labelledby="contact-form-title"]')!;
        const form = rect(formCard.querySelector("form")!);
        const card = rect(formCard);
        return { details, card, formBottom: form.bottom, padding: parseFloat(getComputedStyle(formCard).paddingBottom) };
      });
      expect(cards.details.top).toBe(cards.card.top);
      expect(cards.details.height).toBe(cards.card.height);
      expect(cards.details.right).toBeLessThan(cards.card.left);
      // The form reaches the card's padding: the message box takes up any extra height.
      expect(cards.card.bottom - cards.padding - cards.formBottom).toBeLessThanOrEqual(2);
      // Balanced columns: the form's card is the wider, not more than twice the details'.
      expect(cards.card.width / cards.details.width).toBeGreaterThan(1);
      expect(cards.card.width / cards.details.width).toBeLessThan(2);
    },
  );
});
