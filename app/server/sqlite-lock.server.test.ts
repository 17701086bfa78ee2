import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireProcessLock, DatabaseInUseError } from "./sqlite-lock.server";

describe("acquireProcessLock", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("creates a data directory that does not exist yet (npm start on a bare clone)", () => {
    const root = mkdtempSync(path.join(tmpdir(), "lock-"));
    dirs.push(root);
    const dataFile = path.join(root, "data", "nested", "forms.sqlite");
    const lock = acquireProcessLock(dataFile);
    expect(existsSync(`${dataFile}.lock`)).toBe(true);
    lock.release();
  });

  it("refuses a second holder until the first releases", () => {
    const root = mkdtempSync(path.join(tmpdir(), "lock-"));
    dirs.push(root);
    const dataFile = path.join(root, "forms.sqlite");
    const first = acquireProcessLock(dataFile);
    expect(() => acquireProcessLock(dataFile)).toThrow(DatabaseInUseError);
    first.release();
    acquireProcessLock(dataFile).release();
  });
});
