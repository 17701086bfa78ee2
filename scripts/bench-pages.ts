import autocannon from "autocannon";
import { startServer } from "../tests/e2e/support/server";

/**
 * `npm run bench:pages`: throughput and latency of a prerendered page served by the built
 * production server, on loopback (50 connections, 20 s; target: >= 4,000 requests/s and p99
 * <= 30 ms on a 2-core machine, docs/decisions/0001-production-server.md). Set BENCH_PATH
 * or BENCH_SECONDS to vary it.
 */
const path = process.env.BENCH_PATH ?? "/about";
const duration = Number(process.env.BENCH_SECONDS ?? 20);
// Request logs are debug level, so the default info level stays quiet under load.
const server = await startServer();

try {
  // Warm-up so the measurement sees a steady server.
  await autocannon({ url: server.url + path, connections: 10, duration: 2 });
  const result = await autocannon({
    url: server.url + path,
    connections: 50,
    duration,
    headers: { "accept-encoding": "br, gzip" },
  });
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    JSON.stringify(
      {
        path,
        connections: 50,
        seconds: duration,
        requestsPerSecond: Math.round(rps),
        latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99, max: result.latency.max },
        errors,
        cpus: (await import("node:os")).cpus().length,
      },
      null,
      2,
    ),
  );
  const ok = rps >= 4000 && p99 <= 30 && errors === 0;
  console.log(ok ? "bench:pages PASS (>= 4000 req/s, p99 <= 30 ms)" : "bench:pages BELOW TARGET (>= 4000 req/s, p99 <= 30 ms)");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
