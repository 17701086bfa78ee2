import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "./logger.server";
import type { DB, FormsDatabase } from "./db.server";
import { describeError } from "./mail-transport.server";
import { createJobClaims, type ClaimedJob } from "./outbox-claims.server";
import { runLanes } from "./outbox-lanes.server";
import { queueNotice, type NoticeAddressing } from "./staff-notices.server";
import { throttledLogger } from "./throttled-log.server";
import { describeEndpoint, type WebhookConfig, type WebhookEndpoint } from "./webhook-config.server";
import { signature, submissionEvent, type StoredForEvent } from "./webhook-event.server";
import { createWebhookSender, type SenderOptions, type WebhookAnswer } from "./webhook-http.server";
import { createIntakeMeter } from "./intake-meter.server";
import { startWorkLoop, type WorkLoop } from "./work-loop.server";
import type { WriteSource } from "./write-health.server";

/**
 * The webhooks' outbox (PRODUCT.md 24; docs/decisions/0023-webhooks.md): the second channel
 * beside the mail, with the same promise. A delivery per submission and endpoint is written
 * with the submission (submission-store.server.ts) and claimed under the mail's leases
 * (outbox-claims.server.ts), in a loop of its own, so a receiver that hangs delays no mail.
 * A failed attempt is tried again on the retry schedule (WEBHOOK_RETRY_SECONDS, with
 * jitter; later if the receiver's Retry-After says so); once it is spent the delivery is
 * failed and staff get a notice by mail. An endpoint that answers 410, or has failed every
 * attempt for five days, is disabled and staff are told once; its deliveries still queue
 * and go out when it is enabled again.
 */
export interface WebhookOutboxOptions {
  config: WebhookConfig;
  /** The site named in every event. */
  site: { name: string; url: string };
  notices: NoticeAddressing;
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  /** Requests under way at once. */
  concurrency?: number;
  passRetryBaseMs?: number;
  passRetryMaxMs?: number;
  /** The clock of the schedule (a test's); the `webhook-timestamp` is always the wall clock's, as receivers check it. */
  now?: () => number;
  /** An endpoint failing every attempt for this long is disabled. */
  disableAfterMs?: number;
  /** The sender's resolver and timeouts (tests). */
  sender?: Partial<Omit<SenderOptions, "allowNetworks">>;
  health?: WriteSource;
  /**
   * Mail is waiting (the mail outbox's backlog): deliveries then go one at a time with a
   * pause, as in a burst, so the mail, the safety net, drains first.
   */
  mailBacklogged?: () => boolean;
}

export interface WebhookOutbox {
  /** The endpoints and schedule it works with (the staff CLI's replay reads them). */
  readonly config: WebhookConfig;
  start(): Promise<void>;
  /** A new delivery was committed: look now rather than at the next poll. */
  notify(): void;
  /** As the mail outbox's stop: requests under way finish and are recorded, the rest handed back. */
  stop(timeoutMs?: number): Promise<void>;
}

const fiveDaysMs = 5 * 86_400_000;

type EndpointState = { disabled_at: number | null; failing_since: number | null };

export function createWebhookOutbox(database: FormsDatabase, logger: Logger, options: WebhookOutboxOptions): WebhookOutbox {
  const { db, engine } = database;
  const { config } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1_000;
  const health: WriteSource = options.health ?? { failed() {}, succeeded() {} };
  const disableAfterMs = options.disableAfterMs ?? fiveDaysMs;
  const byName = new Map(config.endpoints.map((e) => [e.name, e]));
  const claims = createJobClaims(database, {
    workerId: randomUUID(),
    leaseMs: options.leaseMs ?? 30_000,
    now,
    health,
    table: "webhook_deliveries",
    finalStatus: "failed",
  });
  const sender = createWebhookSender({ allowNetworks: config.allowNetworks, ...options.sender });
  const quiet = throttledLogger(logger, { now });
  const intake = createIntakeMeter(now);
  let loop: WorkLoop | undefined;
  let stopping = false;
  let stopped: Promise<void> | undefined;

  async function endpointStates(): Promise<Map<string, EndpointState>> {
    const rows = await db.selectFrom("webhook_endpoints").select(["name", "disabled_at", "failing_since"]).execute();
    return new Map(rows.map((r) => [r.name, r]));
  }

  async function deliver(job: ClaimedJob, row: StoredForEvent, states: Map<string, EndpointState>): Promise<void> {
    const endpoint = byName.get(job.recipient)!;
    const { body } = submissionEvent(row, options.site);
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await sender.post({
      url: endpoint.url,
      headers: {
        "webhook-id": job.message_id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signature(endpoint.secrets, job.message_id, timestamp, body),
        "user-agent": `${options.site.name} website webhooks`,
      },
      body,
    });
    if (answer.ok) {
      await claims.sent(job.id);
      const state = states.get(endpoint.name);
      if (state?.failing_since != null) {
        state.failing_since = null;
        await db.updateTable("webhook_endpoints").set({ failing_since: null }).where("name", "=", endpoint.name).execute();
      }
      logger.debug("webhook delivered", { endpoint: endpoint.name, submission: row.id, status: answer.status });
      return;
    }
    await failed(job, row.id, endpoint, answer);
  }

  async function failed(job: ClaimedJob, submission: string, endpoint: WebhookEndpoint, answer: WebhookAnswer) {
    const t = now();
    const error = answer.error ?? "failed";
    const gone = answer.status === 410;
    const next = config.retrySeconds[job.attempts];
    const retryAt =
      gone || next === undefined
        ? undefined
        : t + Math.max(Math.round(next * 1000 * (0.9 + Math.random() * 0.2)), answer.retryAfterMs ?? 0);
    const where = { endpoint: endpoint.name, host: describeEndpoint(endpoint.url), submission, attempt: job.attempts, error };
    let disabled: string | undefined;
    await claims.failed(job.id, error, retryAt, async (trx) => {
      await trx
        .insertInto("webhook_attempts")
        .values({
          id: randomUUID(),
          delivery_id: job.id,
          submission_id: submission,
          endpoint: endpoint.name,
          attempt: job.attempts,
          at: t,
          duration_ms: answer.durationMs,
          status_code: answer.status ?? null,
          error,
          response: answer.response ?? null,
        })
        .execute();
      await trx
        .updateTable("webhook_endpoints")
        .set({ failing_since: t })
        .where("name", "=", endpoint.name)
        .where("failing_since", "is", null)
        .execute();
      const since = await trx.selectFrom("webhook_endpoints").select("failing_since").where("name", "=", endpoint.name).executeTakeFirst();
      const reason = gone
        ? "it answered 410 Gone"
        : since?.failing_since != null && t - Number(since.failing_since) >= disableAfterMs
          ? `every attempt has failed since ${new Date(Number(since.failing_since)).toISOString()}`
          : undefined;
      if (reason && (await disable(trx, endpoint, reason, t))) disabled = reason;
      if (retryAt === undefined && !gone) {
        await queueNotice(trx, options.notices, {
          submissionId: submission,
          at: t,
          subject: `Website: a submission did not reach ${endpoint.name === "default" ? "the webhook endpoint" : `webhook ${endpoint.name}`}`,
          text: [
            `The website could not deliver submission ${submission} to the webhook endpoint ${endpoint.name} (${describeEndpoint(endpoint.url)}).`,
            `It tried ${job.attempts} times over the retry schedule; the last attempt: ${error}.`,
            "",
            "The submission itself is safe: it is stored, and its notification mail went to its mailbox as usual.",
            "See the attempts with: npm run submissions -- webhooks log --failed",
            `Send it again, once the receiver works, with: npm run submissions -- webhooks replay --id ${submission}`,
            "",
          ].join("\n"),
        });
      }
    });
    if (disabled) logger.error("webhook endpoint disabled: staff told", { ...where, reason: disabled });
    if (retryAt === undefined && !gone) logger.error("webhook delivery failed: retries spent, staff told", where);
    else if (retryAt !== undefined)
      logger.warn("webhook delivery failed: will retry", { ...where, retryInSeconds: Math.round((retryAt - t) / 1000) });
  }

  /** Disables the endpoint and queues one notice: only the worker whose update flipped it writes one. */
  async function disable(trx: Kysely<DB>, endpoint: WebhookEndpoint, reason: string, t: number): Promise<boolean> {
    const flipped = await trx
      .updateTable("webhook_endpoints")
      .set({ disabled_at: t, disabled_reason: reason })
      .where("name", "=", endpoint.name)
      .where("disabled_at", "is", null)
      .returning("name")
      .execute();
    if (!flipped.length) return false;
    await queueNotice(trx, options.notices, {
      at: t,
      subject: `Website: webhook endpoint ${endpoint.name} disabled`,
      text: [
        `The website stopped sending webhooks to the endpoint ${endpoint.name} (${describeEndpoint(endpoint.url)}) because ${reason}.`,
        "",
        "New submissions are still stored, mailed as usual, and queued for this endpoint.",
        "Once the receiver works again: npm run submissions -- webhooks enable" +
          (endpoint.name === "default" ? "" : ` --endpoint ${endpoint.name}`) +
          " sends what queued, and npm run submissions -- webhooks replay --failed sends the deliveries that failed.",
        "",
      ].join("\n"),
    });
    return true;
  }

  async function runOnce(): Promise<number> {
    await claims.flush();
    const states = await endpointStates();
    const active = config.endpoints.filter((e) => states.get(e.name)?.disabled_at == null).map((e) => e.name);
    const jobs = await claims.claim(options.batchSize ?? 50, active);
    if (!jobs.length) return 0;
    const rows = await db
      .selectFrom("form_submissions")
      .select(["id", "form_type", "created_at", "lang", "data", "metadata"])
      .where("id", "in", [...new Set(jobs.map((j) => j.submission_id ?? ""))])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    await runLanes(jobs, {
      claims,
      busy: () => intake.busy() || (options.mailBacklogged?.() ?? false),
      concurrency: options.concurrency ?? 8,
      stopping: () => stopping,
      row: (job) => byId.get(job.submission_id ?? ""),
      deliver: (job, row) => deliver(job, row, states),
      onUnrecorded(error) {
        health.failed(error);
        quiet.error("webhook outbox could not record a delivery's outcome", { error: describeError(error) });
      },
    });
    return jobs.length;
  }

  async function nextDueIn(): Promise<number> {
    const row = await db
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.min("next_attempt_at").as("due"))
      .where("status", "=", "pending")
      .where(
        "recipient",
        "in",
        config.endpoints.map((e) => e.name),
      )
      .executeTakeFirst();
    const due = row?.due == null ? undefined : Number(row.due);
    return due === undefined ? pollMs : Math.max(0, Math.min(pollMs, due - now()));
  }

  return {
    config,
    async start() {
      if (loop || stopping || !config.endpoints.length) return;
      const t = now();
      await db
        .insertInto("webhook_endpoints")
        .values(
          config.endpoints.map((e) => ({ name: e.name, disabled_at: null, disabled_reason: null, failing_since: null, created_at: t })),
        )
        .onConflict((oc) => oc.column("name").doNothing())
        .execute()
        .catch((error: unknown) => quiet.error("webhook endpoints not recorded", { error: describeError(error) }));
      // As the mail outbox: on SQLite only this process holds the database, so deliveries a
      // crash left 'sending' are due again now.
      if (engine === "sqlite") {
        await db
          .updateTable("webhook_deliveries")
          .set({ status: "pending", locked_until: null, locked_by: null, next_attempt_at: t })
          .where("status", "=", "sending")
          .execute()
          .catch((error: unknown) => quiet.error("deliveries cut off by a crash wait for their lease", { error: describeError(error) }));
      }
      logger.info("webhooks ready", {
        endpoints: config.endpoints.map((e) => `${e.name} ${describeEndpoint(e.url)}${e.events ? ` (${e.events.join(", ")})` : ""}`),
        retrySeconds: config.retrySeconds.join(","),
      });
      loop = startWorkLoop({
        pass: runOnce,
        nextDueIn,
        pollMs,
        retryBaseMs: options.passRetryBaseMs ?? 100,
        retryMaxMs: options.passRetryMaxMs ?? 30_000,
        onFailure(error, delayMs) {
          health.failed(error);
          quiet.error("webhook outbox pass failed: backing off", { error: describeError(error), delayMs });
        },
      });
    },
    notify() {
      intake.count();
      loop?.notify();
    },
    stop(timeoutMs = 10_000) {
      stopped ??= (async () => {
        stopping = true;
        const done = (await loop?.stop(timeoutMs)) ?? true;
        if (!done)
          logger.warn("webhook outbox stopped with requests under way: they are sent again once their lease runs out", { timeoutMs });
        claims.close();
        sender.close();
      })();
      return stopped;
    },
  };
}
