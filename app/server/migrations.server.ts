import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";

/**
 * Schema changes, run at start by every process (Kysely's migrator takes a lock, so
 * several Postgres processes starting together apply each step once). Append new steps;
 * never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  "2025-01-01-001-forms": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("form_submissions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("form_type", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("metadata", "text", (c) => c.notNull())
        .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .execute();
      await db.schema.createIndex("form_submissions_created_at").on("form_submissions").column("created_at").execute();
      await db.schema.createIndex("form_submissions_email").on("form_submissions").column("email").execute();

      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_id", "text", (c) => c.notNull().unique().references("form_submissions.id").onDelete("cascade"))
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
        .addColumn("locked_until", "bigint")
        .addColumn("locked_by", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("sent_at", "bigint")
        .execute();
      await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// The migrator works on any schema, hence `any`.
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  // The migrator's own tables go in the schema the data uses, named explicitly: it looks for
  // them across all schemas, and another schema's copy would otherwise be taken for ours.
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Database migration ${failed ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
