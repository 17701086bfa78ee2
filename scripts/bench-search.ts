import path from "node:path";
import { runnerImport } from "vite";
import { search } from "../app/lib/search/score";
import type { SearchEntry } from "../app/lib/search/types";

/**
 * `npm run bench:search`: mean time of one search over the real index (target:
 * under 0.1 ms per query). The index is built from the content modules through Vite's
 * module runner, because the news module reads its markdown with import.meta.glob; the
 * scoring runs here, as it does in the browser. BENCH_ROUNDS varies the repetitions.
 */
const root = path.resolve(import.meta.dirname, "..");
const { module } = await runnerImport<typeof import("../app/server/search-index.server")>(
  path.join(root, "app/server/search-index.server.ts"),
  { root, logLevel: "error", resolve: { alias: { "~": path.join(root, "app") } } },
);
const index: SearchEntry[] = module.buildSearchIndex("en");

/** What visitors type: brand names, product words, several words, typos, case, no hits. */
const queries = [
  "norcool",
  "wine",
  "Wine Cabinet",
  "drying cabinet",
  "manual",
  "warranty claim",
  "service repair",
  "winemaster cellar climate",
  "  NIMO  ",
  "pevino danish design wine cabinets",
  "temperature",
  "download brochure pdf",
  "contact",
  "news trends 2025",
  "thermocold cold room",
  "xyzzy",
];
const rounds = Number(process.env.BENCH_ROUNDS ?? 5_000);

let sink = 0;
for (let i = 0; i < 500; i++) for (const q of queries) sink += search(index, q).length; // warm-up

const started = process.hrtime.bigint();
for (let i = 0; i < rounds; i++) for (const q of queries) sink += search(index, q).length;
const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
const meanMs = elapsedMs / (rounds * queries.length);

console.log(
  JSON.stringify(
    {
      entries: index.length,
      queries: queries.length,
      rounds,
      meanMsPerQuery: Number(meanMs.toFixed(5)),
      targetMs: 0.1,
      withinTarget: meanMs < 0.1,
      resultsSeen: sink,
    },
    null,
    2,
  ),
);
if (meanMs >= 0.1) process.exitCode = 1;
