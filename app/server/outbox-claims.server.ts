import type { Kysely } from "kysely";
import type { DB, FormsDatabase, JobTableName } from "./db.server";
import type { WriteSource } from "./write-health.server";

/**
 * The mail jobs one outbox worker holds (docs/decisions/0005-forms-pipeline.md, "Outbox").
 * A claim is a lease: the job is 'sending', ours, until `locked_until`. While we hold jobs we
 * renew their lease every third of it, so a send may take longer than the lease, yet a
 * worker that died loses its jobs to another within one lease. Each mail is recorded as
 * sent as soon as the mail server accepted it (marks that arrive while one is being
 * committed go together in the next commit), and jobs claimed but not started are handed
 * back at once when the worker stops: a stop or a crash resends as little as possible.
 * The same claims serve each table of jobs: notification mail, webhook deliveries
 * (webhook-outbox.server.ts) and notices to staff.
 */
export interface ClaimedJob {
  id: string;
  /** Null only for a notice to staff about no one submission. */
  submission_id: string | null;
  message_id: string;
  recipient: string;
  attempts: number;
}

export interface JobClaims {
  /**
   * Claims up to `limit` due jobs: pending and due, or 'sending' with a lease run out; only
   * those for `recipients` when given (webhook endpoints configured and enabled).
   */
  claim(limit: number, recipients?: readonly string[]): Promise<ClaimedJob[]>;
  /** False once a renewal found the job taken over or deleted: do not start it. */
  holds(id: string): boolean;
  /** The mail server accepted the mail; resolves once that is committed. */
  sent(id: string): Promise<void>;
  /**
   * Records a failed attempt: pending again at `retryAt`, or in its final state when there is
   * none; `also` writes what goes with it in the same transaction (a log line, a notice).
   */
  failed(id: string, error: string, retryAt: number | undefined, also?: (trx: Kysely<DB>) => Promise<void>): Promise<void>;
  /** Deletes jobs whose submission was erased while they were claimed. */
  remove(ids: string[]): Promise<void>;
  /** Hands back jobs claimed but not started, claimable by any worker at once. */
  release(ids: string[]): Promise<void>;
  /** Records marks that failed earlier (their mail went out; the mark must follow). */
  flush(): Promise<void>;
  /** Stops renewing: what is still held expires after one lease. */
  close(): void;
}

export function createJobClaims(
  database: FormsDatabase,
  options: {
    workerId: string;
    leaseMs: number;
    now: () => number;
    health: WriteSource;
    /** Default the mail's outbox. */
    table?: JobTableName;
    /** The state of a job that will not be tried again: 'dead' for mail. */
    finalStatus?: "dead" | "failed";
  },
): JobClaims {
  const { db, engine } = database;
  const { workerId, leaseMs, now, health } = options;
  // Every job table has the same job columns (db.server.ts, JobTable): one set of queries serves them all.
  const table = (options.table ?? "mail_outbox") as "mail_outbox";
  const finalStatus = options.finalStatus ?? "dead";
  const held = new Set<string>();
  const unmarked = new Set<string>();
  let marking: Promise<void> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let renewing = false;

  async function renew() {
    if (renewing) return;
    if (!held.size) {
      clearInterval(heartbeat);
      heartbeat = undefined;
      return;
    }
    renewing = true;
    const ids = [...held];
    try {
      const kept = await db
        .updateTable(table)
        .set({ locked_until: now() + leaseMs })
        .where("id", "in", ids)
        .where("locked_by", "=", workerId)
        .where("status", "=", "sending")
        .returning("id")
        .execute();
      const still = new Set(kept.map((r) => r.id));
      // Taken over after a lease we could not renew in time, erased, or already marked.
      for (const id of ids) if (!still.has(id) && !unmarked.has(id)) held.delete(id);
      if (kept.length) health.succeeded();
    } catch (error) {
      health.failed(error);
    } finally {
      renewing = false;
    }
  }

  function hold(ids: string[]) {
    for (const id of ids) held.add(id);
    if (!heartbeat && held.size) {
      heartbeat = setInterval(() => void renew(), Math.max(50, Math.floor(leaseMs / 3)));
      heartbeat.unref();
    }
  }

  async function commitMarks() {
    while (unmarked.size) {
      const ids = [...unmarked];
      await db
        .updateTable(table)
        .set({ status: "sent", sent_at: now(), locked_until: null, locked_by: null, last_error: null })
        .where("id", "in", ids)
        .where("locked_by", "=", workerId)
        .execute();
      for (const id of ids) {
        unmarked.delete(id);
        held.delete(id);
      }
      health.succeeded();
    }
  }

  /** One commit at a time; marks that arrive meanwhile go in the next (like the submission writer's). */
  function flush(): Promise<void> {
    marking ??= commitMarks().finally(() => {
      marking = undefined;
    });
    return marking;
  }

  return {
    async claim(limit, recipients) {
      if (recipients && !recipients.length) return [];
      const t = now();
      let due = db
        .selectFrom(table)
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", t)]),
            eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", t)]),
          ]),
        )
        .$if(recipients !== undefined, (q) => q.where("recipient", "in", recipients!))
        .orderBy("next_attempt_at")
        .limit(limit);
      if (engine === "postgres") due = due.forUpdate().skipLocked();
      const jobs = await db
        .updateTable(table)
        .set((eb) => ({ status: "sending", locked_until: t + leaseMs, locked_by: workerId, attempts: eb("attempts", "+", 1) }))
        .where("id", "in", due)
        .returning(["id", "submission_id", "message_id", "recipient", "attempts"])
        .execute();
      // A claim that wrote nothing says nothing about whether the database takes writes.
      if (jobs.length) health.succeeded();
      hold(jobs.map((j) => j.id));
      return jobs;
    },
    holds: (id) => held.has(id),
    async sent(id) {
      unmarked.add(id);
      while (unmarked.has(id)) await (marking ?? flush());
    },
    async failed(id, error, retryAt, also) {
      held.delete(id);
      const mark = (trx: Kysely<DB>) =>
        trx
          .updateTable(table)
          .set(
            retryAt === undefined
              ? { status: finalStatus, locked_until: null, locked_by: null, last_error: error }
              : { status: "pending", next_attempt_at: retryAt, locked_until: null, locked_by: null, last_error: error },
          )
          .where("id", "=", id)
          .where("locked_by", "=", workerId)
          .returning("id")
          .execute();
      if (!also) {
        await mark(db);
        return;
      }
      await database.write(async (trx) => {
        // Taken over meanwhile (a lease not renewed in time): the other worker records it.
        if ((await mark(trx)).length) await also(trx);
      });
    },
    async remove(ids) {
      for (const id of ids) held.delete(id);
      if (ids.length) await db.deleteFrom(table).where("id", "in", ids).execute();
    },
    async release(ids) {
      for (const id of ids) held.delete(id);
      if (!ids.length) return;
      await db
        .updateTable(table)
        .set((eb) => ({ status: "pending", locked_until: null, locked_by: null, attempts: eb("attempts", "-", 1) }))
        .where("id", "in", ids)
        .where("locked_by", "=", workerId)
        .where("status", "=", "sending")
        .execute();
    },
    flush,
    close() {
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}
