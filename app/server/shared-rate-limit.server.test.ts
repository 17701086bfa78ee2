import net from "node:net";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestStore, testDatabaseUrl, type TestStore } from "../../tests/support/databases";
import { testLogger } from "../../tests/support/test-logger";
import { openDatabase, sqliteFileIn, type DB, type FormsDatabase } from "./db.server";
import { createSharedRateLimiter } from "./shared-rate-limit.server";

/**
 * The limit shared through Postgres (docs/decisions/0005-forms-pipeline.md, "Rate limit"):
 * limiters with pools of their own stand for server processes on one database.
 */
let store: TestStore | undefined;
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await store?.cleanup();
  store = undefined;
});

async function database(): Promise<FormsDatabase> {
  store ??= await createTestStore("postgres");
  const opened = await openDatabase({
    databaseUrl: store.env.DATABASE_URL,
    schema: store.env.DATABASE_SCHEMA,
    sqliteFile: sqliteFileIn(store.dataDir),
  });
  closers.push(() => opened.close());
  return opened;
}

const oks = (results: { ok: boolean }[]) => results.filter((r) => r.ok).length;

describe("createSharedRateLimiter", () => {
  it("shares one client's count between processes, also when they race for the last slot", async () => {
    const logger = testLogger();
    const [a, b] = [
      createSharedRateLimiter((await database()).db, 5, { logger }),
      createSharedRateLimiter((await database()).db, 5, { logger }),
    ];
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).reserve("198.51.100.7")));
    expect(oks(results)).toBe(5);
    for (const r of results) if (!r.ok) expect(r.retryAfter).toBe(60);
    // Another client, and the neighbours of one IPv6 /64, count on their own.
    expect((await a.reserve("198.51.100.8")).ok).toBe(true);
    const neighbours = [await a.reserve("2001:db8::1"), await b.reserve("2001:db8::2")];
    expect(oks(neighbours)).toBe(2);
    expect(
      oks(await Promise.all([a.reserve("2001:db8::1"), a.reserve("2001:db8::3"), b.reserve("2001:db8::4"), b.reserve("2001:db8::5")])),
    ).toBe(3);
    expect(logger.lines.filter((l) => l.level !== "debug")).toEqual([]);
  });

  it("slides the window: a slot comes free a minute after it was taken", async () => {
    let now = 1_000_000;
    const db = (await database()).db;
    const [a, b] = [
      createSharedRateLimiter(db, 3, { logger: testLogger(), now: () => now }),
      createSharedRateLimiter(db, 3, { logger: testLogger(), now: () => now }),
    ];
    for (const limiter of [a, b, a]) {
      expect((await limiter.reserve("192.0.2.1")).ok).toBe(true);
      now += 10_000;
    }
    expect(await b.reserve("192.0.2.1")).toEqual({ ok: false, retryAfter: 30 });
    now += 30_000;
    expect((await b.reserve("192.0.2.1")).ok).toBe(true);
    expect(await a.reserve("192.0.2.1")).toEqual({ ok: false, retryAfter: 10 });
  });

  it("gives a released slot back to every process (failed write, replay)", async () => {
    const [a, b] = [
      createSharedRateLimiter((await database()).db, 2, { logger: testLogger() }),
      createSharedRateLimiter((await database()).db, 2, { logger: testLogger() }),
    ];
    const first = await a.reserve("192.0.2.9");
    expect((await a.reserve("192.0.2.9")).ok).toBe(true);
    expect((await b.reserve("192.0.2.9")).ok).toBe(false);
    if (first.ok) await first.release();
    expect((await b.reserve("192.0.2.9")).ok).toBe(true);
    expect((await a.reserve("192.0.2.9")).ok).toBe(false);
  });

  it("counts in the process while the database cannot be reached, and shares again when it is back", async () => {
    const other = createSharedRateLimiter((await database()).db, 2, { logger: testLogger() });
    const proxy = await closedPort();
    const pool = new pg.Pool({
      connectionString: withPort(store!.env.DATABASE_URL!, proxy.port),
      options: `-c search_path=${store!.env.DATABASE_SCHEMA!}`,
    });
    pool.on("error", () => {});
    const unreachable = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    closers.push(() => unreachable.destroy());
    const logger = testLogger();
    const limiter = createSharedRateLimiter(unreachable, 2, { logger });

    // The in-process limit: two, then the wait; a released slot comes back.
    const first = await limiter.reserve("203.0.113.5");
    expect(first.ok).toBe(true);
    expect((await limiter.reserve("203.0.113.5")).ok).toBe(true);
    expect(await limiter.reserve("203.0.113.5")).toMatchObject({ ok: false, retryAfter: 60 });
    if (first.ok) await first.release();
    expect((await limiter.reserve("203.0.113.5")).ok).toBe(true);
    expect(logger.lines.map((l) => l.msg)).toEqual(["rate limit: database unreachable, counting in this process"]);
    // What was counted in the process is not in the database.
    expect((await other.reserve("203.0.113.5")).ok).toBe(true);

    await proxy.open();
    expect((await limiter.reserve("203.0.113.5")).ok).toBe(true);
    expect((await limiter.reserve("203.0.113.5")).ok).toBe(false);
    expect(logger.lines.at(-1)?.msg).toBe("rate limit: shared through the database again");
  });
});

function withPort(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}

/** A loopback port nothing listens on, until `open` forwards it to the test database. */
async function closedPort(): Promise<{ port: number; open(): Promise<void> }> {
  const target = new URL(testDatabaseUrl);
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  closers.push(() => new Promise((resolve) => (server.listening ? server.close(resolve) : resolve(undefined))));
  return { port, open: () => new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)) };
}
