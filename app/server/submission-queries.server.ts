import type { Kysely } from "kysely";
import type { DB, FormsDatabase } from "./db.server";

/**
 * Reading and deleting stored submissions: the staff CLI's list and erasure, and the
 * outbox's retention purge. Writing them is submission-store.server.ts.
 */
export interface SubmissionRow {
  id: string;
  formType: string;
  createdAt: number;
  email: string;
  name: string;
  /** The page's language: en, nl, de or fr. */
  lang: string;
  spam: boolean;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  mailStatus: string | null;
  mailAttempts: number | null;
  mailError: string | null;
}

/** Newest first, with the state of each one's notification (staff CLI). */
export async function listSubmissions(
  db: Kysely<DB>,
  options: { limit?: number; spam?: boolean; email?: string } = {},
): Promise<SubmissionRow[]> {
  let query = db
    .selectFrom("form_submissions as s")
    .leftJoin("mail_outbox as o", "o.submission_id", "s.id")
    .select([
      "s.id",
      "s.form_type",
      "s.created_at",
      "s.email",
      "s.name",
      "s.lang",
      "s.spam",
      "s.data",
      "s.metadata",
      "o.status",
      "o.attempts",
      "o.last_error",
    ])
    .orderBy("s.created_at", "desc")
    .orderBy("s.id");
  if (options.spam !== undefined) query = query.where("s.spam", "=", options.spam ? 1 : 0);
  if (options.email) query = query.where("s.email", "=", options.email.trim().toLowerCase());
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    formType: r.form_type,
    createdAt: Number(r.created_at),
    email: r.email,
    name: r.name,
    lang: r.lang,
    spam: Boolean(r.spam),
    data: JSON.parse(r.data) as Record<string, unknown>,
    metadata: JSON.parse(r.metadata) as Record<string, unknown>,
    mailStatus: r.status,
    mailAttempts: r.attempts,
    mailError: r.last_error,
  }));
}

/**
 * Deletes submissions (and their mail jobs, dead or not, webhook deliveries and their log) by e-mail address or age, then
 * scrubs what the deleted rows left in the database's files: erased means gone from the
 * disk (PRODUCT.md 10; docs/decisions/0010-erasure.md). An erasure on request scrubs even
 * when it finds nothing, so running it again finishes a scrub that was held up.
 */
export async function deleteSubmissions(database: FormsDatabase, where: { email: string } | { olderThan: number }): Promise<string[]> {
  const ids = await database.write(async (trx) => {
    const select = trx.selectFrom("form_submissions").select("id");
    const rows = await (
      "email" in where ? select.where("email", "=", where.email.trim().toLowerCase()) : select.where("created_at", "<", where.olderThan)
    ).execute();
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      // The delivery log and notices first: they refer to the deliveries and the submission.
      await trx.deleteFrom("webhook_attempts").where("submission_id", "in", chunk).execute();
      await trx.deleteFrom("staff_notices").where("submission_id", "in", chunk).execute();
      await trx.deleteFrom("webhook_deliveries").where("submission_id", "in", chunk).execute();
      await trx.deleteFrom("mail_outbox").where("submission_id", "in", chunk).execute();
      await trx.deleteFrom("form_submissions").where("id", "in", chunk).execute();
    }
    // Notices about no one submission (an endpoint disabled) go with the retention period too.
    if ("olderThan" in where)
      await trx.deleteFrom("staff_notices").where("submission_id", "is", null).where("created_at", "<", where.olderThan).execute();
    return ids;
  });
  if (ids.length || "email" in where || database.scrubPending) await database.scrub();
  return ids;
}
