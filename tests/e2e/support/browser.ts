import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { afterEach } from "vitest";

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
  /**
   * Console errors this test causes on purpose (a 404 page, a refused request, a form
   * answered 400): errors matching one of these do not fail it. Every other one does.
   */
  allowErrors(...patterns: RegExp[]): void;
  close(): Promise<void>;
}

interface OpenedPage extends TestPage {
  allowed: RegExp[];
  /** The last address the page showed, to say where an error came from. */
  url: () => string;
}

/** Pages opened by the running test; emptied after each test. */
const opened: OpenedPage[] = [];
let checkedAfterEachTest = false;

/**
 * A fresh browser context and page that records console errors, page errors and
 * requests. The page belongs to the running test: after it, `useSuite`'s afterEach checks
 * that it logged no console error (STYLE.md 9 and 12) and closes it, also when the test
 * failed. A test that causes an error on purpose says so with `allowErrors`.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TestPage> {
  if (!checkedAfterEachTest) throw new Error("openPage needs useSuite() in the test file: it checks and closes the pages after each test");
  const testPage = await recordPage(browser, options);
  opened.push(testPage as OpenedPage);
  return testPage;
}

type PageOptions = BrowserContextOptions & { viewport?: { width: number; height: number } };

/**
 * A fresh context and page that records console errors, page errors and requests, owned
 * by its caller, who closes it: for scripts outside a test run (the audit). Tests use
 * `openPage`.
 */
export async function recordPage(browser: Browser, options: PageOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ viewport: desktop, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  page.on("request", (req) => requests.push(req.url()));
  let lastUrl = "about:blank";
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) lastUrl = frame.url();
  });
  const allowed: RegExp[] = [];
  const testPage: OpenedPage = {
    page,
    errors,
    requests,
    allowed,
    url: () => lastUrl,
    allowErrors: (...patterns) => void allowed.push(...patterns),
    close: () => context.close(),
  };
  return testPage;
}

/** The errors a page logged that its test did not allow. */
function unexpectedErrors(testPage: TestPage): string[] {
  const allowed = (testPage as OpenedPage).allowed ?? [];
  return testPage.errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
}

/**
 * After each test, whether it passed or failed: closes every page it opened, and fails it
 * if one of them logged an error it did not allow. `useSuite` installs this (./suite.ts).
 */
export function checkPagesAfterEachTest(): void {
  checkedAfterEachTest = true;
  afterEach(async () => {
    const pages = opened.splice(0);
    const problems = pages.flatMap((t) => unexpectedErrors(t).map((e) => `${t.url()}: ${e}`));
    await Promise.all(pages.map((t) => t.close().catch(() => {})));
    if (problems.length) throw new Error(`Browser errors:\n${problems.join("\n")}`);
  });
}

/** Requests that left for another host than the site under test. */
/** Requests a page made for the staff editor (/admin and what it loads; docs/decisions/0025-editor.md). */
export function editorRequests(testPage: TestPage, siteUrl: string): string[] {
  return testPage.requests.filter((url) => url.startsWith(`${siteUrl}/admin`) || /decap/i.test(url));
}

export function foreignRequests(testPage: TestPage, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  return testPage.requests.filter((u) => !u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:"));
}

/**
 * axe-core with WCAG 2.0–2.2 A and AA rules; returns readable violations (empty when clean).
 * It checks the page as a visitor sees it once it has loaded.
 * `include`: only that part is checked (its colours still read against the whole page), for
 * a test of one widget whose page the audit checks.
 */
export async function axeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<string[]> {
  await page.waitForFunction(() => document.readyState === "complete");
  // One axe.run in the page (and its same-origin frames) rather than a run per frame finished
  // in a blank page of its own: the same rules and results at half the time, as the site's
  // only other-origin frames are the video and map embeds a visitor consents to, which are
  // not the site's to check. Only violations are reported in full: axe then skips making a
  // selector for every element that passed, which was a third of its time on a long page.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`,
  );
}

/**
 * Waits until the page has hydrated: app/root.tsx marks <html> then. Click handlers before
 * that moment may do nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Resolves once the page has drawn `count` more frames: its scroll listeners,
 * requestAnimationFrame work and intersection observers have answered what came before,
 * and the renders they asked for have had their turn. Not for pages under `page.clock`,
 * whose frames only come as the test moves the clock.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const frame = (left: number) => (left ? requestAnimationFrame(() => frame(left - 1)) : resolve());
        frame(n);
      }),
    count,
  );
}

/**
 * Holds the page's requests whose address matches `url` (a Playwright route pattern) until
 * the returned function is called: the slow network's case, where a script, a font or the
 * form's answer comes after the visitor has seen or done something.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the browser has parsed the whole document and drawn it: the page's own layout,
 * from which a test can measure what something else moves (`watchLayoutShifts`). A browser
 * short of time draws a page it is still parsing, and what it has drawn moves as the rest
 * arrives (a centred column as its neighbour comes in, a right-aligned row as its later items
 * do); that is the parser's, and a busy test host sees it at random.
 */
export async function documentDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState !== "loading");
  await nextFrames(page);
}

/**
 * Starts summing the page's layout shifts from now on, those a visitor's own input caused
 * left out, and returns a function that reads the sum so far, the frame last drawn included.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const sum = (entries: PerformanceEntryList) =>
      (entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]).reduce(
        (total, e) => (e.hadRecentInput ? total : total + e.value),
        0,
      );
    let total = 0;
    const observer = new PerformanceObserver((list) => (total += sum(list.getEntries())));
    observer.observe({ type: "layout-shift" });
    (window as unknown as { layoutShifts: () => number }).layoutShifts = () => (total += sum(observer.takeRecords()));
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: () => number }).layoutShifts());
}

/** Scrolls the window to `y` at once and waits for the frames that answer it (`nextFrames`). */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await nextFrames(page);
}

/**
 * Waits for the header to be hidden or shown: it hides scrolling down past 150 px and comes
 * back scrolling up (spec 9, app/components/layout/use-header-visibility.ts), in the frame
 * after the scroll event. Once it has changed for a scroll, every scroll listener of the
 * page has run for it: a later, visible sign that the page has handled that scroll. Needs
 * a hydrated page.
 */
export async function waitForHeader(page: Page, state: "hidden" | "shown"): Promise<void> {
  await page
    .getByRole("banner")
    .and(page.locator(state === "hidden" ? "[data-hidden]" : ":not([data-hidden])"))
    .waitFor({ state: "attached" });
}

/**
 * Waits until no CSS transition, CSS animation or Web Animation that ends is running, in
 * the page or inside `scope`: reveals, fades and slides have reached their end state.
 * Endless ones (a pulsing indicator) are left alone. It waits on each animation's own
 * `finished`, and looks again, as one animation ending can start another.
 */
export async function animationsSettled(scope: Page | Locator): Promise<void> {
  // One self-contained function: Playwright runs it in the page, with the element if any.
  const settle = async (root?: Element) => {
    for (;;) {
      // Scroll-driven animations follow the scrolling and never end by themselves.
      const running = (root ? root.getAnimations({ subtree: true }) : document.getAnimations()).filter(
        (a) => a.playState === "running" && a.timeline instanceof DocumentTimeline && a.effect?.getComputedTiming().endTime !== Infinity,
      );
      if (!running.length) return;
      await Promise.allSettled(running.map((a) => a.finished));
    }
  };
  if ("goto" in scope) await scope.evaluate(settle, undefined);
  else await scope.evaluate(settle);
}
