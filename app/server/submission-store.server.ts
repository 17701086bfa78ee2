import type { Kysely } from "kysely";
import type { FormType } from "~/lib/forms/fields";
import type { Database_, DB } from "./db.server";

/**
 * Writing submissions with their notification job (issue 3.4: one transaction), and the
 * staff queries. Writes are grouped: submissions arriving while a commit is under way
 * are committed together in the next transaction ("group commit"), so one disk sync
 * serves many visitors, and each caller is answered only after its row is committed.
 */
export interface NewSubmission {
  id: string;
  formType: FormType;
  createdAt: number;
  email: string;
  name: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  spam: boolean;
  idempotencyKey?: string;
  /** The notification to send; absent for spam (stored, not mailed: PRODUCT.md 9). */
  mail?: { recipient: string; messageId: string };
}

export interface WriteResult {
  id: string;
  /** The idempotency key was seen before: nothing new was stored. */
  duplicate: boolean;
}

interface Pending {
  item: NewSubmission;
  resolve(result: WriteResult): void;
  reject(error: unknown): void;
}

export interface SubmissionWriter {
  write(item: NewSubmission): Promise<WriteResult>;
  /** Waits until everything queued is committed (or failed). */
  drain(): Promise<void>;
}

export function createSubmissionWriter(database: Database_, maxBatch = 256): SubmissionWriter {
  let queue: Pending[] = [];
  let running: Promise<void> | undefined;

  const commit = (batch: Pending[]) => database.write((trx) => insertAll(trx, batch.map((p) => p.item)));

  async function run() {
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await commit(batch);
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // One bad row must not fail its neighbours: retry each on its own.
        for (const p of batch) {
          await commit([p]).then((r) => p.resolve(r[0]!), p.reject);
        }
      }
    }
  }

  function schedule() {
    if (running) return;
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(run)
      .finally(() => {
        running = undefined;
        if (queue.length) schedule();
      });
  }

  return {
    write(item) {
      return new Promise<WriteResult>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (running) await running;
    },
  };
}

/** One multi-row insert per table for the whole batch (a replayed key inserts nothing). */
async function insertAll(trx: Kysely<DB>, items: NewSubmission[]): Promise<WriteResult[]> {
  const inserted = await trx
    .insertInto("form_submissions")
    .values(
      items.map((s) => ({
        id: s.id,
        form_type: s.formType,
        created_at: s.createdAt,
        email: s.email.toLowerCase(),
        name: s.name,
        data: JSON.stringify(s.data),
        metadata: JSON.stringify(s.metadata),
        spam: s.spam ? 1 : 0,
        idempotency_key: s.idempotencyKey ?? null,
      })),
    )
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .execute();
  const stored = new Set(inserted.map((r) => r.id));

  const jobs = items.filter((s) => s.mail && stored.has(s.id));
  if (jobs.length) {
    await trx
      .insertInto("mail_outbox")
      .values(
        jobs.map((s) => ({
          id: s.id,
          submission_id: s.id,
          message_id: s.mail!.messageId,
          recipient: s.mail!.recipient,
          status: "pending" as const,
          attempts: 0,
          next_attempt_at: s.createdAt,
          locked_until: null,
          locked_by: null,
          last_error: null,
          created_at: s.createdAt,
          sent_at: null,
        })),
      )
      .execute();
  }

  // Replays: answer with the id stored under their key (maybe earlier in this same batch).
  const replayKeys = items.filter((s) => !stored.has(s.id)).map((s) => s.idempotencyKey!);
  const earlier = new Map<string, string>();
  if (replayKeys.length) {
    const rows = await trx
      .selectFrom("form_submissions")
      .select(["id", "idempotency_key"])
      .where("idempotency_key", "in", [...new Set(replayKeys)])
      .execute();
    for (const r of rows) earlier.set(r.idempotency_key!, r.id);
  }
  return items.map((s) =>
    stored.has(s.id) ? { id: s.id, duplicate: false } : { id: earlier.get(s.idempotencyKey!)!, duplicate: true },
  );
}

export async function findByIdempotencyKey(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("form_submissions").select("id").where("idempotency_key", "=", key).executeTakeFirst();
  return row?.id;
}

export interface SubmissionRow {
  id: string;
  formType: string;
  createdAt: number;
  email: string;
  name: string;
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
    spam: Boolean(r.spam),
    data: JSON.parse(r.data) as Record<string, unknown>,
    metadata: JSON.parse(r.metadata) as Record<string, unknown>,
    mailStatus: r.status,
    mailAttempts: r.attempts,
    mailError: r.last_error,
  }));
}

/** Deletes submissions (and their mail jobs, dead or not) by e-mail address or age. */
export async function deleteSubmissions(
  database: Database_,
  where: { email: string } | { olderThan: number },
): Promise<string[]> {
  return database.write(async (trx) => {
    const select = trx.selectFrom("form_submissions").select("id");
    const rows = await ("email" in where
      ? select.where("email", "=", where.email.trim().toLowerCase())
      : select.where("created_at", "<", where.olderThan)
    ).execute();
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await trx.deleteFrom("mail_outbox").where("submission_id", "in", chunk).execute();
      await trx.deleteFrom("form_submissions").where("id", "in", chunk).execute();
    }
    return ids;
  });
}
