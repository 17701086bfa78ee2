import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * A consistent copy of the embedded database, taken while the server runs (staff CLI
 * `backup`; docs/decisions/0010-erasure.md on what a backup means for erasure). SQLite's
 * online backup copies the pages as one snapshot; the copy is written under a temporary
 * name and renamed when it is complete and checked, so FILE is never half a backup.
 */
export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  submissions: number;
}

export async function backupSqlite(source: string, target: string, options: { force?: boolean } = {}): Promise<BackupResult> {
  const file = path.resolve(target);
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source} to back up.`);
  if ([source, `${source}-wal`, `${source}-shm`, `${source}.lock`].map((f) => path.resolve(f)).includes(file)) {
    throw new BackupError(`${file} is the database itself: write the backup elsewhere.`);
  }
  if (existsSync(file) && !options.force)
    throw new BackupError(`${file} already exists: choose another name, or add --force to replace it.`);
  if (existsSync(file) && !statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  const dir = path.dirname(file);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BackupError(`The directory ${dir} does not exist.`);

  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  // The copy holds personal data: readable by its owner only.
  closeSync(openSync(temp, "wx", 0o600));
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // Every page in one step, that is in one read transaction: the copy is one snapshot,
    // and a write by the server between steps cannot make the copy start over, again and
    // again, under a steady stream of submissions.
    await db.backup(temp, { progress: () => 0x7fffffff });
    const submissions = checkCopy(temp);
    syncFile(temp);
    if (options.force) renameSync(temp, file);
    else {
      // A link, unlike a rename, fails if FILE appeared meanwhile: never replaced unasked.
      try {
        linkSync(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST")
          throw new BackupError(`${file} already exists: choose another name, or add --force to replace it.`);
        throw error;
      }
      unlinkSync(temp);
    }
    syncFile(dir);
    return { file, bytes: statSync(file).size, submissions };
  } catch (error) {
    for (const f of [temp, `${temp}-wal`, `${temp}-shm`, `${temp}-journal`]) if (existsSync(f)) unlinkSync(f);
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Checks the copy and makes it one self-contained file (rollback journal instead of a
 * write-ahead log): it opens anywhere, read-only too, without companion files. The server
 * switches a restored copy back to WAL when it opens it.
 */
function checkCopy(file: string): number {
  const copy = new Database(file, { fileMustExist: true });
  try {
    const result = copy.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new BackupError(`The copy failed SQLite's integrity check: ${String(result)}`);
    copy.pragma("journal_mode = DELETE");
    return (copy.prepare("select count(*) as n from form_submissions").get() as { n: number }).n;
  } finally {
    copy.close();
  }
}

function syncFile(file: string) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
