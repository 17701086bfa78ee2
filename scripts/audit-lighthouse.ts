import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { defaultConfig } from "lighthouse";
import { chromeArgs, chromePath } from "../tests/e2e/support/browser";
import { proxyHost, startProxy } from "../tests/e2e/support/proxy";
import { floorHeaderDifferences, floorPath, type SiteAccess } from "./audit-floor";
import { median } from "./medians";

/**
 * The audit's Lighthouse sitting (scripts/audit.ts): mobile preset (slow 4G), every page
 * and the floor (scripts/audit-floor.ts) in turn, page then floor, so that each run of a page
 * has a run of the floor beside it on the host as it was that moment
 * (docs/decisions/0019-speed-against-the-floor.md). Through the deployment's nginx over TLS
 * and HTTP/2, as served, or on the built server itself (`direct`).
 */

/** One run's figures. The categories come from the first round only (see `flagsFor`). */
interface LighthouseRun {
  performance: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  /** What the LCP is and where its time goes: its element and Lighthouse's breakdown of it. */
  lcp: LcpBreakdown;
  bootupMs: number;
  cls: number;
  transferKb: number;
  benchmarkIndex: number;
  categories?: { accessibility: number; "best-practices": number; seo: number; noIndex: boolean };
}

/**
 * The LCP element (its tag and start, as Lighthouse prints it) and the four phases Lighthouse
 * splits the LCP into, in ms of the simulated load: the document's first byte, the wait
 * before the LCP's own resource is requested, its download, and the rest until it is painted
 * (a text LCP has no resource of its own: all after the first byte is render delay).
 */
interface LcpBreakdown {
  element: string;
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
}

/** A page's runs, each with the floor's run that followed it (`floor[i]` beside `runs[i]`). */
export interface PageRuns {
  page: string;
  runs: LighthouseRun[];
  floor: LighthouseRun[];
}

export interface Sitting {
  pages: PageRuns[];
  host: { benchmarkIndexMedian: number; benchmarkIndexRange: [number, number]; cpuSlowdown: number; freshMemoryMs: number[] };
  /** Where the floor's response headers differ from a page's (none when served alike). */
  headerDifferences: string[];
  seconds: number;
}

/**
 * Lighthouse's CPU slowdown for a host: its default 4x is calibrated for a host of benchmark
 * index about 1,500, so index ÷ 375 makes every host, slower or faster, simulate that same
 * phone (within Lighthouse's 1–12).
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.round(Math.min(12, Math.max(1, benchmarkIndex / 375)) * 100) / 100;
}

/**
 * How long this host takes to hand a fresh process 100 MB of memory it writes once, in ms
 * (median of three processes). Lighthouse's benchmark index times the CPU alone; on some
 * virtual machines of the same kind the hypervisor gives memory out page by page, and a page
 * load, which makes a renderer and its heap anew, slows by several times with no change in
 * the index: 30–50 ms on a quiet host, 300–800 on such a one (docs/decisions/0009-audit-gates.md).
 * Reported beside the timings so that a reader can tell the host from the pages; not a gate.
 */
function freshMemoryMs(): number {
  const probe =
    "const t = process.hrtime.bigint(); Buffer.alloc(100 * 1024 * 1024, 1); process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6));";
  return Math.round(median([0, 1, 2].map(() => Number(execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" })))));
}

type LighthouseThrottling = NonNullable<NonNullable<Parameters<typeof lighthouse>[1]>["throttling"]>;
type Gathered = { url: string; all: boolean; dir: string; benchmarkIndex: number };

/**
 * What the audit reads of Lighthouse's performance category: the five metrics, which alone
 * make its score (every other audit of the category weighs 0), bootup time and transfer size.
 * Its other audits are advice; their gatherers cost seconds a run, one of them watches the load
 * itself (the scripts' coverage), which a visitor's browser does not do, and one leaves the page
 * and comes back to test the back/forward cache.
 */
const timingAudits = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "bootup-time",
  "total-byte-weight",
];
/**
 * The LCP's element and its phases (`LcpBreakdown`): no weight in the score, read from the
 * same trace; it adds only the look-up of the element's node once the page has loaded.
 */
const lcpElementAudit = "largest-contentful-paint-element";
/** Every audit of the accessibility, best-practice and SEO categories, whose scores are gated. */
const checkAudits = ["accessibility", "best-practices", "seo"].flatMap((id) => defaultConfig.categories![id]!.auditRefs.map((r) => r.id));

/**
 * The accessibility, best-practice and SEO checks read the page once it has loaded, after the
 * trace; their results do not depend on the host's speed. So only the first round gathers
 * them, the floor's run beside it too, so that each pair of runs is recorded alike; the other
 * rounds gather the timing alone. No run takes the full-page screenshot, which no figure uses.
 */
const flagsFor = (all: boolean) => ({
  logLevel: "error" as const,
  disableFullPageScreenshot: true,
  onlyAudits: [...timingAudits, lcpElementAudit, ...(all ? checkAudits : [])],
});

/**
 * A run in two steps: the page is gathered (simulated throttling applies the slowdown only
 * when the trace is analysed), then analysed at the one slowdown of the sitting (`analyse`).
 */
async function gather(url: string, port: number, all: boolean): Promise<Gathered> {
  const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
  await lighthouse(url, { port, gatherMode: dir, ...flagsFor(all) });
  const { BenchmarkIndex } = JSON.parse(readFileSync(path.join(dir, "artifacts.json"), "utf8")) as { BenchmarkIndex: number };
  return { url, all, dir, benchmarkIndex: BenchmarkIndex };
}

/** The figures of a gathered run at `cpuSlowdown`, or undefined when Chrome could not record the page. */
async function analyse(run: Gathered, cpuSlowdown: number): Promise<LighthouseRun | undefined> {
  const file = path.join(run.dir, "artifacts.json");
  const artifacts = JSON.parse(readFileSync(file, "utf8")) as { settings: { throttling: LighthouseThrottling } };
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(run.url, {
    output: "json",
    auditMode: run.dir,
    throttling: artifacts.settings.throttling,
    ...flagsFor(run.all),
  });
  const lhr = result!.lhr;
  // A run whose recording lacks what a metric needs (no navigation start, no paint, a trace
  // cut short) says so as a runtime error or as an audit that could not be computed.
  const failed =
    lhr.runtimeError?.code ?? timingAudits.map((id) => lhr.audits[id]!).find((a) => a.numericValue === undefined)?.errorMessage;
  if (failed) {
    console.log(`${run.url}: Lighthouse could not record the page (${failed}), gathering it again`);
    return undefined;
  }
  const numeric = (id: string) => lhr.audits[id]!.numericValue!;
  const score = (id: string) => Math.round(lhr.categories[id]!.score! * 100);
  const figures: LighthouseRun = {
    performance: score("performance"),
    tbtMs: Math.round(numeric("total-blocking-time")),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    lcp: lcpBreakdown(lhr.audits[lcpElementAudit]),
    bootupMs: Math.round(numeric("bootup-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    transferKb: Math.round(numeric("total-byte-weight") / 102.4) / 10,
    benchmarkIndex: Math.round(run.benchmarkIndex),
  };
  if (!run.all) return figures;
  // A page marked noindex on purpose (spec 2.1) is scored without the crawlability audit.
  const noIndex = lhr.audits["is-crawlable"]?.score === 0;
  const seoRefs = lhr.categories.seo!.auditRefs.filter((r) => !(noIndex && r.id === "is-crawlable") && r.weight > 0);
  const seo = seoRefs.reduce((s, r) => s + (lhr.audits[r.id]!.score ?? 1) * r.weight, 0) / seoRefs.reduce((s, r) => s + r.weight, 0);
  return {
    ...figures,
    categories: { accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: Math.round(seo * 100), noIndex },
  };
}

type AuditResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]["audits"][string];

/** The LCP element audit's two tables, the element and the phases, as `LcpBreakdown`. */
function lcpBreakdown(audit: AuditResult | undefined): LcpBreakdown {
  const tables = audit?.details?.type === "list" ? audit.details.items : [];
  const [elements, phases] = tables.map((t) => (t.type === "table" ? t.items : []));
  const node = elements?.[0]?.node as { snippet?: string } | undefined;
  const phase = (i: number) => Math.round(Number(phases?.[i]?.timing ?? 0));
  return {
    element: node?.snippet?.slice(0, 120) ?? "none",
    ttfbMs: phase(0),
    loadDelayMs: phase(1),
    loadTimeMs: phase(2),
    renderDelayMs: phase(3),
  };
}

/**
 * Every run is gathered first, rounds of page, floor, page, floor…; then all are analysed at
 * the slowdown that the median of the sitting's benchmark indices calls for: a run's own
 * index moves by half between runs of one sitting (0009). A run Chrome could not record
 * (NO_NAVSTART and the like) is gathered again, in a fresh browser.
 */
export async function lighthouseSitting(
  set: readonly string[],
  options: { runs: number; serverUrl: string; direct: boolean },
): Promise<Sitting> {
  const started = Date.now();
  // As served: www.example.nl resolved to this machine and its certificate's key trusted.
  const proxy = options.direct ? undefined : await startProxy(options.serverUrl);
  const site: SiteAccess = proxy
    ? { url: `https://${proxyHost}:${proxy.httpsPort}`, host: proxyHost, ca: proxy.cert }
    : { url: options.serverUrl };
  const proxyFlags = proxy
    ? [`--host-resolver-rules=MAP ${proxyHost} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${proxy.spki}`]
    : [];
  const launchChrome = () => chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromeArgs, ...proxyFlags] });
  const gathered: { page: string; floor: boolean; run: Gathered }[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const headerDifferences = (await Promise.all(set.map((page) => floorHeaderDifferences(site, page)))).flat();
    chrome = await launchChrome();
    const memoryBefore = freshMemoryMs();
    for (let round = 0; round < options.runs; round++) {
      for (const page of set) {
        gathered.push({ page, floor: false, run: await gather(site.url + page, chrome.port, round === 0) });
        gathered.push({ page, floor: true, run: await gather(site.url + floorPath, chrome.port, round === 0) });
      }
    }
    const freshMemory = [memoryBefore, freshMemoryMs()];
    const indices = gathered.map((g) => g.run.benchmarkIndex);
    const cpuSlowdown = cpuSlowdownFor(median(indices));
    const figures = new Map<Gathered, LighthouseRun>();
    for (const { run } of gathered) {
      for (let attempt = 1; ; attempt++) {
        const result = await analyse(run, cpuSlowdown);
        if (result) {
          figures.set(run, result);
          break;
        }
        if (attempt === 5) throw new Error(`${run.url}: Lighthouse could not record the page in 5 attempts`);
        rmSync(run.dir, { recursive: true, force: true });
        // In a fresh browser: whatever state the last one was in stays with it.
        chrome.kill();
        chrome = await launchChrome();
        Object.assign(run, await gather(run.url, chrome.port, run.all));
      }
    }
    const runsOf = (page: string, floor: boolean) =>
      gathered.filter((g) => g.page === page && g.floor === floor).map((g) => figures.get(g.run)!);
    return {
      pages: set.map((page) => ({ page, runs: runsOf(page, false), floor: runsOf(page, true) })),
      host: {
        benchmarkIndexMedian: Math.round(median(indices)),
        benchmarkIndexRange: [Math.round(Math.min(...indices)), Math.round(Math.max(...indices))],
        cpuSlowdown,
        freshMemoryMs: freshMemory,
      },
      headerDifferences,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    chrome?.kill();
    proxy?.stop();
    for (const { run } of gathered) rmSync(run.dir, { recursive: true, force: true });
  }
}
