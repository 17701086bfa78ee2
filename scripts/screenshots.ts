/**
 * Screenshots of the built site for design review: the pages a visitor sees most, at a
 * phone, a tablet, a small laptop and a desktop width, each as its first screen and as the
 * whole page. A brand page is also taken scrolled past the dealer popup's threshold, with
 * the popup showing.
 *
 *   npm run build && npm run screenshots -- --out=/tmp/shots [--lang=nl] [--full]
 *
 * Files are named page-width[-full|-popup].png.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser } from "../tests/e2e/support/browser";
import { startServer } from "../tests/e2e/support/server";

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k!, v ?? "true"] as const;
  }),
);
const out = path.resolve(args.get("out") ?? "screenshots");
const prefix = args.get("lang") ? `/${args.get("lang")}` : "";
const full = args.has("full");

const pages: Record<string, string> = {
  home: "/",
  brand: "/brands/norcool",
  contact: "/contact",
  downloads: "/downloads",
  article: "/news/wine-storage-market-trends-2025",
};
const widths = [390, 820, 1024, 1366];
const heights: Record<number, number> = { 390: 844, 820: 1180, 1024: 768, 1366: 900 };

// Code for the page as strings: tsx would wrap named functions in a helper the page lacks.
const frames = (page: Page, n = 2) =>
  page.evaluate(`new Promise((r) => { const f = (k) => (k ? requestAnimationFrame(() => f(k - 1)) : r()); f(${n}); })`);
const scrollThrough = `(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo({ top: y, behavior: "instant" });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }
  window.scrollTo({ top: 0, behavior: "instant" });
})()`;

mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [name, route] of Object.entries(pages)) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: heights[width]! }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}${route === "/" && prefix ? "" : route}`);
      await page.waitForLoadState("networkidle");
      await page.waitForSelector('[role="combobox"]', { state: "attached" });
      await frames(page);
      await page.screenshot({ path: path.join(out, `${name}-${width}.png`) });
      if (name === "brand") {
        await page.evaluate(`window.scrollTo({ top: 900, behavior: "instant" })`);
        await page.waitForSelector("#dealer-popup", { state: "visible", timeout: 5000 }).catch(() => undefined);
        await frames(page, 10);
        await page.screenshot({ path: path.join(out, `${name}-${width}-popup.png`) });
      }
      if (full) {
        await page.evaluate(scrollThrough);
        await frames(page, 4);
        await page.screenshot({ path: path.join(out, `${name}-${width}-full.png`), fullPage: true });
      }
      await context.close();
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
