import { describe, expect, it } from "vitest";
import { testLogger } from "../../tests/support/test-logger";
import { createWriteHealth } from "./write-health.server";

const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

describe("createWriteHealth", () => {
  it("is degraded from a failed write until the next write that succeeds, whoever makes it", () => {
    let now = 1_000;
    const logger = testLogger();
    const health = createWriteHealth(logger, { now: () => now });
    const outbox = health.source("outbox");
    const submissions = health.source("submissions");
    expect(health.state()).toEqual({ ok: true });

    outbox.failed(full);
    now += 500;
    submissions.failed(full);
    expect(health.state()).toEqual({
      ok: false,
      reason: "database not writable: SQLITE_FULL database or disk is full",
      since: 1_000,
      failures: 2,
    });

    now += 500;
    outbox.succeeded();
    expect(health.state()).toEqual({ ok: true });
    expect(logger.lines.map((l) => [l.level, l.msg, l.fields])).toEqual([
      ["error", "database not writable", { source: "outbox", error: "SQLITE_FULL database or disk is full" }],
      ["info", "database writable again", { source: "outbox", failures: 2, afterMs: 1_000 }],
    ]);
  });

  it("forgets a failure no write has repeated for a minute", () => {
    let now = 0;
    const health = createWriteHealth(testLogger(), { now: () => now });
    health.source("submissions").failed(full);
    now = 60_000;
    expect(health.state().ok).toBe(false);
    now = 60_001;
    expect(health.state()).toEqual({ ok: true });
  });
});
