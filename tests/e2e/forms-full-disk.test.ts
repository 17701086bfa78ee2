import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestStore, engines, type TestStore } from "../support/databases";
import { fullDisk, longMessage } from "../support/full-disk";
import { until } from "../support/forms-harness";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "./support/server";

/**
 * The built server on a full disk (tests/support/full-disk.ts), with mail waiting to be sent
 * (docs/decisions/0005-forms-pipeline.md, "A full disk"): /healthz says 503 and why, the log
 * stays quiet, new submissions get 503, SIGTERM still stops it within SHUTDOWN_TIMEOUT, and
 * once space returns it is healthy again and the waiting mail goes out. And SIGTERM with a
 * database that does not answer at all ("Stopping").
 */
type Health = { status: string; reason?: string; failures?: number };

async function health(server: RunningServer): Promise<{ code: number; body: Health }> {
  const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
  return { code: res.status, body: (await res.json()) as Health };
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

describe.each(engines)("the server on a full disk (%s)", (engine) => {
  let store: TestStore | undefined;
  let sink: SmtpSink | undefined;
  const servers: RunningServer[] = [];
  afterEach(async () => {
    for (const s of servers) await s.kill();
    await sink?.close();
    await store?.cleanup();
  });

  it("answers 503 with the reason, logs little, stops on SIGTERM, and recovers when space returns", async () => {
    store = await createTestStore(engine);
    sink = await startSmtpSink({ parse: false });
    const disk = fullDisk(store);
    const pending = await disk.fill(20);
    const env = {
      ...store.env,
      ...disk.env,
      SMTP_URL: sink.url,
      SHUTDOWN_TIMEOUT: "5",
      MAIL_RETRY_BASE_MS: "100",
      MAIL_RETRY_MAX_MS: "1000",
    };
    const start = async () => {
      const s = await startServer({ env, dataDir: store!.dataDir });
      servers.push(s);
      return s;
    };

    const spawned = Date.now();
    const first = await start();
    const listening = Date.now();
    const degraded = await until(
      async () => {
        const h = await health(first);
        return h.code === 503 && h.body;
      },
      10_000,
      "/healthz 503",
    );
    const toDegraded = Date.now() - listening;
    expect(degraded).toMatchObject({ status: "degraded" });
    expect(degraded.reason).toMatch(engine === "sqlite" ? /^database not writable: SQLITE_FULL/ : /^database not writable: 53100/);

    // New submissions are refused with 503, never acknowledged without a stored row.
    const refused = await fetch(`${first.url}/api/send-form-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ formType: "contact", formData: { name: "Anna", email: "anna@example.nl", message: longMessage } }),
    });
    expect(refused.status).toBe(503);

    // The log while full: its lines from the start of the form service (the outbox fails from
    // its first pass) over six more failed passes (100 ms doubling: a few seconds).
    const fromReady = first.logs.findIndex((l) => l.msg === "form service ready") + 1;
    await until(
      async () => {
        const h = await health(first);
        return (h.body.failures ?? 0) >= (degraded.failures ?? 0) + 6;
      },
      30_000,
      "six more failed passes",
    );
    const window = Date.now() - spawned;
    const lines = first.logs.slice(fromReady);
    expect(lines.length, JSON.stringify(lines)).toBeLessThanOrEqual(6);

    const stopAsked = Date.now();
    const code = await first.stop();
    const toStop = Date.now() - stopAsked;
    expect(toStop).toBeLessThan(5_000 + 1_500); // SHUTDOWN_TIMEOUT 5 s, and the signal and exit on a busy host
    expect(code).toBe(0);
    expect(sink.mails).toHaveLength(0);

    // A restart on the still-full disk, then space returns.
    const second = await start();
    await until(async () => (await health(second)).code === 503, 10_000, "/healthz 503 after the restart");
    await disk.free();
    const freed = Date.now();
    await until(async () => (await health(second)).code === 200, 40_000, "/healthz 200");
    const toHealthy = Date.now() - freed;
    await sink.waitFor(pending.length, 30_000);
    expect(new Set(sink.mails.map((m) => m.messageId))).toEqual(new Set(pending));
    expect(sink.mails).toHaveLength(pending.length);

    console.log(
      `full disk (${engine}): /healthz 503 ${seconds(toDegraded)} s after listening; ${lines.length} log lines in ${seconds(window)} s ` +
        `while full; SIGTERM exit in ${seconds(toStop)} s; /healthz 200 ${seconds(toHealthy)} s after space returned`,
    );
    expect(await second.stop()).toBe(0);
  });
});

describe("the server with a Postgres that does not answer", () => {
  let store: TestStore | undefined;
  let server: RunningServer | undefined;
  let blocker: pg.Client | undefined;
  afterEach(async () => {
    await server?.kill();
    await blocker?.query("rollback").catch(() => {});
    await blocker?.end();
    await store?.cleanup();
  });

  it("still exits within SHUTDOWN_TIMEOUT of SIGTERM", async () => {
    store = await createTestStore("postgres");
    const schema = store.env.DATABASE_SCHEMA!;
    server = await startServer({ env: { ...store.env, SHUTDOWN_TIMEOUT: "3" }, dataDir: store.dataDir });
    // Another session holds the submissions table, so the server's next insert waits for ever.
    blocker = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await blocker.connect();
    await blocker.query(`begin; lock table "${schema}".form_submissions in access exclusive mode`);
    void fetch(`${server.url}/api/send-form-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ formType: "contact", formData: { name: "Anna", email: "anna@example.nl", message: "Hello" } }),
    }).catch(() => undefined);
    const waiting = async () => {
      const { rows } = await blocker!.query<{ n: string }>(
        `select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation join pg_namespace s on s.oid = c.relnamespace
         where not l.granted and s.nspname = $1 and l.database = (select oid from pg_database where datname = current_database())`,
        [schema],
      );
      return Number(rows[0]!.n) > 0;
    };
    await until(waiting, 10_000, "the server's insert to wait for the lock");

    const asked = Date.now();
    const exited = await Promise.race([server.stop(), new Promise((r) => setTimeout(() => r("still running"), 15_000))]);
    const toStop = Date.now() - asked;
    expect(exited).not.toBe("still running");
    // The server's own deadline is SHUTDOWN_TIMEOUT (3 s); the rest is the signal's delivery and
    // the process's exit on a busy host. Before the deadline existed it never stopped at all.
    expect(toStop).toBeLessThan(3_000 + 1_500);
    console.log(`SIGTERM with a database that does not answer: exit ${String(exited)} in ${seconds(toStop)} s (SHUTDOWN_TIMEOUT 3 s)`);
  });
});
