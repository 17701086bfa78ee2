import { describe, expect, it } from "vitest";
import { mainThreadStretch, type TraceEvent } from "./lighthouse-trace";

const task = (tid: number, dur: number, tdur?: number): TraceEvent => ({ name: "RunTask", ph: "X", pid: 7, tid, dur, tdur });
const paint: TraceEvent = { name: "firstContentfulPaint", ph: "R", pid: 7, tid: 1 };

describe("mainThreadStretch", () => {
  it("is the main thread's task wall time over its CPU time", () => {
    expect(mainThreadStretch([paint, task(1, 30_000, 30_000), task(1, 50_000, 10_000)])).toBe(2);
  });

  it("reads only the thread that painted, and only tasks with a thread time", () => {
    const events = [task(2, 90_000, 1_000), paint, task(1, 12_000, 10_000), task(1, 40_000), { ...task(1, 5_000, 5_000), name: "ParseHTML" }];
    expect(mainThreadStretch(events)).toBe(1.2);
  });

  it("is 1 for a trace without thread times or without a paint", () => {
    expect(mainThreadStretch([paint, task(1, 40_000)])).toBe(1);
    expect(mainThreadStretch([task(1, 40_000, 10_000)])).toBe(1);
  });
});
