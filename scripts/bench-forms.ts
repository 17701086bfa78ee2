import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { openDatabase, sqliteFileIn } from "../app/server/db.server";
import { startServer } from "../tests/e2e/support/server";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { startWebhookReceiver } from "../tests/support/webhook-receiver";

/**
 * `npm run bench:forms` (docs/decisions/0005-forms-pipeline.md, Bursts): accepted form
 * submissions per second through the built production server on embedded SQLite
 * (synchronous=FULL), with the outbox mailing to a real SMTP sink on loopback; then a check
 * that nothing was lost: rows stored = 200 answers = distinct mails delivered. Target on a
 * 2-core machine: >= 2,000 accepted/s, p99 <= 50 ms. The run is a fixed number of requests
 * (about 10 s at the target rate), so that every request sent is also answered and counted;
 * BENCH_REQUESTS and BENCH_CONNECTIONS vary the load. `-- --webhook` also configures one
 * webhook endpoint, a receiver on loopback that verifies every signature
 * (tests/support/webhook-receiver.ts), and checks that every accepted submission was
 * delivered to it as well (docs/decisions/0023-webhooks.md).
 */
const amount = Number(process.env.BENCH_REQUESTS ?? 20_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const withWebhook = process.argv.includes("--webhook");
const sink = await startSmtpSink({ parse: false });
const receiver = withWebhook ? await startWebhookReceiver() : undefined;
const server = await startServer({
  // Per-submission log lines are debug level, so the default level stays quiet under load.
  env: {
    SMTP_URL: sink.url,
    FORM_RATE_LIMIT: "1000000",
    ...(receiver ? { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: receiver.secret, WEBHOOK_ALLOW_NETWORKS: "127.0.0.1" } : {}),
  },
});

let counter = 0;
const body = () =>
  JSON.stringify({
    formType: "contact",
    formData: {
      name: `Bench visitor ${++counter}`,
      email: `bench${counter}@example.nl`,
      message: "Benchmark message: is the wine cabinet in stock?",
    },
    metadata: { timestamp: new Date().toISOString(), userAgent: "bench-forms", url: `${server.url}/contact` },
  });

try {
  // Warm-up (counted in the totals below, not in the rate).
  const warm = await autocannon({
    url: `${server.url}/api/send-form-email`,
    connections: 10,
    amount: 2000,
    requests: [{ method: "POST", headers: { "content-type": "application/json" }, setupRequest: (r) => ({ ...r, body: body() }) }],
  });
  const cpuBefore = cpuSeconds(server.process.pid!);
  const loadBefore = loadavg()[0]!;
  const result = await autocannon({
    url: `${server.url}/api/send-form-email`,
    connections,
    amount,
    requests: [{ method: "POST", headers: { "content-type": "application/json" }, setupRequest: (r) => ({ ...r, body: body() }) }],
  });
  const serverCpu = cpuSeconds(server.process.pid!) - cpuBefore;
  const ok200 = warm["2xx"] + result["2xx"];
  const failures = result.errors + result.timeouts + result.non2xx + warm.errors + warm.timeouts + warm.non2xx;

  // Nothing lost: wait for the outbox to drain, then count rows and distinct mails.
  const database = await openDatabase({ sqliteFile: sqliteFileIn(server.dataDir) });
  const count = async () => {
    const row = await database.db
      .selectFrom("form_submissions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const drainStarted = Date.now();
  const distinct = () => new Set(sink.mails.map((m) => m.messageId)).size;
  const hooked = () => receiver?.ids().size ?? ok200;
  while ((distinct() < ok200 || hooked() < ok200) && Date.now() - drainStarted < 300_000) await new Promise((r) => setTimeout(r, 200));
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  const stored = await count();
  const mailed = distinct();
  const delivered = hooked();
  await database.close();

  const seconds = result.duration;
  const accepted = result["2xx"] / seconds;
  const p99 = result.latency.p99;
  const summary = {
    engine: "sqlite (WAL, synchronous=FULL)",
    connections,
    requests: amount,
    seconds: Math.round(seconds * 10) / 10,
    acceptedPerSecond: Math.round(accepted),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99, max: result.latency.max },
    failures,
    answered200: ok200,
    rowsStored: stored,
    mailsDelivered: mailed,
    mailsResent: sink.mails.length - mailed,
    ...(receiver
      ? {
          webhookEndpoints: 1,
          webhooksDelivered: delivered,
          webhooksResent: receiver.received.length - delivered,
          webhooksUnverified: receiver.received.filter((r) => !r.verified).length,
        }
      : { webhookEndpoints: 0 }),
    outboxDrainSeconds: Math.round(drainSeconds * 10) / 10,
    // The machine may be shared: the server's own CPU per submission says what one core
    // can take regardless of other load, and the load average says how shared it was.
    serverCpuMsPerSubmission: Math.round((serverCpu / result["2xx"]) * 1e5) / 100,
    loadAverageAtStart: Math.round(loadBefore * 10) / 10,
    cpus: (await import("node:os")).cpus().length,
  };
  console.log(JSON.stringify(summary, null, 2));
  const nothingLost =
    failures === 0 && stored === ok200 && mailed === ok200 && delivered === ok200 && !receiver?.received.some((r) => !r.verified);
  const fast = accepted >= 2000 && p99 <= 50;
  console.log(
    `bench:forms ${nothingLost ? "nothing lost" : "LOST OR FAILED SUBMISSIONS"}; ` +
      `${fast ? "PASS" : "BELOW TARGET"} (>= 2000 accepted/s, p99 <= 50 ms)`,
  );
  process.exitCode = nothingLost && fast ? 0 : 1;
} finally {
  await server.stop();
  await sink.close();
  await receiver?.close();
}

/** User plus system CPU seconds a process has used so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the stat line, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
