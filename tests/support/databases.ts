import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

/**
 * Both database engines, for real (docs/decisions/0005-forms-pipeline.md, Storage): SQLite
 * in a fresh temporary directory, and the server at TEST_DATABASE_URL in a Postgres database
 * of its own per test store, `forms_<run>_<store>`, with the forms in its schema `forms`. A
 * database each, not only a schema: what VACUUM may remove depends on every open snapshot in
 * the same database, so another file's transaction would keep an erased row's bytes on disk
 * (the erasure tests look for them). The run's databases are dropped after its last file
 * (tests/support/test-stores.ts), never while files run.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

export type EngineName = "sqlite" | "postgres";
export const engines: EngineName[] = ["sqlite", "postgres"];

export interface TestStore {
  engine: EngineName;
  dataDir: string;
  /** Environment for the form service or a spawned server. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function createTestStore(engine: EngineName): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forms-test-"));
  const cleanup = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
  if (engine === "sqlite") return { engine, dataDir, env: { DATA_DIR: dataDir }, cleanup };
  const name = `forms_${inject("testRun")}_${randomBytes(4).toString("hex")}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  // The database stays until the run ends (tests/support/test-stores.ts).
  return { engine, dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), DATABASE_SCHEMA: "forms" }, cleanup };
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops the test databases of one run (`run`), or of runs that started over `olderThanMs` ago
 * (killed or crashed before their end), and such runs' schemas in the test database itself,
 * where earlier versions of these tests kept their stores. A run's mark starts with its
 * start time.
 */
export async function dropTestStores(which: { run: string } | { olderThanMs: number }) {
  const mine = (name: string) =>
    "run" in which ? name.startsWith(`forms_${which.run}_`) : Date.now() - parseInt(name.split("_")[1] ?? "", 36) > which.olderThanMs;
  await withAdmin(async (client) => {
    const { rows: databases } = await client.query<{ name: string }>(
      `select datname as name from pg_database where datname like 'forms\\_%'`,
    );
    for (const { name } of databases.filter((d) => mine(d.name))) await client.query(`drop database if exists "${name}" with (force)`);
    const { rows: schemas } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname like 'forms\\_%'`,
    );
    for (const { name } of schemas.filter((d) => mine(d.name))) await client.query(`drop schema if exists "${name}" cascade`);
  });
}
