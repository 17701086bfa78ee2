import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteDialect, type Transaction } from "kysely";
import pg from "pg";
import type { Logger } from "./logger.server";
import { scrubOldSqliteFile, scrubPostgres, scrubSqlite, type ScrubReport } from "./erasure.server";
import { migrateToLatest } from "./migrations.server";

/**
 * The one query layer over both engines (docs/decisions/0005-forms-pipeline.md, Storage):
 * embedded SQLite in DATA_DIR by default, Postgres when DATABASE_URL is set. Times are
 * epoch milliseconds in both, so the same queries work unchanged.
 */
interface SubmissionTable {
  id: string;
  form_type: string;
  created_at: number;
  /** Lower-cased, for erasure on request (PRODUCT.md 10). */
  email: string;
  name: string;
  /** The validated formData as JSON. */
  data: string;
  /** The spec's metadata (timestamp, userAgent, url) as JSON. */
  metadata: string;
  /** The page's language (en, nl, de, fr; PRODUCT.md 19); 'en' for rows from before. */
  lang: string;
  spam: number;
  idempotency_key: string | null;
}

type JobStatus = "pending" | "sending" | "sent" | "dead" | "failed";

/**
 * A job of one of the outboxes, claimed under a lease (outbox-claims.server.ts): a
 * notification mail, a webhook delivery, a notice to staff.
 */
interface JobTable<Submission = string> {
  id: string;
  submission_id: Submission;
  /** Fixed when the job is written, so every retry sends the same Message-ID or webhook-id. */
  message_id: string;
  /** The mailbox, or the webhook endpoint's name. */
  recipient: string;
  /** Final states: 'dead' a mail the server refused; 'failed' a delivery whose retries are spent. */
  status: JobStatus;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** A mail to staff about the webhooks (a delivery failed for good, an endpoint disabled); its text is written with it. */
interface StaffNoticeTable extends JobTable<string | null> {
  subject: string;
  text: string;
}

/** A webhook endpoint's state; its address and secret are settings (webhook-config.server.ts). */
interface WebhookEndpointTable {
  name: string;
  disabled_at: number | null;
  disabled_reason: string | null;
  /** The first failed attempt since the last delivery: five days of nothing but failures disables it. */
  failing_since: number | null;
  created_at: number;
}

/** One failed attempt of a delivery (a delivered one has its time in webhook_deliveries.sent_at). */
interface WebhookAttemptTable {
  id: string;
  delivery_id: string;
  submission_id: string;
  endpoint: string;
  attempt: number;
  at: number;
  duration_ms: number;
  status_code: number | null;
  error: string;
  /** The start of the receiver's answer, at most 1 KB, as text. */
  response: string | null;
}

export interface DB {
  form_submissions: SubmissionTable;
  mail_outbox: JobTable;
  webhook_deliveries: JobTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_attempts: WebhookAttemptTable;
  staff_notices: StaffNoticeTable;
}

/** The tables whose rows are jobs claimed under a lease. */
export type JobTableName = "mail_outbox" | "webhook_deliveries" | "staff_notices";

type Engine = "sqlite" | "postgres";

/** The open forms database (submissions and their mail jobs), on either engine. */
export interface FormsDatabase {
  db: Kysely<DB>;
  engine: Engine;
  /** Where the data lives, for log lines (never the password). */
  where: string;
  /** Runs `fn` in one write transaction (SQLite: BEGIN IMMEDIATE, so writers queue on busy_timeout). */
  write<T>(fn: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
  /**
   * Removes what deleted rows leave in the database's files (erasure.server.ts); run after
   * a deletion. Never throws: an incomplete scrub is logged and reported.
   */
  scrub(): Promise<ScrubReport>;
  /** The last scrub was incomplete: the next deletion scrubs even if it deletes nothing. */
  readonly scrubPending: boolean;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** Postgres connection string; absent means SQLite at `sqliteFile`. */
  databaseUrl?: string;
  /** Postgres schema to use (created if missing); tests use one per run. */
  schema?: string;
  sqliteFile: string;
  /** Postgres pool size. */
  poolSize?: number;
  /** Where an incomplete scrub is reported (the server's log, the staff CLI's stderr). */
  logger?: Pick<Logger, "warn">;
  /** SQLite only: the most the file may grow to, in MB (SQLITE_MAX_SIZE_MB); none by default. */
  maxSizeMb?: number;
}

export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, "forms.sqlite");
}

/** Opens the database and brings its tables up to date (migrations run at start). */
export async function openDatabase(config: DatabaseConfig): Promise<FormsDatabase> {
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.schema, config.poolSize, config.logger)
    : openSqlite(config.sqliteFile, config.logger, config.maxSizeMb);
  try {
    let schema: string | undefined;
    if (database.engine === "postgres") {
      if (config.schema) await sql`create schema if not exists ${sql.id(config.schema)}`.execute(database.db);
      const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      schema = current.rows[0]?.schema;
      if (!schema) throw new Error("The Postgres connection has no current schema (check search_path).");
    }
    await migrateToLatest(database.db, schema);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openSqlite(file: string, logger: Pick<Logger, "warn"> | undefined, maxSizeMb: number | undefined): FormsDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // WAL lets the staff CLI read while the server writes; FULL syncs the log on every
  // commit, so a submission acknowledged to the visitor survives a power cut (PRODUCT.md 8).
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not only unlinked (PRODUCT.md 10;
  // docs/decisions/0010-erasure.md). Per connection: every process that deletes sets it.
  sqlite.pragma("secure_delete = ON");
  const old = scrubOldSqliteFile(sqlite);
  if (!old.complete) logger?.warn("deleted submissions are not yet gone from the disk", { database: file, detail: old.detail });
  if (maxSizeMb !== undefined) {
    // Past the cap a write fails with SQLITE_FULL, as on a full disk, and the server says so
    // (/healthz 503) while the disk it shares keeps room for everything else. SQLite keeps
    // a file already bigger at its size (docs/decisions/0005-forms-pipeline.md, "A full disk").
    const pageSize = sqlite.pragma("page_size", { simple: true }) as number;
    sqlite.pragma(`max_page_count = ${Math.max(1, Math.floor((maxSizeMb * 1024 * 1024) / pageSize))}`);
  }
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const scrubbing = scrubber(() => scrubSqlite(sqlite), file, logger);
  return {
    db,
    engine: "sqlite",
    where: file,
    scrub: scrubbing.scrub,
    get scrubPending() {
      return scrubbing.state.pending;
    },
    write: (fn) =>
      db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await fn(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          if (sqlite.inTransaction) await sql`rollback`.execute(conn);
          throw error;
        }
      }),
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every statement anew; the form queries are few and fixed, so keeping
 * their prepared statements saves most of SQLite's per-query cost under load.
 */
function withStatementCache(sqlite: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return {
    prepare(source: string) {
      let statement = cache.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        if (cache.size >= 256) cache.delete(cache.keys().next().value as string);
        cache.set(source, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}

function openPostgres(
  url: string,
  schema: string | undefined,
  poolSize: number | undefined,
  logger: Pick<Logger, "warn"> | undefined,
): FormsDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    // A database that stops answering (rather than refusing) must fail a request, not hang it:
    // the rate limit then counts in the process and the write answers 503.
    connectionTimeoutMillis: 5_000,
    // Epoch-millisecond columns are bigint: read them as numbers (they fit: < 2^53).
    types: {
      getTypeParser: ((oid: Parameters<typeof pg.types.getTypeParser>[0], format?: "text" | "binary"): unknown =>
        oid === pg.types.builtins.INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  const where = `postgres://${parsed.host}${parsed.pathname}${schema ? ` (schema ${schema})` : ""}`;
  const scrubbing = scrubber(() => scrubPostgres(db), where, logger);
  return {
    db,
    engine: "postgres",
    where,
    scrub: scrubbing.scrub,
    get scrubPending() {
      return scrubbing.state.pending;
    },
    write: (fn) => db.transaction().execute((trx: Transaction<DB>) => fn(trx)),
    close: () => db.destroy(),
  };
}

/** The scrub of either engine, made safe to call after a deletion that has committed. */
function scrubber(run: () => ScrubReport | Promise<ScrubReport>, where: string, logger: Pick<Logger, "warn"> | undefined) {
  const state = { pending: false };
  return {
    state,
    scrub: async (): Promise<ScrubReport> => {
      let report: ScrubReport;
      try {
        report = await run();
      } catch (error) {
        report = {
          complete: false,
          detail: `the scrub failed (${error instanceof Error ? error.message : String(error)}); the next erasure or retention purge tries again`,
        };
      }
      state.pending = !report.complete;
      if (state.pending) logger?.warn("deleted submissions are not yet gone from the disk", { database: where, detail: report.detail });
      return report;
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}
