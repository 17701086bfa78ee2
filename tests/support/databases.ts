import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

/**
 * Both database engines, for real (docs/decisions/0005-forms-pipeline.md, Storage): SQLite
 * in a fresh temporary directory, and the Postgres at TEST_DATABASE_URL in a schema of its
 * own per test store, named `forms_<run>_<store>`. The run's schemas are dropped after its
 * last file (tests/support/test-schemas.ts), never while files run.
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

export function createTestStore(engine: EngineName): TestStore {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forms-test-"));
  const env: Record<string, string> =
    engine === "sqlite"
      ? { DATA_DIR: dataDir }
      : // The schema stays until the run ends (tests/support/test-schemas.ts).
        {
          DATA_DIR: dataDir,
          DATABASE_URL: testDatabaseUrl,
          DATABASE_SCHEMA: `forms_${inject("schemaRun")}_${randomBytes(4).toString("hex")}`,
        };
  return { engine, dataDir, env, cleanup: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })) };
}

/**
 * Drops the test schemas of one run (`run`), or of runs that started over `olderThanMs` ago
 * (killed or crashed before their end). The run's mark starts with its start time.
 */
export async function dropSchemas(which: { run: string } | { olderThanMs: number }) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(`select nspname from pg_namespace where nspname like 'forms\\_%'`);
    for (const { nspname } of rows) {
      const mine =
        "run" in which
          ? nspname.startsWith(`forms_${which.run}_`)
          : Date.now() - parseInt(nspname.split("_")[1] ?? "", 36) > which.olderThanMs;
      if (mine) await client.query(`drop schema if exists "${nspname}" cascade`);
    }
  } finally {
    await client.end();
  }
}
