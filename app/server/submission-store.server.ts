import type { Kysely } from "kysely";
import type { FormType } from "~/lib/forms/fields";
import type { Lang } from "~/lib/i18n";
import type { DB, FormsDatabase } from "./db.server";
import { webhookIdOf } from "./webhook-event.server";

/**
 * Writing submissions with their notification job and webhook deliveries in one transaction
 * (docs/decisions/0005-forms-pipeline.md); reading and deleting them is
 * submission-queries.server.ts. Writes are grouped: submissions arriving while a commit is
 * under way are committed together in the next transaction ("group commit"), so one disk
 * sync serves many visitors, and each caller is answered only after its row is committed.
 */
interface NewSubmission {
  id: string;
  formType: FormType;
  createdAt: number;
  email: string;
  name: string;
  /** The page's language (PRODUCT.md 19). */
  lang: Lang;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  spam: boolean;
  idempotency?: Idempotency;
  /** The notification to send; absent for spam (stored, not mailed: PRODUCT.md 9). */
  mail?: { recipient: string; messageId: string };
  /** The webhook endpoints to deliver it to, and the delay before the first attempt (PRODUCT.md 24). */
  webhooks?: { endpoints: readonly string[]; firstAttemptMs: number };
}

/** An Idempotency-Key as stored: scoped to its client, with its submission's fingerprint (idempotency.server.ts). */
export type Idempotency = { key: string; fingerprint: string };

/** A key stored before, which stores nothing new: with this same submission (a replay) or another. */
export type Earlier = { outcome: "replay"; id: string } | { outcome: "conflict" };

type WriteResult = { outcome: "stored"; id: string } | Earlier;

/** The fingerprint column came with the second migration, after db.server.ts's table type. */
type WithFingerprint = { form_submissions: { idempotency_fingerprint: string | null } };

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

export function createSubmissionWriter(database: FormsDatabase, maxBatch = 256): SubmissionWriter {
  let queue: Pending[] = [];
  let running: Promise<void> | undefined;

  const commit = (batch: Pending[]) =>
    database.write((trx) =>
      insertAll(
        trx,
        batch.map((p) => p.item),
      ),
    );

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
          await commit([p]).then(
            (r) => p.resolve(r[0]!),
            (error: unknown) => p.reject(error),
          );
        }
      }
    }
  }

  function schedule() {
    if (running) return;
    running = new Promise<void>((resolve) => setImmediate(resolve)).then(run).finally(() => {
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

/** One multi-row insert per table for the whole batch (a key stored before inserts nothing). */
async function insertAll(db: Kysely<DB>, items: NewSubmission[]): Promise<WriteResult[]> {
  const trx = db.withTables<WithFingerprint>();
  const inserted = await trx
    .insertInto("form_submissions")
    .values(
      items.map((s) => ({
        id: s.id,
        form_type: s.formType,
        created_at: s.createdAt,
        email: s.email.toLowerCase(),
        name: s.name,
        lang: s.lang,
        data: JSON.stringify(s.data),
        metadata: JSON.stringify(s.metadata),
        spam: s.spam ? 1 : 0,
        idempotency_key: s.idempotency?.key ?? null,
        idempotency_fingerprint: s.idempotency?.fingerprint ?? null,
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

  const deliveries = items.flatMap((s) =>
    stored.has(s.id) && s.webhooks
      ? s.webhooks.endpoints.map((endpoint) => newDelivery(s.id, endpoint, s.createdAt + s.webhooks!.firstAttemptMs, s.createdAt))
      : [],
  );
  if (deliveries.length) await trx.insertInto("webhook_deliveries").values(deliveries).execute();

  // Keys stored before (maybe earlier in this same batch): a replay or a conflict.
  const replayKeys = items.filter((s) => !stored.has(s.id)).map((s) => s.idempotency!.key);
  const earlier = new Map<string, { id: string; idempotency_fingerprint: string | null }>();
  if (replayKeys.length) {
    const rows = await trx
      .selectFrom("form_submissions")
      .select(["id", "idempotency_key", "idempotency_fingerprint"])
      .where("idempotency_key", "in", [...new Set(replayKeys)])
      .execute();
    for (const r of rows) earlier.set(r.idempotency_key!, r);
  }
  return items.map((s) => (stored.has(s.id) ? { outcome: "stored", id: s.id } : compare(s.idempotency!, earlier.get(s.idempotency!.key))));
}

/**
 * A webhook delivery, due at `due`: one per submission and endpoint, so its id is theirs,
 * and its `webhook-id` the submission's (webhook-event.server.ts), the same on every attempt
 * and replay.
 */
export function newDelivery(submissionId: string, endpoint: string, due: number, createdAt: number) {
  return {
    id: `${submissionId}:${endpoint}`,
    submission_id: submissionId,
    message_id: webhookIdOf(submissionId),
    recipient: endpoint,
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: due,
    locked_until: null,
    locked_by: null,
    last_error: null,
    created_at: createdAt,
    sent_at: null,
  };
}

/** The key stored before, if it was (a client over its rate limit, who writes nothing). */
export async function findByIdempotencyKey(db: Kysely<DB>, idempotency: Idempotency): Promise<Earlier | undefined> {
  const row = await db
    .withTables<WithFingerprint>()
    .selectFrom("form_submissions")
    .select(["id", "idempotency_fingerprint"])
    .where("idempotency_key", "=", idempotency.key)
    .executeTakeFirst();
  return row && compare(idempotency, row);
}

function compare(idempotency: Idempotency, row: { id: string; idempotency_fingerprint: string | null } | undefined): Earlier {
  // The insert met the key, so its row exists unless it was erased since: the caller answers 503, a retry stores it.
  if (!row) throw new Error("The submission stored under this idempotency key is gone.");
  return row.idempotency_fingerprint === idempotency.fingerprint ? { outcome: "replay", id: row.id } : { outcome: "conflict" };
}
