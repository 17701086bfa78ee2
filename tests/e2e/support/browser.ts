import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { LATER } from "~/lib/render-later";

export const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Flags for Debian's Chromium on a closed network (see the README's test section). */
export const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
}

export const phone = { width: 390, height: 844 } as const;
export const tablet = { width: 800, height: 1100 } as const;
export const desktop = { width: 1366, height: 900 } as const;

export interface TestPage {
  page: Page;
  /** console.error messages and uncaught page errors seen so far. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A fresh browser context and page that records console errors, page errors and
 * requests. Call `expectClean(testPage)` (or check `errors`) before closing: any
 * console.error fails a browser test.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { viewport?: { width: number; height: number } } = {},
): Promise<TestPage> {
  const context = await browser.newContext({ viewport: desktop, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  page.on("request", (req) => requests.push(req.url()));
  return { page, errors, requests, close: () => context.close() };
}

/** Throws when the page logged a console error or threw. */
export function expectClean(testPage: TestPage): void {
  if (testPage.errors.length) throw new Error(`Browser errors:\n${testPage.errors.join("\n")}`);
}

/** Requests that left for another host than the site under test. */
export function foreignRequests(testPage: TestPage, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  return testPage.requests.filter((u) => !u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:"));
}

/**
 * What the page still leaves for later (app/lib/render-later.ts), by id or tag: nothing, once
 * a scripted page has loaded and rendered the rest. An element that appears after that and
 * matches would wait for good (and keep axeViolations waiting its full 10 s).
 */
export function waitingToRender(page: Page): Promise<string[]> {
  return page.evaluate((selector) => [...document.querySelectorAll(selector)].map((e) => (e.id ? `#${e.id}` : e.tagName.toLowerCase())), LATER);
}

/**
 * axe-core with WCAG 2.0–2.2 A and AA rules; returns readable violations (empty when clean).
 * It checks the page as a visitor sees it once it has loaded: with the sections below the
 * first screen rendered (app/lib/render-later.ts), whose colours axe cannot read before.
 */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  await page
    .waitForFunction((selector) => document.readyState === "complete" && !document.querySelector(selector), LATER, { timeout: 10_000 })
    .catch(() => {
      // Without JavaScript the sections render as they come near; axe reads the page as it is.
    });
  // One axe.run in the page (and its same-origin frames) rather than a run per frame finished
  // in a blank page of its own: the same rules and results at half the time, as the site's
  // only other-origin frames are the video and map embeds a visitor consents to, which are
  // not the site's to check.
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`,
  );
}

/**
 * Waits until React has hydrated the shell: the header's search box only becomes a
 * combobox then. Click handlers before that moment do nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('[role="combobox"]', { state: "attached" });
}
