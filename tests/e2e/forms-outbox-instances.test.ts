import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, sqliteFileIn, type FormsDatabase } from "~/server/db.server";
import { createTestStore, engines, type EngineName, type TestStore } from "../support/databases";
import { storePending } from "../support/full-disk";
import { until } from "../support/forms-harness";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startServer, type RunningServer } from "./support/server";

/**
 * Servers that stop or die while mail is on its way (docs/decisions/0005-forms-pipeline.md,
 * "Outbox"): on SIGTERM a server finishes the sends under way, records them and hands back
 * the jobs it had claimed but not started, so the next server sends each mail once; a
 * server killed outright loses its claims to another on the same Postgres database once
 * their short lease runs out.
 */
let store: TestStore | undefined;
let sink: SmtpSink | undefined;
/** The test's own connection, to watch the outbox as the staff CLI could. */
let database: FormsDatabase | undefined;
const servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.kill();
  await database?.close();
  await sink?.close();
  await store?.cleanup();
});

async function setUp(engine: EngineName) {
  store = await createTestStore(engine);
  sink = await startSmtpSink({ parse: false });
  database = await openDatabase({
    databaseUrl: store.env.DATABASE_URL,
    schema: store.env.DATABASE_SCHEMA,
    sqliteFile: sqliteFileIn(store.dataDir),
  });
  return { ...store.env, SMTP_URL: sink.url };
}

async function start(env: Record<string, string>): Promise<RunningServer> {
  const s = await startServer({ env, dataDir: store!.dataDir });
  servers.push(s);
  return s;
}

const outboxRows = () => database!.db.selectFrom("mail_outbox").select(["message_id", "status", "locked_by"]).execute();

const delivered = () => new Set(sink!.mails.map((m) => m.messageId));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

describe.each(engines)("SIGTERM with mail on its way (%s)", (engine) => {
  it("finishes and records the sends under way, hands back the rest, and nothing is sent twice", async () => {
    const env = { ...(await setUp(engine)), SHUTDOWN_TIMEOUT: "5" };
    // Forty mails waiting when the server starts: its first pass claims them all.
    const ids = await storePending(database!, 40);
    sink!.delayMs = 1_000; // a slow mail server: 40 mails take ten seconds
    const first = await start(env);
    // Mail is going out, so more sends are under way.
    await until(() => sink!.mails.length >= 1, 20_000, "the first mail");

    const asked = Date.now();
    const deliveredAtSigterm = delivered().size;
    expect(await first.stop()).toBe(0);
    const toStop = Date.now() - asked;
    expect(toStop).toBeLessThan(5_000 + 1_500); // SHUTDOWN_TIMEOUT 5 s, and the signal and exit on a busy host
    // The sends under way at SIGTERM were finished…
    const finishedAfter = delivered().size - deliveredAtSigterm;
    expect(finishedAfter).toBeGreaterThan(0);
    const rows = await outboxRows();
    // …and every mail the mail server accepted is recorded as sent; no job is left claimed.
    expect(new Set(rows.filter((r) => r.status === "sent").map((r) => r.message_id))).toEqual(delivered());
    expect(rows.filter((r) => r.status === "sending")).toEqual([]);
    const handedBack = rows.filter((r) => r.status === "pending").length;
    expect(handedBack).toBeGreaterThan(0);

    // The next server sends the rest at once, not after a lease, and nothing again.
    sink!.delayMs = 0;
    const restarted = Date.now();
    const second = await start(env);
    await until(() => ids.every((id) => delivered().has(id)), 10_000, "the rest of the mail");
    const toRest = Date.now() - restarted;
    await until(async () => (await outboxRows()).every((r) => r.status === "sent"), 5_000, "every job marked sent");
    expect(sink!.mails).toHaveLength(ids.length);
    console.log(
      `SIGTERM (${engine}): exit in ${seconds(toStop)} s, ${finishedAfter} sends under way finished, ` +
        `${ids.length - handedBack} sent and recorded in all, ${handedBack} handed back; ` +
        `the rest sent ${seconds(toRest)} s after the next start, 0 sent twice`,
    );
    await second.stop();
  });
});

describe("two servers on one Postgres database", () => {
  it("the survivor sends the mail a killed server had claimed, within its lease", async () => {
    const leaseMs = 5_000;
    const env = { ...(await setUp("postgres")), MAIL_LEASE_MS: String(leaseMs) };
    // Thirty mails waiting when the first server starts: its first pass claims them all, and
    // the mail server is slow, so it still holds most of them when it dies.
    const ids = await storePending(database!, 30);
    sink!.delayMs = 1_500;
    const a = await start(env);
    const claimed = async () => (await outboxRows()).filter((r) => r.status === "sending");
    await until(async () => (await claimed()).length >= 5, 20_000, "five jobs claimed by the first server");
    const workerA = (await claimed())[0]!.locked_by;
    const heldByA = async () => (await claimed()).filter((r) => r.locked_by === workerA).map((r) => r.message_id);
    const b = await start(env);

    await a.kill();
    const killed = Date.now();
    const held = await heldByA();
    expect(held.length).toBeGreaterThan(0);
    sink!.delayMs = 0;

    await until(
      async () => {
        const rows = await outboxRows();
        return held.every((id) => rows.find((r) => r.message_id === id)?.status === "sent");
      },
      leaseMs + 20_000,
      "the killed server's mail sent by the other",
    );
    const takeover = Date.now() - killed;
    expect(takeover).toBeLessThan(leaseMs + 10_000);
    await until(() => ids.every((id) => delivered().has(id)), 10_000, "every mail");
    console.log(
      `kill -9 with ${held.length} claimed jobs: the other server sent them ${seconds(takeover)} s later (lease ${leaseMs / 1000} s); ` +
        `${sink!.mails.length - ids.length} sent twice`,
    );
    await b.stop();
  });
});
