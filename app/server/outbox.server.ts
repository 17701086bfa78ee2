import { randomUUID } from "node:crypto";
import type { Logger } from "./logger.server";
import type { FormType } from "~/lib/forms/fields";
import { backoffDelay } from "./backoff.server";
import type { FormsDatabase } from "./db.server";
import { createIntakeMeter } from "./intake-meter.server";
import { renderNotification } from "./mail-render.server";
import { describeError, isPermanentFailure, type MailTransport } from "./mail-transport.server";
import { createJobClaims, type ClaimedJob } from "./outbox-claims.server";
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
  // A failure that repeats on every pass is worth a line a minute, not one per pass.
  const quiet = throttledLogger(logger, { now });

  // Accepting leads comes before mailing them (intake-meter.server.ts).
  const intake = createIntakeMeter(now);

  let loop: WorkLoop | undefined;
  let stopping = false;
  let stopped: Promise<void> | undefined;
  let purgeTimer: ReturnType<typeof setInterval> | undefined;

  async function deliver(job: ClaimedJob, row: Row): Promise<void> {
    try {
      const content = renderNotification(
        {
          id: row.id,
          formType: row.form_type as FormType,
          createdAt: Number(row.created_at),
          lang: row.lang,
          data: JSON.parse(row.data) as Record<string, unknown>,
          metadata: JSON.parse(row.metadata) as Record<string, unknown>,
        },
        options.siteName,
      );
      await transport.send({
        ...content,
        submissionId: row.id,
        messageId: job.message_id,
        from: options.from,
        to: job.recipient,
        date: new Date(Number(row.created_at)),
      });
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const fields = { submission: row.id, attempt: job.attempts, error: describeError(error) };
      const retryAt = permanent ? undefined : now() + backoffDelay(job.attempts, options.retryBaseMs, options.retryMaxMs);
      await claims.failed(job.id, fields.error, retryAt);
      if (permanent) logger.error("notification mail refused: kept as dead letter", fields);
      else logger.warn("notification mail failed: will retry", fields);
      return;
    }
    await claims.sent(job.id);
    logger.debug("notification mail sent", { submission: row.id });
  }

  async function runOnce(): Promise<number> {
    await claims.flush();
    const jobs = await claims.claim(batchSize);
    if (!jobs.length) return 0;
    const rows = await db
      .selectFrom("form_submissions")
      .select(["id", "form_type", "created_at", "lang", "data", "metadata"])
      .where(
        "id",
        "in",
        jobs.map((j) => j.submission_id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const gone: string[] = [];
    let next = 0;
    const lane = async () => {
      while (!stopping && next < jobs.length) {
        const job = jobs[next++]!;
        // A renewal found it taken over by another worker after a lease we could not renew.
        if (!claims.holds(job.id)) continue;
        const row = byId.get(job.submission_id);
        if (!row) {
          gone.push(job.id);
          continue;
        }
        await deliver(job, row).catch((error: unknown) => {
          // The outcome is not recorded: a sent mark is tried again before the next claim;
          // a failed attempt's lease runs out and the job is retried.
          health.failed(error);
          quiet.error("outbox could not record a mail's outcome", { error: describeError(error) });
        });
        // During a burst of submissions mail trickles out (about ten a second) and the
        // event loop stays with the visitors; the backlog drains when the burst is over.
        if (intake.busy()) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const lanes = intake.busy() ? 1 : Math.min(concurrency, jobs.length);
    await Promise.all(Array.from({ length: lanes }, lane));
    // Stopping: what was claimed but not started is claimable by any worker at once.
    await claims.release(jobs.slice(next).map((j) => j.id));
    await claims.remove(gone);
    return jobs.length;
  }

  async function nextDueIn(): Promise<number> {
    const row = await db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.min("next_attempt_at").as("due"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    const due = row?.due == null ? undefined : Number(row.due);
    return due === undefined ? pollMs : Math.max(0, Math.min(pollMs, due - now()));
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
        await db
          .updateTable("mail_outbox")
          .set({ status: "pending", locked_until: null, locked_by: null, next_attempt_at: now() })
          .where("status", "=", "sending")
          .execute()
          .catch((error: unknown) => quiet.error("jobs cut off by a crash wait for their lease", { error: describeError(error) }));
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
      })();
      return stopped;
    },
    purge,
  };
}
