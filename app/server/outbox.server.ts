import { randomUUID } from "node:crypto";
import type { Logger } from "~/app-context";
import type { FormType } from "~/lib/forms/fields";
import type { Database_ } from "./db.server";
import { createIntakeMeter } from "./intake-meter.server";
import { renderNotification } from "./mail-render.server";
import { describeError, isPermanentFailure, type MailTransport } from "./mail-transport.server";
import { deleteSubmissions } from "./submission-store.server";

/**
 * The outbox worker (issue 3.4, PRODUCT.md 8). Jobs are claimed with a lease: a claimed job
 * is 'sending' until `locked_until`; on Postgres the claim skips rows another process has
 * locked (FOR UPDATE SKIP LOCKED), so each job goes to exactly one worker. A job whose
 * worker died is claimable again once its lease runs out (SQLite: at once on restart, as
 * only one process can hold the database). Temporary failures are retried with exponential
 * backoff and jitter up to a cap, for as long as the data is kept; a permanent refusal
 * (5xx) marks the job dead, kept for staff to see. Delivery is at least once: a crash
 * between the mail server's acceptance and our 'sent' mark resends the same Message-ID.
 */
export interface OutboxOptions {
  from: string;
  siteName: string;
  retentionDays: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim holds before another worker may take the job over. */
  leaseMs?: number;
  /** Poll for due retries and other processes' jobs. */
  pollMs?: number;
  batchSize?: number;
  /** Sends under way at once. */
  concurrency?: number;
  purgeEveryMs?: number;
  now?: () => number;
}

export interface OutboxWorker {
  start(): Promise<void>;
  /** A new job was committed: look now rather than at the next poll. */
  notify(): void;
  /** Stops claiming, waits for sends under way (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
  /** One pass: claim due jobs and send them; returns how many were claimed (tests). */
  runOnce(): Promise<number>;
  /** Deletes data past the retention period (also runs periodically). */
  purge(): Promise<number>;
}

export function createOutbox(database: Database_, transport: MailTransport, logger: Logger, options: OutboxOptions): OutboxWorker {
  const { db, engine } = database;
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 8;
  const purgeEveryMs = options.purgeEveryMs ?? 60 * 60_000;
  const workerId = randomUUID();

  // Accepting leads comes before mailing them (intake-meter.server.ts).
  const intake = createIntakeMeter(now);

  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let purgeTimer: ReturnType<typeof setInterval> | undefined;
  let pendingNotify = false;

  function backoff(attempts: number): number {
    const exp = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
    // "Equal jitter": half fixed, half random, so retries of many jobs spread out.
    return Math.round(exp / 2 + Math.random() * (exp / 2));
  }

  async function claim(): Promise<{ id: string; submission_id: string; message_id: string; recipient: string; attempts: number }[]> {
    const t = now();
    let due = db
      .selectFrom("mail_outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", t)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", t)]),
        ]),
      )
      .orderBy("next_attempt_at")
      .limit(batchSize);
    if (engine === "postgres") due = due.forUpdate().skipLocked();
    return db
      .updateTable("mail_outbox")
      .set((eb) => ({
        status: "sending",
        locked_until: t + leaseMs,
        locked_by: workerId,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", due)
      .returning(["id", "submission_id", "message_id", "recipient", "attempts"])
      .execute();
  }

  type Job = Awaited<ReturnType<typeof claim>>[number];
  type Row = { id: string; form_type: string; created_at: number; data: string; metadata: string };

  async function deliver(job: Job, row: Row | undefined): Promise<"sent" | "retry" | "dead" | "gone"> {
    if (!row) return "gone";
    try {
      const content = renderNotification(
        {
          id: row.id,
          formType: row.form_type as FormType,
          createdAt: Number(row.created_at),
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
      await db
        .updateTable("mail_outbox")
        .set(
          permanent
            ? { status: "dead", locked_until: null, locked_by: null, last_error: fields.error }
            : { status: "pending", next_attempt_at: now() + backoff(job.attempts), locked_until: null, locked_by: null, last_error: fields.error },
        )
        .where("id", "=", job.id)
        .where("locked_by", "=", workerId)
        .execute();
      if (permanent) logger.error("notification mail refused: kept as dead letter", fields);
      else logger.warn("notification mail failed: will retry", fields);
      return permanent ? "dead" : "retry";
    }
    return "sent";
  }

  async function runOnce(): Promise<number> {
    const jobs = await claim();
    if (!jobs.length) return 0;
    const rows = await db
      .selectFrom("form_submissions")
      .select(["id", "form_type", "created_at", "data", "metadata"])
      .where("id", "in", jobs.map((j) => j.submission_id))
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const sent: string[] = [];
    const gone: string[] = [];
    // 'sent' is recorded in small groups as mail goes out, so a crash resends at most a few.
    const recordSent = async () => {
      const ids = sent.splice(0);
      if (!ids.length) return;
      await db
        .updateTable("mail_outbox")
        .set({ status: "sent", sent_at: now(), locked_until: null, locked_by: null, last_error: null })
        .where("id", "in", ids)
        .where("locked_by", "=", workerId)
        .execute();
      logger.debug("notification mail sent", { count: ids.length });
    };
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const outcome = await deliver(job, byId.get(job.submission_id)).catch((error: unknown) => {
          // A database error while recording a failure: the lease expires and it is retried.
          logger.error("outbox job failed", { job: job.id, error: describeError(error) });
          return "retry" as const;
        });
        if (outcome === "sent") sent.push(job.id);
        if (outcome === "gone") gone.push(job.id);
        if (sent.length >= 8) await recordSent();
        // During a burst of submissions mail trickles out (about ten a second) and the
        // event loop stays with the visitors; the backlog drains when the burst is over.
        if (intake.busy()) {
          await recordSent();
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const lanes = intake.busy() ? 1 : Math.min(concurrency, jobs.length);
    await Promise.all(Array.from({ length: lanes }, lane));
    await recordSent();
    if (gone.length) await db.deleteFrom("mail_outbox").where("id", "in", gone).execute();
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

  async function work() {
    while (running) {
      let claimed = 0;
      try {
        pendingNotify = false;
        claimed = await runOnce();
      } catch (error) {
        logger.error("outbox pass failed", { error: describeError(error) });
      }
      if (!running) break;
      if (claimed > 0 || pendingNotify) continue;
      const wait = await nextDueIn().catch(() => pollMs);
      if (wait > 0 && running && !pendingNotify) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
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

  return {
    async start() {
      if (running) return;
      if (engine === "sqlite") {
        // Only this process can hold the database (sqlite-lock.server.ts): jobs left
        // 'sending' were cut off by a crash, so they are due again now.
        await db
          .updateTable("mail_outbox")
          .set({ status: "pending", locked_until: null, locked_by: null, next_attempt_at: now() })
          .where("status", "=", "sending")
          .execute();
      }
      await purge().catch((error: unknown) => logger.error("retention purge failed", { error: describeError(error) }));
      purgeTimer = setInterval(() => {
        purge().catch((error: unknown) => logger.error("retention purge failed", { error: describeError(error) }));
      }, purgeEveryMs);
      purgeTimer.unref();
      running = true;
      loop = work();
    },
    notify() {
      intake.count();
      pendingNotify = true;
      wake?.();
    },
    async stop(timeoutMs = 10_000) {
      running = false;
      if (purgeTimer) clearInterval(purgeTimer);
      wake?.();
      if (loop) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
        clearTimeout(timer);
      }
    },
    runOnce,
    purge,
  };
}
