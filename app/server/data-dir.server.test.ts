import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirError, ensureDataDir, usesDataDir } from "./data-dir.server";

/** What is wrong with DATA_DIR, in one line (the unwritable case: scripts/submissions.test.ts). */
describe("ensureDataDir", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const newRoot = () => {
    const root = mkdtempSync(path.join(tmpdir(), "data-dir-"));
    roots.push(root);
    return root;
  };

  it("creates a directory that does not exist yet (npm start on a bare clone)", () => {
    const dir = path.join(newRoot(), "data", "nested");
    ensureDataDir(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    ensureDataDir(dir);
  });

  it("names a file given as the directory", () => {
    const file = path.join(newRoot(), "data");
    writeFileSync(file, "");
    expect(() => ensureDataDir(file)).toThrow(new DataDirError(`DATA_DIR ${file} is a file, not a directory.`));
  });

  it("names the file that keeps the directory from being created", () => {
    const file = path.join(newRoot(), "file.txt");
    writeFileSync(file, "");
    const dir = path.join(file, "sub", "data");
    expect(() => ensureDataDir(dir)).toThrow(
      new DataDirError(`DATA_DIR ${dir} does not exist and cannot be created: ${file} is a file, not a directory.`),
    );
    expect(existsSync(file)).toBe(true);
  });

  it("is needed unless both the database and the mail live elsewhere", () => {
    expect(usesDataDir({})).toBe(true);
    expect(usesDataDir({ DATABASE_URL: "postgres://h/db" })).toBe(true);
    expect(usesDataDir({ SMTP_URL: "smtp://h" })).toBe(true);
    expect(usesDataDir({ DATABASE_URL: "postgres://h/db", SMTP_URL: "smtp://h" })).toBe(false);
  });
});
