import type { Kysely } from "kysely";
import type { FormType } from "~/lib/forms/fields";
import type { DB } from "./db.server";
import { newDelivery } from "./submission-store.server";
import { eventTypes, takes, type WebhookConfig } from "./webhook-config.server";

/**
 * What staff see of the webhooks and can do to them (`npm run submissions -- webhooks`,
 * README "Operations"): each endpoint's state, the delivery log, replay and enable. The
 * worker (webhook-outbox.server.ts) takes up what these write at its next pass.
 */
export interface EndpointStatus {
  name: string;
  disabledAt: number | null;
  disabledReason: string | null;
  failingSince: number | null;
  /** Deliveries by state: pending, sending, sent, failed. */
  counts: Record<string, number>;
  oldestPendingAt: number | null;
}

export async function endpointStatus(db: Kysely<DB>, names: readonly string[]): Promise<EndpointStatus[]> {
  const states = await db.selectFrom("webhook_endpoints").selectAll().execute();
  const counts = await db
    .selectFrom("webhook_deliveries")
    .select((eb) => ["recipient", "status", eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
    .groupBy(["recipient", "status"])
    .execute();
  const all = [...new Set([...names, ...states.map((s) => s.name), ...counts.map((c) => c.recipient)])];
  return all.map((name) => {
    const state = states.find((s) => s.name === name);
    const mine = counts.filter((c) => c.recipient === name);
    const pending = mine.find((c) => c.status === "pending");
    return {
      name,
      disabledAt: state?.disabled_at == null ? null : Number(state.disabled_at),
      disabledReason: state?.disabled_reason ?? null,
      failingSince: state?.failing_since == null ? null : Number(state.failing_since),
      counts: Object.fromEntries(mine.map((c) => [c.status, Number(c.n)])),
      oldestPendingAt: pending?.oldest == null ? null : Number(pending.oldest),
    };
  });
}

export interface DeliveryLine {
  submissionId: string;
  endpoint: string;
  webhookId: string;
  status: string;
  attempts: number;
  createdAt: number;
  sentAt: number | null;
  lastError: string | null;
  /** Each failed attempt: when, the answer's status, the error. */
  failures: { at: number; statusCode: number | null; error: string }[];
}

/** Newest first; `failed` for those whose retries are spent. */
export async function deliveryLog(
  db: Kysely<DB>,
  options: { failed?: boolean; limit?: number; submissionIds?: string[] } = {},
): Promise<DeliveryLine[]> {
  let query = db.selectFrom("webhook_deliveries").selectAll().orderBy("created_at", "desc").orderBy("id");
  if (options.failed) query = query.where("status", "=", "failed");
  if (options.submissionIds) query = query.where("submission_id", "in", options.submissionIds.length ? options.submissionIds : [""]);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.execute();
  const attempts = rows.length
    ? await db
        .selectFrom("webhook_attempts")
        .select(["delivery_id", "at", "status_code", "error"])
        .where(
          "delivery_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("at")
        .execute()
    : [];
  return rows.map((r) => ({
    submissionId: r.submission_id,
    endpoint: r.recipient,
    webhookId: r.message_id,
    status: r.status,
    attempts: Number(r.attempts),
    createdAt: Number(r.created_at),
    sentAt: r.sent_at == null ? null : Number(r.sent_at),
    lastError: r.last_error,
    failures: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({ at: Number(a.at), statusCode: a.status_code == null ? null : Number(a.status_code), error: a.error })),
  }));
}

/**
 * Sends again, with the same `webhook-id` and a fresh timestamp: one submission to every
 * configured endpoint that takes its event (also one made before the endpoint existed), or
 * every delivery whose retries were spent. Each starts the retry schedule anew. Returns how
 * many deliveries were queued.
 */
export async function replay(
  db: Kysely<DB>,
  config: WebhookConfig,
  which: { id: string } | { failed: true },
  now: number,
): Promise<number> {
  const fresh = {
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    locked_by: null,
    last_error: null,
    sent_at: null,
  };
  if ("failed" in which) {
    const rows = await db.updateTable("webhook_deliveries").set(fresh).where("status", "=", "failed").returning("id").execute();
    return rows.length;
  }
  const submission = await db
    .selectFrom("form_submissions")
    .select(["id", "form_type", "spam", "created_at"])
    .where("id", "=", which.id)
    .executeTakeFirst();
  if (!submission) throw new ReplayError(`No submission ${which.id}.`);
  if (Number(submission.spam)) throw new ReplayError(`Submission ${which.id} is spam: spam is never sent.`);
  const endpoints = config.endpoints.filter((e) => takes(e, eventTypes[submission.form_type as FormType]));
  if (!endpoints.length) throw new ReplayError("No configured webhook endpoint takes this submission's event.");
  for (const endpoint of endpoints) {
    await db
      .insertInto("webhook_deliveries")
      .values(newDelivery(submission.id, endpoint.name, now, Number(submission.created_at)))
      .onConflict((oc) => oc.column("id").doUpdateSet(fresh).where("webhook_deliveries.status", "<>", "sending"))
      .execute();
  }
  return endpoints.length;
}

class ReplayError extends Error {}

/** Enables endpoints again (all disabled ones when none are named); their queued deliveries go out. */
export async function enableEndpoints(db: Kysely<DB>, names?: readonly string[]): Promise<string[]> {
  let query = db
    .updateTable("webhook_endpoints")
    .set({ disabled_at: null, disabled_reason: null, failing_since: null })
    .where("disabled_at", "is not", null);
  if (names?.length) query = query.where("name", "in", names);
  return (await query.returning("name").execute()).map((r) => r.name);
}
