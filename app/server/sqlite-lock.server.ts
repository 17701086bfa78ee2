import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * One server process per SQLite database (docs/decisions/0005-forms-pipeline.md): the
 * outbox worker assumes it is the only one, and a second process would double the mail. The
 * lock is an SQLite database of its own beside the data, held in EXCLUSIVE locking mode:
 * the operating system releases it when the process ends in any way (kill -9 included), so
 * there is never a stale lock to clean up. The data file itself stays shared, so the staff
 * CLI can read and erase while the server runs.
 */
export class DatabaseInUseError extends Error {}

export interface ProcessLock {
  release(): void;
}

export function acquireProcessLock(dataFile: string): ProcessLock {
  const lockFile = `${dataFile}.lock`;
  // A bare clone has no data directory yet; `npm start` must work there.
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const db = new Database(lockFile, { timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    // The first write takes the exclusive lock, and EXCLUSIVE mode keeps it until close.
    db.exec("create table if not exists holder (pid integer, started_at text); delete from holder;");
    db.prepare("insert into holder values (?, ?)").run(process.pid, new Date().toISOString());
  } catch (error) {
    db.close();
    if (error instanceof Error && /locked|busy/i.test(error.message)) {
      throw new DatabaseInUseError(
        `Another server process is already using the database ${dataFile} (its lock ${lockFile} is held). ` +
          "Stop that process first, or set DATABASE_URL to run several processes on Postgres.",
      );
    }
    throw error;
  }
  return {
    release: () => {
      if (db.open) db.close();
    },
  };
}
