import { sql, type Kysely } from "kysely";
import type { Logger } from "./logger.server";
import type { DB } from "./db.server";
import { clientKey, createRateLimiter, windowMs } from "./rate-limit.server";

/**
 * The per-client limit (PRODUCT.md 9; FORM_RATE_LIMIT per minute) shared by every process on
 * one Postgres database (docs/decisions/0005-forms-pipeline.md, "Rate limit"), with the same
 * sliding window as the in-process limiter: one row per client holding the times of its
 * accepted submissions, checked and extended in one upsert. Postgres locks the row for the
 * upsert and evaluates it on the newest version, so two processes racing for a client's last
 * slot cannot both take it.
 *
 * While the database cannot be reached, the in-process limiter counts instead: an outage
 * never blocks a visitor (the write would fail on its own and say so) and never lifts the
 * limit, which then holds per process.
 */
type SharedReservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfter: number };

export interface SharedRateLimiter {
  /** Reserves a slot; returns the seconds to wait instead when the client is at its limit. */
  reserve(client: string): Promise<SharedReservation>;
}

export function createSharedRateLimiter(db: Kysely<DB>, limit: number, options: { logger: Logger; now?: () => number }): SharedRateLimiter {
  const { logger, now = Date.now } = options;
  const fallback = createRateLimiter(limit, now);
  let shared = true;
  let lastSweep = now();

  const unreachable = (error: unknown) => {
    if (!shared) return;
    shared = false;
    logger.warn("rate limit: database unreachable, counting in this process", { error: messageOf(error) });
  };
  const reachable = () => {
    if (shared) return;
    shared = true;
    logger.info("rate limit: shared through the database again");
  };

  /** Clients whose last accepted submission left the window have nothing left to count. */
  const sweep = async (cutoff: number) => {
    await sql`delete from form_rate_limits
      where coalesce((select max(at) from unnest(times) as u(at)), 0) <= ${cutoff}::bigint`
      .execute(db)
      .catch(() => {});
  };

  const release = async (key: string, at: number) => {
    // One occurrence of this slot's time (equal times of one client are interchangeable).
    await sql`update form_rate_limits
      set times = times[:array_position(times, ${at}::bigint) - 1] || times[array_position(times, ${at}::bigint) + 1:]
      where client_key = ${key} and ${at}::bigint = any(times)`
      .execute(db)
      // Unreleased, the slot stays taken until it leaves the window: stricter for a minute, never looser.
      .catch(unreachable);
  };

  const retryAfter = async (key: string, t: number): Promise<number> => {
    const oldest = await sql<{ oldest: number | string | null }>`select min(at) as oldest
      from form_rate_limits cross join unnest(times) as u(at)
      where client_key = ${key} and at > ${t - windowMs}::bigint`
      .execute(db)
      .then(
        (r) => Number(r.rows[0]?.oldest ?? t),
        () => t,
      );
    return Math.max(1, Math.ceil((oldest + windowMs - t) / 1000));
  };

  return {
    async reserve(client) {
      const key = clientKey(client);
      const t = now();
      const cutoff = t - windowMs;
      if (t - lastSweep > windowMs) {
        lastSweep = t;
        await sweep(cutoff);
      }
      let accepted: boolean;
      try {
        // The WHERE of DO UPDATE refuses a full window: then no row comes back.
        const result = await sql`insert into form_rate_limits as r (client_key, times)
          values (${key}, array[${t}::bigint])
          on conflict (client_key) do update
            set times = array(select at from unnest(r.times) as u(at) where at > ${cutoff}::bigint) || ${t}::bigint
            where (select count(*) from unnest(r.times) as u(at) where at > ${cutoff}::bigint) < ${limit}
          returning 1 as accepted`.execute(db);
        accepted = result.rows.length > 0;
      } catch (error) {
        unreachable(error);
        const slot = fallback.reserve(client);
        return slot.ok ? { ok: true, release: () => Promise.resolve(slot.release()) } : slot;
      }
      reachable();
      if (accepted) return { ok: true, release: () => release(key, t) };
      return { ok: false, retryAfter: await retryAfter(key, t) };
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
