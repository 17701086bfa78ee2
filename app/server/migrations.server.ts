import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { asText } from "~/lib/text";

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
  // The rate limit shared by several Postgres processes (app/server/shared-rate-limit.server.ts):
  // one row per client with the times of its accepted submissions in the last minute. SQLite
  // has one process per file and keeps the limit in that process, so it needs no table.
  "2026-11-24-001-rate-limits": {
    async up(db: Kysely<unknown>) {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await db.schema
        .createTable("form_rate_limits")
        .addColumn("client_key", "text", (c) => c.primaryKey())
        .addColumn("times", sql`bigint[]`, (c) => c.notNull())
        .execute();
    },
  },
  // An Idempotency-Key is stored scoped to its client, with a fingerprint of the submission it
  // came with, so the same key with another submission can be refused (docs/decisions/
  // 0005-forms-pipeline.md). Rows from before keep their raw key and no fingerprint; scoped
  // keys are hashes, so those rows are not matched again (one that were would be refused:
  // no fingerprint matches a missing one).
  "2026-11-24-002-idempotency-fingerprint": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("form_submissions").addColumn("idempotency_fingerprint", "text").execute();
    },
  },
  // The language of the page a submission came from (PRODUCT.md 19: submissions record the
  // visitor's language). Rows from before came from the English pages.
  "2026-11-25-001-submission-language": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("form_submissions")
        .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
        .execute();
    },
  },
  // Webhooks beside the mail (PRODUCT.md 24; docs/decisions/0023-webhooks.md): a delivery per
  // submission and endpoint, written with the submission and claimed like its mail; each
  // endpoint's state; the log of failed attempts; and the notices that tell staff of a
  // delivery that failed for good or an endpoint that was disabled, sent by the mail outbox.
  "2026-12-01-001-webhooks": {
    async up(db: Kysely<unknown>) {
      const jobColumns = (table: string, submission: "required" | "optional") =>
        db.schema
          .createTable(table)
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("submission_id", "text", (c) => {
            const column = c.references("form_submissions.id").onDelete("cascade");
            return submission === "required" ? column.notNull() : column;
          })
          .addColumn("message_id", "text", (c) => c.notNull())
          .addColumn("recipient", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
          .addColumn("locked_until", "bigint")
          .addColumn("locked_by", "text")
          .addColumn("last_error", "text")
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("sent_at", "bigint");
      await jobColumns("webhook_deliveries", "required").execute();
      await db.schema.createIndex("webhook_deliveries_due").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("webhook_deliveries_submission").on("webhook_deliveries").column("submission_id").execute();
      await jobColumns("staff_notices", "optional")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("staff_notices_due").on("staff_notices").columns(["status", "next_attempt_at"]).execute();
      await db.schema
        .createTable("webhook_endpoints")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("disabled_at", "bigint")
        .addColumn("disabled_reason", "text")
        .addColumn("failing_since", "bigint")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("webhook_attempts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("delivery_id", "text", (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
        .addColumn("submission_id", "text", (c) => c.notNull().references("form_submissions.id").onDelete("cascade"))
        .addColumn("endpoint", "text", (c) => c.notNull())
        .addColumn("attempt", "integer", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .addColumn("status_code", "integer")
        .addColumn("error", "text", (c) => c.notNull())
        .addColumn("response", "text")
        .execute();
      await db.schema.createIndex("webhook_attempts_delivery").on("webhook_attempts").column("delivery_id").execute();
      await db.schema.createIndex("webhook_attempts_submission").on("webhook_attempts").column("submission_id").execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  // The migrator's own tables go in the schema the data uses, named explicitly: it looks for
  // them across all schemas, and another schema's copy would otherwise be taken for ours.
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Database migration ${failed ?? ""} failed: ${asText(error)}`);
  }
}
