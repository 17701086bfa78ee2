import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createTestStore, type TestStore } from "../support/databases";
import { until } from "../support/forms-harness";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "./support/server";

/**
 * The outbox with the real built server as a child process (PRODUCT.md 8): a hard kill with a
 * backlog loses nothing, a mail server that is down delays mail but not the visitor, a
 * second server on one SQLite file refuses to start, and two servers on one Postgres
 * database send each mail once.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function sinkFor(): Promise<SmtpSink> {
  const sink = await startSmtpSink({ parse: false });
  cleanups.push(() => sink.close());
  return sink;
}

async function server(env: Record<string, string>, dataDir?: string): Promise<RunningServer> {
  const s = await startServer({
    env: { FORM_RATE_LIMIT: "100000", MAIL_RETRY_BASE_MS: "100", MAIL_RETRY_MAX_MS: "1000", ...env },
    dataDir,
  });
  cleanups.push(() => s.stop());
  return s;
}

async function post(base: string, i: number): Promise<string> {
  const res = await fetch(`${base}/api/send-form-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ formType: "contact", formData: { name: `Visitor ${i}`, email: `v${i}@example.nl`, message: `Message ${i}` } }),
  });
  const body = (await res.json()) as { ok?: boolean; id?: string; error?: string };
  if (res.status !== 200 || !body.id) throw new Error(`submission ${i}: ${res.status} ${JSON.stringify(body)}`);
  return body.id;
}

async function postMany(base: string, count: number, from = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = from; i < from + count; i += 25) {
    ids.push(...(await Promise.all(Array.from({ length: Math.min(25, from + count - i) }, (_, k) => post(base, i + k)))));
  }
  return ids;
}

const delivered = (sink: SmtpSink) => new Set(sink.mails.map((m) => m.messageId));

/** The status of every job in the outbox of a Postgres test store. */
async function outboxStatuses(store: TestStore): Promise<string[]> {
  const schema = store.env.DATABASE_SCHEMA!;
  const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string }>(`select status from "${schema}".mail_outbox`);
    return rows.map((r) => r.status);
  } finally {
    await client.end();
  }
}

describe("outbox with the real server", () => {
  it("delivers every accepted submission after kill -9 with a backlog", async () => {
    const sink = await sinkFor();
    sink.delayMs = 40; // a slow mail server, so a backlog builds up
    const first = await server({ SMTP_URL: sink.url });
    cleanups.push(() => Promise.resolve(rmSync(first.dataDir, { recursive: true, force: true })));
    const ids = await postMany(first.url, 200);
    await until(() => sink.mails.length >= 10, 20_000, "the first mails");
    await first.kill();
    const beforeRestart = delivered(sink).size;
    expect(beforeRestart).toBeLessThan(200);

    sink.delayMs = 0;
    const second = await server({ SMTP_URL: sink.url }, first.dataDir);
    await until(() => ids.every((id) => delivered(sink).has(`<${id}@example.nl>`)), 60_000, "all 200 mails");
    // At least once: a mail accepted just before the kill may come again, never a different one.
    expect(delivered(sink).size).toBe(200);
    console.log(`kill -9: ${beforeRestart} delivered before, ${sink.mails.length - 200} resent after restart`);
    await second.stop();
  });

  it("answers at once while the mail server is down and delivers when it is back", async () => {
    const sink = await sinkFor();
    await sink.stop();
    const s = await server({ SMTP_URL: sink.url });
    const started = Date.now();
    const ids = await postMany(s.url, 10);
    expect(Date.now() - started).toBeLessThan(5_000);
    await until(() => s.logs.some((l) => l.msg === "notification mail failed: will retry"), 10_000, "a failed attempt in the log");
    await sink.restart();
    await until(() => ids.every((id) => delivered(sink).has(`<${id}@example.nl>`)), 20_000, "delivery after the mail server returned");
  });

  it("refuses a second server on the same SQLite database, with a clear message", async () => {
    const sink = await sinkFor();
    const s = await server({ SMTP_URL: sink.url });
    const error = await startServer({ env: { SMTP_URL: sink.url }, dataDir: s.dataDir }).then(
      (second) => {
        cleanups.push(() => second.stop());
        return "started";
      },
      (e: Error) => e.message,
    );
    expect(error).toMatch(/Another server process is already using the database .*forms\.sqlite/);
    // The first one still works.
    await postMany(s.url, 1);
  });

  it("sends each mail once with two servers on one Postgres database", async () => {
    const sink = await sinkFor();
    const store = await createTestStore("postgres");
    cleanups.push(() => store.cleanup());
    const env = { SMTP_URL: sink.url, DATABASE_URL: store.env.DATABASE_URL!, DATABASE_SCHEMA: store.env.DATABASE_SCHEMA! };
    const a = await server(env);
    const b = await server(env);
    const ids = [...(await postMany(a.url, 60)), ...(await postMany(b.url, 60, 60))];
    await until(() => ids.every((id) => delivered(sink).has(`<${id}@example.nl>`)), 30_000, "120 mails");
    // Every job is marked sent (a sent job is never claimed again), then both servers stop,
    // which waits for their sends under way: no mail is on its way any more, so a second
    // copy of any mail would show now.
    await until(async () => (await outboxStatuses(store)).every((s) => s === "sent"), 30_000, "every job marked sent");
    await Promise.all([a.stop(), b.stop()]);
    expect(sink.mails).toHaveLength(120);
  });
});
