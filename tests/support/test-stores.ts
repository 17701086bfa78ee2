import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { dropTestStores } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** The mark every Postgres test database of this run carries (tests/support/databases.ts). */
    testRun: string;
  }
}

/**
 * Global setup of both test projects (vitest.config.ts). No test database is dropped while
 * test files run (a schema dropped while another file's migration ran made it fail: Kysely's
 * migrator reads every schema's tables). Earlier runs' leftovers over an hour old go before
 * the first file; this run's databases after the last.
 */
export default async function setup(project: TestProject) {
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  project.provide("testRun", run);
  await unlessNoPostgres(dropTestStores({ olderThanMs: 3_600_000 }));
  return () => unlessNoPostgres(dropTestStores({ run }));
}

/** With no Postgres to reach there is nothing to drop; a test that needs one fails by itself. */
async function unlessNoPostgres(dropping: Promise<void>) {
  try {
    await dropping;
  } catch (error) {
    if ((error as { code?: string }).code !== "ECONNREFUSED") throw error;
  }
}
