import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { desktop, launchBrowser, nextFrames, waitForHydration } from "../tests/e2e/support/browser";
import { startServer } from "../tests/e2e/support/server";
import { median, withSpread } from "./medians";

/**
 * `npm run bench:navigation`: how long a visitor waits from a click on a link to the next
 * page's main heading painted, on a phone-speed main thread (CDP's CPU throttling, 4x) against
 * the built production server on loopback; median of 5 with the spread, for a few link pairs,
 * with and without prefetch (docs/decisions/0019-speed-against-the-floor.md).
 *
 * - With prefetch: the pointer rests on the link and whatever the page fetches on that intent
 *   has arrived (React Router's `<Link prefetch="intent">` inserts `<link rel="prefetch">` for
 *   the next page's data and `modulepreload` for its route modules), then the click.
 * - Without: the same click, with the page deaf to intent (pointer-over, focus and touch
 *   events stopped before they reach it), so nothing is prefetched; the bench fails if a
 *   prefetch link appears anyway.
 *
 * Each run is a fresh browser context: the first page loaded and hydrated, its files in the
 * HTTP cache as a visitor's would be, the next page's not. A navigation React Router makes
 * in the page (no document load) and a document navigation (a plain link) are both timed;
 * the table says which each pair was. A measurement, not a gate.
 *
 *   npm run bench:navigation
 *   BENCH_LOADS=3 npm run bench:navigation
 */
const pairs = [
  { from: "/", to: "/brands/norcool" },
  { from: "/brands/norcool", to: "/contact" },
  { from: "/news", to: "/news/wine-storage-market-trends-2025" },
  { from: "/nl", to: "/nl/contact" },
];
const loads = Number(process.env.BENCH_LOADS ?? 5);
const slowdown = 4;
/** How long the probe lets a hovered link start and finish its prefetches (see `probe`). */
const probeMs = 3_000;

type Report =
  | { kind: "click"; at: number; timeOrigin: number }
  | { kind: "heading"; at: number; timeOrigin: number; text: string }
  | { kind: "prefetch"; href: string; done: boolean };

/**
 * Runs in every document of the context before its own scripts (Playwright's init script).
 *
 * The heading's paint is read with Element Timing: every h1 is given an `elementtiming`
 * attribute as it enters the document (a mutation observer's callback runs before the next
 * frame is drawn), and a PerformanceObserver reports the frame its text was first painted in
 * (`renderTime`, the frame's presentation). That holds alike for a document the browser
 * parses and for a page React Router renders in place, where a requestAnimationFrame after
 * the heading appears would time the frame's start and miss its paint. Times are made
 * absolute with `performance.timeOrigin`, as a document navigation starts a new clock. Element
 * Timing reports an element's first paint only: a navigation that kept the same h1 element
 * and changed its text would report none, and the bench says so.
 */
function instrument({ deafToIntent }: { deafToIntent: boolean }) {
  // Looked up at each call: Playwright defines the binding in every document, beside this script.
  const report = (r: Report) => (window as unknown as { benchReport: (r: Report) => void }).benchReport(r);
  const absolute = (t: number) => performance.timeOrigin + t;
  let armed = false;
  (window as unknown as { benchArm: () => void }).benchArm = () => (armed = true);
  const watchLink = (link: HTMLLinkElement) => {
    if (!armed || !/^(prefetch|modulepreload)$/.test(link.rel)) return;
    report({ kind: "prefetch", href: link.href, done: false });
    const done = () => report({ kind: "prefetch", href: link.href, done: true });
    link.addEventListener("load", done, { once: true });
    link.addEventListener("error", done, { once: true });
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const h1 of [...(node.matches("h1") ? [node] : []), ...node.querySelectorAll("h1")])
          h1.setAttribute("elementtiming", "bench-heading");
        for (const link of [...(node instanceof HTMLLinkElement ? [node] : []), ...node.querySelectorAll("link")]) watchLink(link);
      }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number; element: Element | null })[]) {
      if (entry.identifier !== "bench-heading") continue;
      const text = (entry.element?.textContent ?? "").replace(/\s+/g, " ").trim();
      report({ kind: "heading", at: absolute(entry.renderTime), timeOrigin: performance.timeOrigin, text });
    }
  }).observe({ type: "element", buffered: true });
  // Links inserted from the click on belong to the navigation itself (a module's imports
  // preloaded as it loads), not to the intent before it.
  addEventListener(
    "click",
    (e) => {
      armed = false;
      report({ kind: "click", at: absolute(e.timeStamp), timeOrigin: performance.timeOrigin });
    },
    { capture: true },
  );
  if (deafToIntent)
    for (const type of ["mouseover", "mouseout", "pointerover", "pointerout", "focusin", "focusout", "focus", "blur", "touchstart"])
      addEventListener(type, (e) => e.stopImmediatePropagation(), { capture: true });
}

type Click = Extract<Report, { kind: "click" }>;
type Heading = Extract<Report, { kind: "heading" }>;
const clickIn = (reports: Report[]) => reports.find((r): r is Click => r.kind === "click");
/** The first heading painted after `click`; with `text`, only a heading of that text. */
const headingAfter = (reports: Report[], click: Click, text?: string) =>
  reports.find((r): r is Heading => r.kind === "heading" && r.at > click.at && (text === undefined || r.text === text));
const prefetchesDone = (reports: Report[], hrefs: readonly string[]) =>
  hrefs.every((href) => reports.some((r) => r.kind === "prefetch" && r.href === href && r.done));

/** A fresh context on the first page, hydrated, its main thread slowed; its reports gathered as they come. */
async function openAt(browser: Browser, url: string, deafToIntent: boolean) {
  const context = await browser.newContext({ viewport: desktop });
  const reports: Report[] = [];
  const waiters = new Set<() => void>();
  await context.exposeBinding("benchReport", (_source, r: Report) => {
    reports.push(r);
    for (const wake of waiters) wake();
  });
  // tsx compiles this file keeping functions' names through a helper, `__name`, that the
  // functions sent to the page (`instrument`, `nextFrames`) call there: the page gets it too.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  await context.addInitScript(instrument, { deafToIntent });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await waitForHydration(page);
  /** Resolves with what `found` finds among the reports, now or as they come; fails after `ms`. */
  const until = <T>(found: () => T | undefined, what: string, ms = 60_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`${url}: no ${what} in ${ms / 1000} s`));
      }, ms);
      const wake = () => {
        const value = found();
        if (value === undefined) return;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(value);
      };
      waiters.add(wake);
      wake();
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { page, reports, until, close: () => context.close() };
}

/** The link a visitor would use, scrolled into view, the page at rest after it (its frames drawn, its main thread idle). */
async function linkAtRest(page: Page, to: string) {
  const link = page.locator(`a[href="${to}"]`).filter({ visible: true }).first();
  await link.scrollIntoViewIfNeeded();
  await nextFrames(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate(() => (window as unknown as { benchArm: () => void }).benchArm());
  return link;
}

/**
 * What the page fetches when the pointer rests on the link, and the next page's heading.
 * Whether a build prefetches at all shows only by its doing so: the probe hovers and gives the
 * page `probeMs` (React Router waits 100 ms, then renders the links; at 4x that is well within
 * it) to insert its prefetch links and load them. The timed runs then wait for exactly those.
 */
async function probe(browser: Browser, pair: (typeof pairs)[number]) {
  const tab = await openAt(browser, pair.from, false);
  try {
    const link = await linkAtRest(tab.page, pair.to);
    const label = (await link.textContent())?.replace(/\s+/g, " ").trim();
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, probeMs));
    const hrefs = [...new Set(tab.reports.flatMap((r) => (r.kind === "prefetch" ? [r.href] : [])))];
    if (!prefetchesDone(tab.reports, hrefs)) throw new Error(`${pair.from}: the prefetches on hover did not finish in ${probeMs / 1000} s`);
    await link.click();
    const click = await tab.until(() => clickIn(tab.reports), "click");
    const heading = await tab.until(() => headingAfter(tab.reports, click), "heading painted after the click");
    return { label, heading: heading.text, prefetchOnHover: hrefs.map((h) => new URL(h).pathname + new URL(h).search) };
  } finally {
    await tab.close();
  }
}

/** One timed navigation: ms from the click to the heading painted, and whether the document was loaded anew. */
async function navigate(browser: Browser, pair: (typeof pairs)[number], heading: string, prefetch: readonly string[] | undefined) {
  const tab = await openAt(browser, pair.from, prefetch === undefined);
  try {
    const link = await linkAtRest(tab.page, pair.to);
    if (prefetch) {
      await link.hover();
      const hrefs = prefetch.map((p) => new URL(p, tab.page.url()).href);
      await tab.until(() => prefetchesDone(tab.reports, hrefs) || undefined, "prefetch on hover");
    }
    await link.click();
    const click = await tab.until(() => clickIn(tab.reports), "click");
    const painted = await tab.until(
      () => headingAfter(tab.reports, click, heading),
      `paint of the heading "${heading}" (a heading element kept from the last page reports none)`,
    );
    const prefetched = tab.reports.filter((r) => r.kind === "prefetch" && !r.done).length;
    if (!prefetch && prefetched) throw new Error(`${pair.from} → ${pair.to}: ${prefetched} prefetch links appeared with intent blocked`);
    return { ms: Math.round(painted.at - click.at), document: painted.timeOrigin !== click.timeOrigin };
  } finally {
    await tab.close();
  }
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const absolute = (p: (typeof pairs)[number]) => ({ from: server.url + p.from, to: p.to });
  const probes: Awaited<ReturnType<typeof probe>>[] = [];
  for (const pair of pairs) probes.push(await probe(browser, absolute(pair)));
  type Run = Awaited<ReturnType<typeof navigate>>;
  const results = pairs.map(() => ({ with: [] as Run[], without: [] as Run[] }));
  // Pairs in turn within each round, and the two ways in turn, first one then the other:
  // a change in the host's speed touches every figure alike.
  for (let load = 0; load < loads; load++) {
    for (const [i, pair] of pairs.entries()) {
      const ways = load % 2 ? (["without", "with"] as const) : (["with", "without"] as const);
      for (const way of ways)
        results[i]![way].push(
          await navigate(browser, absolute(pair), probes[i]!.heading, way === "with" ? probes[i]!.prefetchOnHover : undefined),
        );
    }
  }
  const ms = (runs: Run[]) => runs.map((r) => r.ms);
  /** In the page, a document load, or how many of the runs loaded a document. */
  const kind = (runs: Run[]) => {
    const loaded = runs.filter((r) => r.document).length;
    return loaded === 0 ? "in the page" : loaded === runs.length ? "document load" : `document load in ${loaded} of ${runs.length}`;
  };
  const rows = pairs.map((pair, i) => {
    const r = results[i]!;
    const kinds = [...new Set([kind(r.with), kind(r.without)])].join(" / ");
    return [
      `${pair.from} → ${pair.to}`,
      `"${probes[i]!.label}"`,
      withSpread(ms(r.with)),
      withSpread(ms(r.without)),
      kinds,
      String(probes[i]!.prefetchOnHover.length),
    ];
  });
  const head = ["link", "text", "with prefetch ms", "without ms", "navigation", "prefetched on hover"];
  console.log(`\nClick to the next page's h1 painted, CPU slowed ${slowdown}x, built server on loopback; median of ${loads} (spread):\n`);
  for (const row of [head, head.map(() => "---"), ...rows]) console.log(`| ${row.join(" | ")} |`);
  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/navigation.json",
    JSON.stringify(
      {
        cpuSlowdown: slowdown,
        loads,
        pairs: pairs.map((pair, i) => ({
          ...pair,
          ...probes[i],
          withPrefetch: { medianMs: median(ms(results[i]!.with)), navigation: kind(results[i]!.with), runs: results[i]!.with },
          without: { medianMs: median(ms(results[i]!.without)), navigation: kind(results[i]!.without), runs: results[i]!.without },
        })),
      },
      null,
      2,
    ),
  );
  console.log("\nreports/navigation.json");
} finally {
  await browser.close();
  await server.stop();
}
