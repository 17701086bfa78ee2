import type Database from "better-sqlite3";
import { sql, type Expression, type Kysely, type RawBuilder } from "kysely";
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

/** Every table that holds a submission's bytes: the submission, its mail, its webhook deliveries, their log and notices. */
const scrubbedTables = sql.raw("form_submissions, mail_outbox, webhook_deliveries, webhook_attempts, staff_notices");

/**
 * Postgres: VACUUM FULL rewrites the tables and their indexes and TOAST into new files
 * and removes the old ones; a plain VACUUM only marks the space free and leaves the bytes
 * of some deleted tuples and index entries in it. VACUUM FULL locks the tables while it
 * runs (a fraction of a second for a year of submissions): if it cannot have them soon,
 * a plain VACUUM removes the dead rows and the next scrub rewrites the files. Either
 * VACUUM copies the deleted rows while a transaction open since before the deletion
 * holds back what it may remove (`olderTransactions`), so the scrub first waits a moment
 * for such transactions to end, and if one stays, says so and leaves the rewrite to the
 * next scrub. WAL segments, archives and backups are the DBA's part
 * (docs/decisions/0010-erasure.md).
 */
export async function scrubPostgres(db: Kysely<DB>, patienceMs = waitMs): Promise<ScrubReport> {
  return db.connection().execute(async (conn) => {
    const holders = await olderTransactions(conn, patienceMs);
    await sql.raw(`set lock_timeout = ${patienceMs}`).execute(conn);
    try {
      await sql`vacuum (full) ${scrubbedTables}`.execute(conn);
      if (holders.length === 0) return { complete: true };
      return {
        complete: false,
        detail:
          `a transaction open since before the deletion (${holders.join("; ")}) kept VACUUM from removing the deleted rows, ` +
          "so their bytes stay in the tables' files until the next erasure or retention purge rewrites them",
      };
    } catch (error) {
      if ((error as { code?: string }).code !== "55P03") throw error;
      // Without giving back the empty pages at the end: that needs the same lock, and
      // VACUUM would wait 5 s more for it.
      await sql`vacuum (truncate false) ${scrubbedTables}`.execute(conn);
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
 * Whether a process of `pg_stat_activity` (its `backend_type` and `query`) is an autovacuum
 * worker plainly vacuuming, which holds nothing back; an ANALYZE, the autovacuum's too, reads
 * with a snapshot. Only its query says which, and a role without `pg_read_all_stats` cannot
 * read it: a worker whose query is hidden counts as holding rows back.
 */
export function plainAutovacuum(backendType: Expression<string | null>, query: Expression<string | null>): RawBuilder<boolean> {
  return sql<boolean>`(${backendType} = 'autovacuum worker' and coalesce(${query}, '') like 'autovacuum: VACUUM %' and ${query} not like '%ANALYZE%')`;
}

/**
 * What would make VACUUM keep rows deleted before this moment, once it has had up to
 * `patienceMs` to end; empty when nothing is left. VACUUM keeps a deleted row while any
 * snapshot in this database may still need it, and a snapshot's horizon is the oldest
 * transaction then running anywhere in the cluster. So it is held back by:
 * - a session of this database whose snapshot is older (a report left open, even on a
 *   table of its own);
 * - a transaction of any database, or a prepared one, that began before: every snapshot
 *   taken here while it runs, VACUUM's own included, reaches back past the deletion;
 * - a replication slot or a standby's feedback asking to keep older rows.
 * An autovacuum worker counts unless it is plainly vacuuming (its query, which a role
 * without `pg_read_all_stats` cannot read, says so).
 * The moment is the next transaction id, so "older" is a larger age.
 */
async function olderTransactions(conn: Kysely<DB>, patienceMs: number): Promise<string[]> {
  const mark = await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(conn);
  const xmax = mark.rows[0]!.xmax;
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const { rows } = await sql<{ holder: string; since: Date | null; unnamed: boolean }>`
      with mark as (select age(${xmax}::xid8::xid) as age)
      select format('process %s%s%s', pid, ' (' || nullif(application_name, '') || ')',
               case when datname is distinct from current_database() then ' in database ' || coalesce(datname, '(none)') end) as holder,
             xact_start as since, false as unnamed
        from pg_stat_activity, mark
        where pid <> pg_backend_pid()
          and not ${plainAutovacuum(sql.ref("backend_type"), sql.ref("query"))}
          and (age(backend_xid) > mark.age
               or ((datname = current_database() or backend_type = 'walsender') and age(backend_xmin) > mark.age))
      union all
      select format('prepared transaction %L in database %s', gid, database), prepared, false
        from pg_prepared_xacts, mark where age(transaction) > mark.age
      union all
      select format('replication slot %L', slot_name), null, false
        from pg_replication_slots, mark where age(xmin) > mark.age
      union all
      -- Whatever the views did not name (a process they do not show): the oldest transaction
      -- still running, as this statement's own snapshot sees it.
      select 'a transaction of another session', null, true
        from mark where age(pg_snapshot_xmin(pg_current_snapshot())::xid) > mark.age`.execute(conn);
    const named = rows.filter((r) => !r.unnamed);
    const holders = named.length ? named : rows;
    if (holders.length === 0 || Date.now() >= deadline) {
      return holders.map((r) => `${r.holder}${r.since ? `, since ${r.since.toISOString()}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
