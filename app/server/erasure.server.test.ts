import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestStore, engines, testDatabaseUrl, type TestStore } from "../../tests/support/databases";
import { createHarness, sample, until, type Harness } from "../../tests/support/forms-harness";
import { filesUnder, personToErase, scanFiles, scanPostgresStore, total } from "../../tests/support/raw-bytes";
import { openDatabase, sqliteFileIn } from "./db.server";
import { plainAutovacuum, scrubPostgres } from "./erasure.server";
import { createSubmissionWriter } from "./submission-store.server";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";

/**
 * The retention purge leaves nothing of what it deleted on disk (PRODUCT.md 10;
 * docs/decisions/0010-erasure.md). The erasure on request is tested through the staff CLI
 * (scripts/submissions-erase.test.ts).
 */
const day = 86_400_000;

describe.each(engines)("retention purge on %s", { timeout: 60_000 }, (engine) => {
  let h: Harness;
  let receiver: WebhookReceiver;
  afterEach(async () => {
    await h?.cleanup();
    await receiver?.close();
  });

  it("leaves no byte of the purged submissions behind, webhook deliveries and their log included", async () => {
    let clock = Date.now() - 200 * day;
    // Every delivery fails, and its answer, kept in the log, echoes the event.
    receiver = await startWebhookReceiver();
    receiver.answer = { status: 500, echo: true };
    const webhooks = {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: receiver.secret,
      WEBHOOK_ALLOW_NETWORKS: "127.0.0.1",
      WEBHOOK_RETRY_SECONDS: "0",
    };
    h = await createHarness(engine, { SMTP_URL: "", ...webhooks }, { now: () => clock });
    const person = personToErase();
    const ids: string[] = [];
    for (const form of person.forms) {
      const result = await h.service.submit({ ...form, clientIp: "b" });
      if (!result.ok) throw new Error(result.error);
      ids.push(result.id);
    }
    const mailDir = path.join(h.store.dataDir, "mail");
    await until(() => ids.every((id) => existsSync(path.join(mailDir, `${id}.eml`))), 10_000, "the .eml files");
    writeFileSync(path.join(mailDir, `${ids[1]}.eml.tmp`), `Reply-To: ${person.email}\r\n`);
    const attempts = () => h.service.database.db.selectFrom("webhook_attempts").select("submission_id").execute();
    await until(async () => (await attempts()).length === 3, 10_000, "the failed attempts logged");
    clock += 190 * day;
    await h.service.submit({ formType: "contact", formData: sample.contact, clientIp: "a" });
    const files = () => [
      path.join(h.store.dataDir, "forms.sqlite"),
      path.join(h.store.dataDir, "forms.sqlite-wal"),
      ...filesUnder(mailDir),
    ];
    expect(total(scanFiles(files(), person.needles))).toBeGreaterThan(0);
    const filenode = () =>
      sql<{ node: number }>`select pg_relation_filenode('form_submissions')::int as node`.execute(h.service.database.db);
    const nodeBefore = engine === "postgres" ? (await filenode()).rows[0]!.node : 0;

    expect(await h.service.outbox.purge()).toBe(3);

    const pages = engine === "postgres" ? await scanPostgresStore(h.store, person.needles) : {};
    if (pages === undefined) console.warn("pageinspect is not available: Postgres pages not scanned");
    expect({ files: scanFiles(files(), person.needles), pages: pages ?? {} }).toEqual({ files: {}, pages: {} });
    // Postgres: the table was rewritten into a new file (VACUUM FULL), the old one removed.
    if (engine === "postgres") expect((await filenode()).rows[0]!.node).not.toBe(nodeBefore);
    expect(h.service.database.scrubPending).toBe(false);
    const kept = await h.service.database.db.selectFrom("form_submissions").select("email").execute();
    expect(kept).toEqual([{ email: "anna@example.nl" }]);
    expect((await attempts()).filter((a) => ids.includes(a.submission_id))).toEqual([]);
  });
});

describe("retention purge on postgres while another session reads", { timeout: 60_000 }, () => {
  let h: Harness;
  afterEach(async () => {
    await h?.cleanup();
  });

  /** Three submissions past their retention: the person they came from. */
  async function agedSubmissions() {
    let clock = Date.now() - 200 * day;
    h = await createHarness("postgres", {}, { now: () => clock });
    const person = personToErase();
    for (const form of person.forms) await h.service.submit({ ...form, clientIp: "b" });
    await h.sink.waitFor(3);
    clock += 190 * day;
    return person;
  }

  /** Another session beside the service: in its database by default, or at `url`. */
  async function connect(application?: string, url = h.store.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: url, application_name: application });
    await client.connect();
    return client;
  }

  /** The purge deletes the rows, says the scrub is not done, and why. */
  async function purgeWarns(detail: unknown) {
    expect(await h.service.outbox.purge()).toBe(3);
    expect(h.service.database.scrubPending).toBe(true);
    expect(h.logger.lines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "deleted submissions are not yet gone from the disk",
        fields: expect.objectContaining({ detail }),
      }),
    );
  }

  async function release(reader: pg.Client) {
    await reader.query("rollback");
    await reader.end();
  }

  /** What a warning says: the tables' files still hold the rows' bytes. */
  async function stillOnDisk(needles: string[]) {
    expect(total((await scanPostgresStore(h.store, needles)) ?? { unscanned: 1 })).toBeGreaterThan(0);
  }

  async function goneFromDisk(needles: string[]) {
    const pages = await scanPostgresStore(h.store, needles);
    if (pages === undefined) console.warn("pageinspect is not available: Postgres pages not scanned");
    expect(pages ?? {}).toEqual({});
  }

  /** Once the reader has gone, the next purge deletes nothing and leaves no byte behind. */
  async function nextPurgeScrubs(needles: string[]) {
    expect(await h.service.outbox.purge()).toBe(0);
    expect(h.service.database.scrubPending).toBe(false);
    await goneFromDisk(needles);
  }

  it("says the tables were not rewritten while it reads them, and the next purge rewrites them", async () => {
    const person = await agedSubmissions();
    const reader = await connect();
    try {
      // A long transaction that has read the table keeps VACUUM FULL from its lock.
      await reader.query(`begin; set search_path = "${h.store.env.DATABASE_SCHEMA}"; select count(*) from form_submissions`);
      await purgeWarns(expect.stringContaining("not rewritten"));
    } finally {
      await release(reader);
    }
    await nextPurgeScrubs(person.needles);
  });

  it("says the rows are still seen and kept while an older transaction reads another table, and the next purge removes their bytes", async () => {
    const person = await agedSubmissions();
    const reader = await connect("monthly report");
    try {
      // A report in the same database, on a table of its own, begun before the purge: it
      // holds no lock on the forms' tables, yet VACUUM must keep every row it can still see.
      await reader.query("create table report_figures (n int)");
      await reader.query("begin isolation level repeatable read; select count(*) from report_figures");
      await purgeWarns(
        expect.stringMatching(/^a transaction open since before the deletion \((?:[^)]*\)?[^;]*; )*process \d+ \(monthly report\), since /),
      );
      await stillOnDisk(person.needles);
    } finally {
      await release(reader);
    }
    await nextPurgeScrubs(person.needles);
  });

  it("says the rows were kept while a transaction of another database, begun before the deletion, runs, and the next scrub removes their bytes", async () => {
    const person = await agedSubmissions();
    // Another application's database on the same server, in a transaction that has written:
    // every snapshot taken meanwhile, VACUUM's own included, reaches back past the deletion.
    const other = await connect("stock sync", testDatabaseUrl);
    const db = h.service.database.db;
    try {
      await other.query("begin; select pg_current_xact_id()");
      await db.deleteFrom("mail_outbox").execute();
      await db.deleteFrom("form_submissions").execute();
      // A short wait: the other test files' scrubs wait for this transaction too. Their own
      // sessions' transactions may be named beside it (the test files run in parallel).
      expect(await scrubPostgres(db, 100)).toEqual({
        complete: false,
        detail: expect.stringMatching(
          /^a transaction open since before the deletion \((?:[^)]*\)?[^;]*; )*process \d+ \(stock sync\) in database \S+, since /,
        ),
      });
      await stillOnDisk(person.needles);
    } finally {
      await release(other);
    }
    expect(await scrubPostgres(db)).toEqual({ complete: true });
    await goneFromDisk(person.needles);
  });
});

describe("an autovacuum worker on postgres", () => {
  // Autovacuum runs on its own schedule, so a test cannot make one hold a table at a chosen
  // moment: the condition the scrub reads pg_stat_activity with is checked on the values a
  // worker shows there.
  it("holds nothing back while it plainly vacuums; analysing, a hidden query or a client's look-alike do", async () => {
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: testDatabaseUrl, max: 1 }) }) });
    const plain = async (backendType: string, query: string | null) => {
      const { rows } = await sql<{
        plain: boolean;
      }>`select ${plainAutovacuum(sql`${backendType}::text`, sql`${query}::text`)} as plain`.execute(db);
      return rows[0]!.plain;
    };
    try {
      expect(await plain("autovacuum worker", "autovacuum: VACUUM forms.form_submissions")).toBe(true);
      expect(await plain("autovacuum worker", "autovacuum: VACUUM forms.mail_outbox (to prevent wraparound)")).toBe(true);
      expect(await plain("autovacuum worker", "autovacuum: VACUUM ANALYZE forms.form_submissions")).toBe(false);
      expect(await plain("autovacuum worker", "autovacuum: ANALYZE forms.form_submissions")).toBe(false);
      // What a role without pg_read_all_stats sees of another role's process.
      expect(await plain("autovacuum worker", "<insufficient privilege>")).toBe(false);
      expect(await plain("autovacuum worker", null)).toBe(false);
      expect(await plain("client backend", "autovacuum: VACUUM forms.form_submissions")).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});

describe("mail files and older database files", () => {
  let h: Harness | undefined;
  let store: TestStore | undefined;
  afterEach(async () => {
    await h?.cleanup();
    await store?.cleanup();
    h = store = undefined;
  });

  it("removes mail files a crash left half-written when the service starts", async () => {
    h = await createHarness("sqlite", { SMTP_URL: "" });
    const mailDir = path.join(h.store.dataDir, "mail");
    mkdirSync(mailDir, { recursive: true });
    writeFileSync(path.join(mailDir, "5d0c6a1e.eml.tmp"), "Reply-To: someone@example.nl\r\n");
    writeFileSync(path.join(mailDir, "5d0c6a1e-kept.eml"), "a message that was sent\r\n");
    await h.service.close();
    await h.startService();
    expect(filesUnder(mailDir).map((f) => path.basename(f))).toEqual(["5d0c6a1e-kept.eml"]);
    expect(h.logger.lines).toContainEqual(
      expect.objectContaining({ msg: "unfinished mail files removed", fields: expect.objectContaining({ count: 1 }) }),
    );
  });

  it("rewrites, once, a database file whose rows were deleted before erasure zeroed them", async () => {
    store = await createTestStore("sqlite");
    const file = sqliteFileIn(store.dataDir);
    const person = personToErase();
    const database = await openDatabase({ sqliteFile: file });
    const writer = createSubmissionWriter(database);
    for (const [i, form] of person.forms.entries()) {
      const data = form.formData as Record<string, unknown> & { name: string; email: string };
      await writer.write({
        id: `old-${i}`,
        formType: "contact",
        createdAt: 1,
        email: data.email,
        name: data.name,
        lang: "en",
        data,
        metadata: {},
        spam: false,
      });
    }
    await database.close();
    // As the code before secure_delete left it: deleted, checkpointed, the bytes in free space.
    const raw = new Database(file);
    raw.pragma("user_version = 0");
    raw.pragma("secure_delete = OFF");
    raw.exec("delete from form_submissions");
    raw.pragma("wal_checkpoint(TRUNCATE)");
    raw.close();
    expect(total(scanFiles([file], person.needles))).toBeGreaterThan(0);

    const reopened = await openDatabase({ sqliteFile: file });
    await reopened.close();
    expect(scanFiles([file, `${file}-wal`], person.needles)).toEqual({});
    const check = new Database(file, { readonly: true });
    expect(check.pragma("user_version", { simple: true })).toBe(1);
    check.close();
  });
});
