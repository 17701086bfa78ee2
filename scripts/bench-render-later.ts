import { chromium } from "playwright-core";
import { LATER } from "../app/lib/render-later";
import { chromeArgs, chromePath, phone } from "../tests/e2e/support/browser";
import { startServer } from "../tests/e2e/support/server";
import { blockingMs, tasksOn, threadOf, type TraceEvent } from "./trace-tasks";

/**
 * `npm run bench:render-later`: how long the frames are that render a long page's later
 * sections once it has loaded (app/lib/render-later.ts, docs/decisions/0008-render-later.md).
 * Each page is loaded at a phone's width, unthrottled, with a trace recorded; from the first
 * element marked rendered to the end of the trace, every task of the page's main thread
 * counts. Reported per page as medians over the loads: how many tasks, the longest, and
 * their excess over 50 ms at a phone's slowdown (7x: what the audit's calibrated slowdown
 * comes to on a host like ours). A measurement, not a gate: timings depend on the host.
 *
 *   npm run bench:render-later                            /, /brands/norcool; 8 loads each
 *   BENCH_PAGES=/nl,/brands/winefit BENCH_LOADS=5 npm run bench:render-later
 */
const pages = (process.env.BENCH_PAGES ?? "/,/brands/norcool").split(",");
const loads = Number(process.env.BENCH_LOADS ?? 8);
const slowdown = 7;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
try {
  const results: Record<string, { tasks: number[]; longestMs: number[]; excessMs: number[] }> = {};
  // Pages in turn within each round, so a change in the host's speed touches every page alike.
  for (let load = 0; load < loads; load++) {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: phone });
      const tab = await context.newPage();
      // The moment the first later part is marked, as a trace event on the page's main thread.
      await tab.addInitScript(() => {
        const observer = new MutationObserver(() => {
          console.timeStamp("render-later");
          observer.disconnect();
        });
        observer.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-rendered"] });
      });
      await browser.startTracing(tab, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
      await tab.goto(server.url + page, { waitUntil: "load" });
      // Every later part rendered (sections, the footer and items alike), and a frame after the last one.
      await tab.waitForFunction((later) => !document.querySelector(later), LATER);
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();

      const start = traceEvents.find((e) => e.name === "TimeStamp");
      if (!start) throw new Error(`${page}: nothing was marked rendered`);
      const tasks = tasksOn(traceEvents, threadOf(start)).filter((e) => e.ts + (e.dur ?? 0) >= start.ts);
      const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
      const result = (results[page] ??= { tasks: [], longestMs: [], excessMs: [] });
      result.tasks.push(durations.filter((d) => d >= 1).length);
      result.longestMs.push(Math.max(...durations));
      result.excessMs.push(blockingMs(durations, slowdown));
    }
  }
  for (const [page, r] of Object.entries(results)) {
    console.log(
      `${page.padEnd(20)} medians of ${loads}: ${median(r.tasks)} tasks of 1 ms or more, longest ${median(r.longestMs).toFixed(1)} ms, ` +
        `excess over 50 ms at ${slowdown}x ${Math.round(median(r.excessMs))} ms (${Math.round(Math.min(...r.excessMs))}–${Math.round(Math.max(...r.excessMs))})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
