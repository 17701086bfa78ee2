import type Database from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import type { DB } from "./db.server";

/**
 * Erased means gone from the disk, not only from query results (PRODUCT.md 10;
 * docs/decisions/0010-erasure.md). Deleting a row leaves its bytes behind: SQLite keeps
 * the old page images in its write-ahead log, and Postgres keeps dead tuples, and even
 * after a plain VACUUM the bytes of the last tuples of a page and of index entries,
 * in the free space of its data files. These functions run after rows were deleted.
 */
export interface ScrubReport {
  /** Nothing of the deleted rows is left in the database's files. */
  complete: boolean;
  /** What is left and when it goes, for the log or the staff CLI. */
  detail?: string;
}

/**
 * How long a scrub waits for the other process (the server, the staff CLI) to finish a
 * read or a write: short, as a server's scrub holds up its visitors meanwhile.
 */
const waitMs = 2_000;

/**
 * SQLite: with `secure_delete` on (set at open), deleted content is zeroed in the pages;
 * the pages' earlier images are still in the write-ahead log until a checkpoint copies the
 * log into the file and truncates it. The checkpoint has to wait for readers of the old
 * snapshot: if one outlasts the wait, the log keeps the old images until the next scrub.
 */
export function scrubSqlite(sqlite: Database.Database): ScrubReport {
  const before = sqlite.pragma("busy_timeout", { simple: true }) as number;
  sqlite.pragma(`busy_timeout = ${waitMs}`);
  try {
    const [result] = sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number; log: number; checkpointed: number }[];
    if (result && result.busy === 0) return { complete: true };
    return {
      complete: false,
      detail:
        `another process was reading the database for over ${waitMs / 1000} s, so earlier copies of the deleted rows ` +
        "are still in the write-ahead log (forms.sqlite-wal) until the next erasure or retention purge checkpoints it",
    };
  } finally {
    sqlite.pragma(`busy_timeout = ${before}`);
  }
}

/**
 * A database file written before `secure_delete` was on may hold rows deleted back then in
 * its free pages: rewrite it once (VACUUM), and mark it so it is done only once. A failure
 * (a full disk: VACUUM needs room for a copy) must not stop the server; it is tried again
 * at the next start.
 */
export function scrubOldSqliteFile(sqlite: Database.Database): ScrubReport {
  if ((sqlite.pragma("user_version", { simple: true }) as number) >= 1) return { complete: true };
  try {
    const tables = sqlite.prepare("select count(*) as n from sqlite_master").get() as { n: number };
    if (tables.n > 0) {
      sqlite.exec("vacuum");
      const report = scrubSqlite(sqlite);
      if (!report.complete) return report;
    }
    sqlite.pragma("user_version = 1");
    return { complete: true };
  } catch (error) {
    return {
      complete: false,
      detail: `rows deleted before erasure overwrote them may still be in free pages: VACUUM failed (${error instanceof Error ? error.message : String(error)}); tried again at the next start`,
    };
  }
}

/**
 * Postgres: VACUUM FULL rewrites both tables and their indexes and TOAST into new files
 * and removes the old ones; a plain VACUUM only marks the space free and leaves the bytes
 * of some deleted tuples and index entries in it. VACUUM FULL locks the tables while it
 * runs (a fraction of a second for a year of submissions): if it cannot have them soon,
 * a plain VACUUM removes the dead rows and the next scrub rewrites the files. Either
 * VACUUM copies the deleted rows that a transaction open since before the deletion can
 * still see, in any table of the same database (another application's, a report), so the
 * scrub first waits a moment for such transactions to end, and if one stays, says so
 * and leaves the rewrite to the next scrub. WAL segments, archives and backups are the
 * DBA's part (docs/decisions/0010-erasure.md).
 */
export async function scrubPostgres(db: Kysely<DB>): Promise<ScrubReport> {
  return db.connection().execute(async (conn) => {
    const holders = await olderSnapshots(conn);
    await sql.raw(`set lock_timeout = ${waitMs}`).execute(conn);
    try {
      await sql`vacuum (full) form_submissions, mail_outbox`.execute(conn);
      if (holders.length === 0) return { complete: true };
      return {
        complete: false,
        detail:
          `another session's transaction open since before the deletion (${holders.join("; ")}) can still see the deleted rows, ` +
          "so VACUUM kept their bytes in the tables' files until the next erasure or retention purge rewrites them",
      };
    } catch (error) {
      if ((error as { code?: string }).code !== "55P03") throw error;
      // Without giving back the empty pages at the end: that needs the same lock, and
      // VACUUM would wait 5 s more for it.
      await sql`vacuum (truncate false) form_submissions, mail_outbox`.execute(conn);
      return {
        complete: false,
        detail:
          "the tables were busy, so they were not rewritten: the deleted rows are vacuumed but some of their bytes " +
          "stay in free space in the data files until the next erasure or retention purge rewrites them",
      };
    } finally {
      await sql`reset lock_timeout`.execute(conn);
    }
  });
}

/**
 * The other sessions of this database whose transaction began before this moment, and so
 * may still see rows deleted before it, once they have had up to `waitMs` to end; empty
 * when none is left. The moment is the next transaction id: a snapshot or transaction id
 * older than it (a larger age) belongs to a transaction that began before.
 */
async function olderSnapshots(conn: Kysely<DB>): Promise<string[]> {
  const mark = await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(conn);
  const xmax = mark.rows[0]!.xmax;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await sql<{ pid: number; application: string; since: Date | null }>`
      select pid, application_name as application, xact_start as since from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type <> 'autovacuum worker'
        and (age(backend_xmin) > age(${xmax}::xid8::xid) or age(backend_xid) > age(${xmax}::xid8::xid))`.execute(conn);
    if (rows.length === 0 || Date.now() >= deadline) {
      return rows.map(
        (r) => `process ${r.pid}${r.application ? ` (${r.application})` : ""}${r.since ? `, since ${r.since.toISOString()}` : ""}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
