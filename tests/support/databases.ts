import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Both database engines, for real (docs/decisions/0005-forms-pipeline.md, Storage): SQLite
 * in a fresh temporary directory, and the Postgres at TEST_DATABASE_URL in a schema of its
 * own per test run, dropped after.
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

function uniqueSchema(prefix = "t"): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
}

export async function createTestStore(engine: EngineName): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forms-test-"));
  if (engine === "sqlite") {
    return {
      engine,
      dataDir,
      env: { DATA_DIR: dataDir },
      cleanup: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const schema = uniqueSchema("forms");
  await dropStaleSchemas();
  return {
    engine,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema },
    async cleanup() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Schemas of earlier runs that ended before their cleanup (killed, crashed), over an hour old. */
async function dropStaleSchemas() {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(`select nspname from pg_namespace where nspname like 'forms\\_%'`);
    for (const { nspname } of rows) {
      const born = parseInt(nspname.split("_")[1] ?? "", 36);
      if (Number.isFinite(born) && Date.now() - born > 3_600_000) {
        await client.query(`drop schema if exists "${nspname}" cascade`).catch(() => {});
      }
    }
  } finally {
    await client.end();
  }
}
