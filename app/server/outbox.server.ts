import { randomUUID } from "node:crypto";
import type { Logger } from "./logger.server";
import type { FormType } from "~/lib/forms/fields";
import { backoffDelay } from "./backoff.server";
import type { FormsDatabase } from "./db.server";
import { createIntakeMeter } from "./intake-meter.server";
import { renderNotification, type MailContent } from "./mail-render.server";
import { describeError, isPermanentFailure, type MailTransport } from "./mail-transport.server";
import { createJobClaims, type ClaimedJob, type JobClaims } from "./outbox-claims.server";
import { runLanes } from "./outbox-lanes.server";
import { renderNotice } from "./staff-notices.server";
import { deleteSubmissions } from "./submission-queries.server";
import { throttledLogger } from "./throttled-log.server";
import { startWorkLoop, type WorkLoop } from "./work-loop.server";
import type { WriteSource } from "./write-health.server";

/**
 * The outbox worker (PRODUCT.md 8; docs/decisions/0005-forms-pipeline.md, "Outbox"). It
 * claims due jobs under a lease it renews while it holds them (outbox-claims.server.ts),
 * sends them, and records each outcome as it comes. Temporary failures are retried with
 * exponential backoff and jitter up to a cap, for as long as the data is kept; a permanent
 * refusal (5xx) marks the job dead, kept for staff to see. Delivery is at least once: a
 * crash between the mail server's acceptance and our 'sent' mark resends the same Message-ID.
 * It also sends the notices to staff that the webhooks write (staff-notices.server.ts).
 *
 * A pass that fails (the database cannot write: a full disk) is retried after a delay that
 * doubles up to half a minute, and every pass first gives the event loop a turn
 * (work-loop.server.ts), so a database that fails at once cannot starve visitors, /healthz
 * or SIGTERM.
 */
export interface OutboxOptions {
  from: string;
  siteName: string;
  retentionDays: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim holds before another worker may take the job over; renewed while held. */
  leaseMs?: number;
  /** Poll for due retries and other processes' jobs. */
  pollMs?: number;
  batchSize?: number;
  /** Sends under way at once. */
  concurrency?: number;
  purgeEveryMs?: number;
  /** Delay after a failed pass: the first, and the cap it doubles up to. */
  passRetryBaseMs?: number;
  passRetryMaxMs?: number;
  now?: () => number;
  /** Told of the worker's failed and successful writes (write-health.server.ts). */
  health?: WriteSource;
}

export interface OutboxWorker {
  /** `locked_by` of the jobs this worker holds (named in the start-up log line). */
  readonly workerId: string;
  start(): Promise<void>;
  /** A new job was committed: look now rather than at the next poll. */
  notify(): void;
  /**
   * Stops claiming, hands back claimed jobs not yet started, and waits for the sends under
   * way to finish and be recorded (up to `timeoutMs`). Calling it again waits for the same stop.
   */
  stop(timeoutMs?: number): Promise<void>;
  /** Deletes data past the retention period (also runs periodically). */
  purge(): Promise<number>;
  /** Mail is waiting beyond the batch under way: the webhooks give way to it. */
  backlogged(): boolean;
}

type Row = { id: string; form_type: string; created_at: number; lang: string; data: string; metadata: string };

export function createOutbox(database: FormsDatabase, transport: MailTransport, logger: Logger, options: OutboxOptions): OutboxWorker {
  const { db, engine } = database;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 8;
  const purgeEveryMs = options.purgeEveryMs ?? 60 * 60_000;
  const health: WriteSource = options.health ?? { failed() {}, succeeded() {} };
  const workerId = randomUUID();
  const claims = createJobClaims(database, { workerId, leaseMs: options.leaseMs ?? 30_000, now, health });
  const notices = createJobClaims(database, { workerId, leaseMs: options.leaseMs ?? 30_000, now, health, table: "staff_notices" });
  // A failure that repeats on every pass is worth a line a minute, not one per pass.
  const quiet = throttledLogger(logger, { now });

  // Accepting leads comes before mailing them (intake-meter.server.ts).
  const intake = createIntakeMeter(now);

  let loop: WorkLoop | undefined;
  let stopping = false;
  let stopped: Promise<void> | undefined;
  let purgeTimer: ReturnType<typeof setInterval> | undefined;
  /** The last pass found a full batch: more mail is waiting. */
  let backlog = false;

  /** Sends one claimed job's mail and records the outcome with the claims it came from. */
  async function send(from: JobClaims, job: ClaimedJob, what: string, compose: () => MailContent & { submissionId: string; date: Date }) {
    try {
      await transport.send({ ...compose(), messageId: job.message_id, from: options.from, to: job.recipient });
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const fields = {
        [what === "notification mail" ? "submission" : "notice"]: job.submission_id ?? job.id,
        attempt: job.attempts,
        error: describeError(error),
      };
      const retryAt = permanent ? undefined : now() + backoffDelay(job.attempts, options.retryBaseMs, options.retryMaxMs);
      await from.failed(job.id, fields.error, retryAt);
      if (permanent) logger.error(`${what} refused: kept as dead letter`, fields);
      else logger.warn(`${what} failed: will retry`, fields);
      return;
    }
    await from.sent(job.id);
    logger.debug(`${what} sent`, { id: job.id });
  }

  const deliver = (job: ClaimedJob, row: Row) =>
    send(claims, job, "notification mail", () => ({
      ...renderNotification(
        {
          id: row.id,
          formType: row.form_type as FormType,
          createdAt: Number(row.created_at),
          lang: row.lang,
          data: JSON.parse(row.data) as Record<string, unknown>,
          metadata: JSON.parse(row.metadata) as Record<string, unknown>,
        },
        options.siteName,
      ),
      submissionId: row.id,
      date: new Date(Number(row.created_at)),
    }));

  /**
   * Notices to staff about the webhooks (staff-notices.server.ts), a few a pass after the
   * notifications: rare, and their text was written with them.
   */
  async function sendNotices(): Promise<number> {
    const jobs = await notices.claim(10);
    if (!jobs.length) return 0;
    const rows = await db
      .selectFrom("staff_notices")
      .select(["id", "subject", "text", "created_at"])
      .where(
        "id",
        "in",
        jobs.map((j) => j.id),
      )
      .execute();
    let started = 0;
    for (const job of jobs) {
      if (stopping) break;
      started++;
      const row = rows.find((r) => r.id === job.id);
      if (!row || !notices.holds(job.id)) continue;
      await send(notices, job, "staff notice", () => ({
        ...renderNotice(row),
        // Names the file of the file transport: a notice holds no visitor's data, so no erasure looks for it.
        submissionId: `notice-${row.id}`,
        date: new Date(Number(row.created_at)),
      })).catch((error: unknown) => {
        health.failed(error);
        quiet.error("outbox could not record a notice's outcome", { error: describeError(error) });
      });
    }
    await notices.release(jobs.slice(started).map((j) => j.id));
    return jobs.length;
  }

  async function runOnce(): Promise<number> {
    await claims.flush();
    await notices.flush();
    const noticed = await sendNotices();
    const jobs = await claims.claim(batchSize);
    backlog = jobs.length === batchSize;
    if (!jobs.length) return noticed;
    const rows = await db
      .selectFrom("form_submissions")
      .select(["id", "form_type", "created_at", "lang", "data", "metadata"])
      .where(
        "id",
        "in",
        jobs.map((j) => j.submission_id ?? ""),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    await runLanes(jobs, {
      claims,
      busy: () => intake.busy(),
      concurrency,
      stopping: () => stopping,
      row: (job) => byId.get(job.submission_id ?? ""),
      deliver,
      onUnrecorded(error) {
        health.failed(error);
        quiet.error("outbox could not record a mail's outcome", { error: describeError(error) });
      },
    });
    return jobs.length + noticed;
  }

  async function nextDueIn(): Promise<number> {
    let wait = pollMs;
    for (const table of ["mail_outbox", "staff_notices"] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.min("next_attempt_at").as("due"))
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (row?.due != null) wait = Math.min(wait, Math.max(0, Number(row.due) - now()));
    }
    return wait;
  }

  async function purge(): Promise<number> {
    const cutoff = now() - options.retentionDays * 86_400_000;
    const ids = await deleteSubmissions(database, { olderThan: cutoff });
    if (ids.length) {
      await transport.forget(ids);
      logger.info("retention purge", { deleted: ids.length, retentionDays: options.retentionDays });
    }
    return ids.length;
  }
  const purgeLogged = () => purge().catch((error: unknown) => quiet.error("retention purge failed", { error: describeError(error) }));

  return {
    workerId,
    async start() {
      if (loop || stopping) return;
      if (engine === "sqlite") {
        // Only this process can hold the database (sqlite-lock.server.ts): jobs left
        // 'sending' were cut off by a crash, so they are due again now. If the database
        // cannot write, they are claimed when their lease runs out instead.
        for (const table of ["mail_outbox", "staff_notices"] as const) {
          await db
            .updateTable(table)
            .set({ status: "pending", locked_until: null, locked_by: null, next_attempt_at: now() })
            .where("status", "=", "sending")
            .execute()
            .catch((error: unknown) => quiet.error("jobs cut off by a crash wait for their lease", { error: describeError(error) }));
        }
      }
      await purgeLogged();
      purgeTimer = setInterval(() => void purgeLogged(), purgeEveryMs);
      purgeTimer.unref();
      loop = startWorkLoop({
        pass: runOnce,
        nextDueIn,
        pollMs,
        retryBaseMs: options.passRetryBaseMs ?? 100,
        retryMaxMs: options.passRetryMaxMs ?? 30_000,
        onFailure(error, delayMs) {
          health.failed(error);
          quiet.error("outbox pass failed: backing off", { error: describeError(error), delayMs });
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
        if (purgeTimer) clearInterval(purgeTimer);
        const done = (await loop?.stop(timeoutMs)) ?? true;
        if (!done) logger.warn("outbox stopped with mail still being sent: it is sent again once its lease runs out", { timeoutMs });
        claims.close();
        notices.close();
      })();
      return stopped;
    },
    purge,
    backlogged: () => backlog,
  };
}
