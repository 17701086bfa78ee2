import { backoffDelay } from "./backoff.server";

/**
 * The outbox's loop (docs/decisions/0005-forms-pipeline.md, "A full disk"): it runs `pass`
 * again at once while passes find work, sleeps until `nextDueIn` (or a notify) when they
 * find none, and after a failed pass waits a delay that doubles from `retryBaseMs` up to
 * `retryMaxMs`, reset by the next pass that succeeds. Every pass first gives the event loop
 * a turn: better-sqlite3 answers at once, so a pass that fails never waits for I/O, and a
 * loop of such passes would hold the event loop for good — no requests, no timers, no SIGTERM.
 */
export interface WorkLoop {
  /** Work was added: run a pass now, unless the loop is backing off after a failure. */
  notify(): void;
  /** Stops after the pass under way: true once it ended, false if `timeoutMs` came first. */
  stop(timeoutMs: number): Promise<boolean>;
}

export interface WorkLoopOptions {
  /** One pass; returns how much work it found. */
  pass(): Promise<number>;
  /** Milliseconds until work is due, when the last pass found none. */
  nextDueIn(): Promise<number>;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  onFailure(error: unknown, delayMs: number): void;
}

export function startWorkLoop(options: WorkLoopOptions): WorkLoop {
  let running = true;
  let notified = false;
  let wake: { now(): void; onNotify: boolean } | undefined;

  const sleep = (ms: number, onNotify: boolean) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = { now: done, onNotify };
    });

  async function run() {
    let failures = 0;
    while (running) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (!running) break;
      let found: number;
      try {
        notified = false;
        found = await options.pass();
        failures = 0;
      } catch (error) {
        const delayMs = backoffDelay(++failures, options.retryBaseMs, options.retryMaxMs);
        options.onFailure(error, delayMs);
        // New work does not cut this short: what failed has to recover first.
        await sleep(delayMs, false);
        continue;
      }
      if (!running || found > 0 || notified) continue;
      const wait = await options.nextDueIn().catch(() => options.pollMs);
      if (wait > 0 && running && !notified) await sleep(wait, true);
    }
  }
  const loop = run();

  return {
    notify() {
      notified = true;
      if (wake?.onNotify) wake.now();
    },
    async stop(timeoutMs) {
      running = false;
      wake?.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const ended = await Promise.race([
        loop.then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      return ended;
    },
  };
}
