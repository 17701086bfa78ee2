import { describe, expect, it } from "vitest";
import { testLogger } from "../../tests/support/test-logger";
import { throttledLogger } from "./throttled-log.server";

describe("throttledLogger", () => {
  it("logs a failure once per interval, then says how many repeats it left out", () => {
    let now = 0;
    const lines = testLogger();
    const log = throttledLogger(lines, { intervalMs: 60_000, now: () => now });
    for (; now < 60_000; now += 100) log.error("outbox pass failed", { error: "SQLITE_FULL database or disk is full", delayMs: now });
    log.error("outbox pass failed", { error: "SQLITE_FULL database or disk is full", delayMs: 1 });
    expect(lines.lines).toEqual([
      { level: "error", msg: "outbox pass failed", fields: { error: "SQLITE_FULL database or disk is full", delayMs: 0 } },
      { level: "error", msg: "outbox pass failed", fields: { error: "SQLITE_FULL database or disk is full", delayMs: 1, suppressed: 599 } },
    ]);
  });

  it("logs a different failure, message or level at once", () => {
    const lines = testLogger();
    const log = throttledLogger(lines, { now: () => 0 });
    log.error("outbox pass failed", { error: "SQLITE_FULL database or disk is full" });
    log.error("outbox pass failed", { error: "SQLITE_IOERR disk I/O error" });
    log.error("submission not stored", { error: "SQLITE_FULL database or disk is full" });
    log.warn("submission not stored", { error: "SQLITE_FULL database or disk is full" });
    log.warn("submission not stored", { error: "SQLITE_FULL database or disk is full" });
    expect(lines.lines.map((l) => `${l.level} ${l.msg} ${String(l.fields?.error)}`)).toEqual([
      "error outbox pass failed SQLITE_FULL database or disk is full",
      "error outbox pass failed SQLITE_IOERR disk I/O error",
      "error submission not stored SQLITE_FULL database or disk is full",
      "warn submission not stored SQLITE_FULL database or disk is full",
    ]);
  });
});
