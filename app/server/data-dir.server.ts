import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, statSync, unlinkSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import type { Env } from "./env.server";

/**
 * DATA_DIR holds the embedded database and the mail files (README "Configuration"). When
 * it cannot be used, the server and the staff CLI stop at start with one line that names
 * the directory and what is wrong with it, instead of a database error about a lock file.
 */
export class DataDirError extends Error {}

/** The directory is needed unless both the database and the mail live elsewhere. */
export function usesDataDir(env: Partial<Pick<Env, "DATABASE_URL" | "SMTP_URL">>): boolean {
  return !env.DATABASE_URL || !env.SMTP_URL;
}

/** Creates the directory if it is missing and checks this process can write in it. */
export function ensureDataDir(dir: string): void {
  const stat = statOrCode(dir);
  if (stat === "EACCES" || stat === "EPERM") {
    throw new DataDirError(`DATA_DIR ${dir} cannot be reached: a directory above it denies access to user ${user()}.`);
  }
  if (typeof stat === "string") {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw new DataDirError(`DATA_DIR ${dir} does not exist and cannot be created: ${why(error, dir)}.`);
    }
  } else if (!stat.isDirectory()) {
    throw new DataDirError(`DATA_DIR ${dir} is a file, not a directory.`);
  }
  // Permission bits do not tell (root, ACLs, read-only mounts): writing a file does.
  const probe = path.join(dir, `.write-test-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    closeSync(openSync(probe, "wx"));
    unlinkSync(probe);
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dir} exists but is not writable: ${why(error, dir)}.`);
  }
}

function statOrCode(dir: string) {
  try {
    return statSync(dir);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? "unknown";
  }
}

/** The reason in words, naming the path that is in the way when it is not `dir` itself. */
function why(error: unknown, dir: string): string {
  const e = error as NodeJS.ErrnoException;
  switch (e.code) {
    case "ENOTDIR": {
      const file = firstFileOnTheWay(dir);
      return file ? `${file} is a file, not a directory` : "a part of the path is a file, not a directory";
    }
    case "EACCES":
    case "EPERM":
      return `permission denied for user ${user()}`;
    case "EROFS":
      return "the file system is read-only";
    case "ENOSPC":
      return "the disk is full";
    default:
      return e.message ?? String(error);
  }
}

function firstFileOnTheWay(dir: string): string | undefined {
  for (let at = path.dirname(dir); at !== path.dirname(at); at = path.dirname(at)) {
    try {
      if (!statSync(at).isDirectory()) return at;
    } catch {
      // Not there (or not reachable): look further up.
    }
  }
  return undefined;
}

function user(): string {
  try {
    return userInfo().username;
  } catch {
    return String(process.getuid?.() ?? "unknown");
  }
}
