import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteDialect, type Transaction } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations.server";

/**
 * The one query layer over both engines (issue 3.3): embedded SQLite in DATA_DIR by
 * default, Postgres when DATABASE_URL is set. Times are epoch milliseconds in both, so the
 * same queries work unchanged.
 */
export interface SubmissionTable {
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
  spam: number;
  idempotency_key: string | null;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "dead";

export interface OutboxTable {
  id: string;
  submission_id: string;
  /** Fixed when the job is written, so every retry sends the same Message-ID. */
  message_id: string;
  recipient: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface DB {
  form_submissions: SubmissionTable;
  mail_outbox: OutboxTable;
}

export type Engine = "sqlite" | "postgres";

export interface Database_ {
  db: Kysely<DB>;
  engine: Engine;
  /** Where the data lives, for log lines (never the password). */
  where: string;
  /** Runs `fn` in one write transaction (SQLite: BEGIN IMMEDIATE, so writers queue on busy_timeout). */
  write<T>(fn: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
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
}

export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, "forms.sqlite");
}

/** Opens the database and brings its tables up to date (migrations run at start). */
export async function openDatabase(config: DatabaseConfig): Promise<Database_> {
  const database = config.databaseUrl ? openPostgres(config.databaseUrl, config.schema, config.poolSize) : openSqlite(config.sqliteFile);
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

function openSqlite(file: string): Database_ {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // WAL lets the staff CLI read while the server writes; FULL syncs the log on every
  // commit, so a submission acknowledged to the visitor survives a power cut (issue 3.3).
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    engine: "sqlite",
    where: file,
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

function openPostgres(url: string, schema: string | undefined, poolSize = 10): Database_ {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Epoch-millisecond columns are bigint: read them as numbers (they fit: < 2^53).
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === pg.types.builtins.INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    engine: "postgres",
    where: `postgres://${parsed.host}${parsed.pathname}${schema ? ` (schema ${schema})` : ""}`,
    write: (fn) => db.transaction().execute((trx: Transaction<DB>) => fn(trx)),
    close: () => db.destroy(),
  };
}

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}
