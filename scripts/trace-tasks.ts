/**
 * What the audit and the benchmarks read from a Chrome trace (scripts/audit.ts,
 * scripts/bench-render-later.ts): its events, the thread an event ran on, and the blocking
 * time of a run of tasks on a phone of the given slowdown.
 */
export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };

/** The thread an event ran on, as one key. */
export const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;

/** The main-thread tasks (`RunTask`) of a trace, on one thread. */
export const tasksOn = (traceEvents: TraceEvent[], thread: string) =>
  traceEvents.filter((e) => e.ph === "X" && e.name === "RunTask" && threadOf(e) === thread);

/**
 * The blocking time of these tasks on a phone `slowdown` times slower: each task's duration
 * times the slowdown, less 50 ms (a long task's definition), summed. Durations in ms.
 */
export const blockingMs = (durationsMs: readonly number[], slowdown: number) =>
  durationsMs.reduce((sum, d) => sum + Math.max(0, d * slowdown - 50), 0);
