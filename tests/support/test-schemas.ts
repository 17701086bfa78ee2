import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { dropSchemas } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** The mark every Postgres test schema of this run carries (tests/support/databases.ts). */
    schemaRun: string;
  }
}

/**
 * Global setup of both test projects (vitest.config.ts). No test schema is dropped while test
 * files run: Kysely's migrator reads every schema's tables, and a schema dropped in that
 * moment makes another file's migration fail ("schema … does not exist"). Earlier runs'
 * leftovers over an hour old go before the first file; this run's schemas after the last.
 */
export default async function setup(project: TestProject) {
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  project.provide("schemaRun", run);
  await unlessNoPostgres(dropSchemas({ olderThanMs: 3_600_000 }));
  return () => unlessNoPostgres(dropSchemas({ run }));
}

/** With no Postgres to reach there is nothing to drop; a test that needs one fails by itself. */
async function unlessNoPostgres(dropping: Promise<void>) {
  try {
    await dropping;
  } catch (error) {
    if ((error as { code?: string }).code !== "ECONNREFUSED") throw error;
  }
}
