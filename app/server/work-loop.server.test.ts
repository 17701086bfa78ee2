import { describe, expect, it, vi } from "vitest";
import { startWorkLoop, type WorkLoopOptions } from "./work-loop.server";

const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

function loopOf(options: Partial<WorkLoopOptions>) {
  return startWorkLoop({
    pass: () => Promise.resolve(0),
    nextDueIn: () => Promise.resolve(1_000),
    pollMs: 1_000,
    retryBaseMs: 20,
    retryMaxMs: 80,
    onFailure() {},
    ...options,
  });
}

describe("startWorkLoop", () => {
  it("lets timers run and waits longer after each pass that fails at once", async () => {
    const at: number[] = [];
    const loop = loopOf({
      // What better-sqlite3 does on a full disk: the pass fails without waiting for anything.
      pass: () => {
        at.push(performance.now());
        return Promise.reject(full);
      },
    });
    const asked = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A spinning loop never lets this timer run; a loaded host may delay it a little.
    expect(performance.now() - asked).toBeLessThan(1_000);
    await vi.waitFor(() => expect(at.length).toBeGreaterThanOrEqual(6), { timeout: 5_000 });
    expect(await loop.stop(1_000)).toBe(true);
    // 20, 40, 80, 80, 80 ms, each at least half that (equal jitter).
    const gaps = at.slice(1, 6).map((t, i) => t - at[i]!);
    [10, 20, 40, 40, 40].forEach((least, i) => expect(gaps[i]).toBeGreaterThanOrEqual(least - 1));
  });

  it("starts again from the first delay after a pass that succeeds", async () => {
    const delays: number[] = [];
    let pass = 0;
    const loop = loopOf({
      pass: () => {
        pass++;
        return pass === 4 ? Promise.resolve(0) : Promise.reject(full);
      },
      nextDueIn: () => Promise.resolve(0),
      onFailure: (_error, delayMs) => delays.push(delayMs),
    });
    await vi.waitFor(() => expect(delays.length).toBeGreaterThanOrEqual(4), { timeout: 5_000 });
    await loop.stop(1_000);
    expect(delays[2]).toBeGreaterThanOrEqual(40);
    expect(delays[3]).toBeLessThanOrEqual(20);
  });

  it("stops at once, also while backing off", async () => {
    const loop = loopOf({ pass: () => Promise.reject(full), retryBaseMs: 30_000, retryMaxMs: 30_000 });
    await new Promise((resolve) => setImmediate(resolve));
    const asked = performance.now();
    expect(await loop.stop(5_000)).toBe(true);
    expect(performance.now() - asked).toBeLessThan(2_000);
  });

  it("runs a pass when notified while idle, not while backing off", async () => {
    let passes = 0;
    const idle = loopOf({
      pass: () => {
        passes++;
        return Promise.resolve(0);
      },
      nextDueIn: () => Promise.resolve(60_000),
    });
    await vi.waitFor(() => expect(passes).toBe(1));
    idle.notify();
    await vi.waitFor(() => expect(passes).toBe(2));
    await idle.stop(1_000);

    const at: number[] = [];
    const failing = loopOf({ pass: () => (at.push(performance.now()), Promise.reject(full)), retryBaseMs: 400, retryMaxMs: 400 });
    await vi.waitFor(() => expect(at).toHaveLength(1));
    failing.notify();
    await vi.waitFor(() => expect(at).toHaveLength(2), { timeout: 2_000 });
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(199);
    await failing.stop(1_000);
  });
});
