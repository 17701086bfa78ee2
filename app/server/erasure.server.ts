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
 * a plain VACUUM removes the dead rows and the next scrub rewrites the files. WAL segments,
 * archives and backups are the DBA's part (docs/decisions/0010-erasure.md).
 */
export async function scrubPostgres(db: Kysely<DB>): Promise<ScrubReport> {
  return db.connection().execute(async (conn) => {
    await sql.raw(`set lock_timeout = ${waitMs}`).execute(conn);
    try {
      await sql`vacuum (full) form_submissions, mail_outbox`.execute(conn);
      return { complete: true };
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
