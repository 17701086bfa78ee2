import type { Logger } from "./logger.server";
import { describeError } from "./mail-transport.server";
import { throttledLogger } from "./throttled-log.server";

/**
 * Whether the database takes writes, as the form service last saw it
 * (docs/decisions/0005-forms-pipeline.md, "A full disk"). The writers (the submission
 * writer, the outbox) report each write that failed and each that stored something; the
 * service is degraded from a failure until the next write that succeeds, whoever makes it.
 * /healthz answers 503 with the reason meanwhile, so a load balancer or an operator sees a
 * full disk before the leads it would lose.
 *
 * A failure stops counting after `staleMs` without another one: when nothing is left to
 * write (no mail due, and no visitor let through by a load balancer that believes the 503),
 * no write could ever succeed to clear it. Mail that is due is retried at least every 30 s
 * (work-loop.server.ts), so a database that stays full stays reported.
 */
export type WriteHealth = { ok: true } | { ok: false; reason: string; since: number; failures: number };

export interface WriteSource {
  failed(error: unknown): void;
  /** Call only for a write that stored something: one that changed nothing proves nothing. */
  succeeded(): void;
}

export interface WriteHealthTracker {
  source(name: string): WriteSource;
  state(): WriteHealth;
}

export function createWriteHealth(logger: Logger, options: { now?: () => number; staleMs?: number } = {}): WriteHealthTracker {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 60_000;
  const quiet = throttledLogger(logger, { now });
  let failing: { since: number; last: number; failures: number; reason: string } | undefined;

  const current = () => (failing && now() - failing.last <= staleMs ? failing : undefined);

  return {
    source(name) {
      return {
        failed(error) {
          const t = now();
          const reason = `database not writable: ${describeError(error)}`;
          const entry = current();
          failing = entry ? { ...entry, last: t, reason, failures: entry.failures + 1 } : { since: t, last: t, failures: 1, reason };
          // The change of state is logged here; each writer logs its own failures, throttled.
          if (!entry) quiet.error("database not writable", { source: name, error: describeError(error) });
        },
        succeeded() {
          const entry = current();
          failing = undefined;
          if (entry) quiet.info("database writable again", { source: name, failures: entry.failures, afterMs: now() - entry.since });
        },
      };
    },
    state() {
      const entry = current();
      return entry ? { ok: false, reason: entry.reason, since: entry.since, failures: entry.failures } : { ok: true };
    },
  };
}
