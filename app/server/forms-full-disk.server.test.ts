import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { createTestStore, engines, type TestStore } from "../../tests/support/databases";
import { until } from "../../tests/support/forms-harness";
import { fullDisk, longMessage } from "../../tests/support/full-disk";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink";
import { testLogger } from "../../tests/support/test-logger";
import { parseEnv } from "./env.server";
import { createFormService, type FormService } from "./forms.server";

/**
 * A database that cannot write (a full disk: tests/support/full-disk.ts) with mail waiting,
 * on both engines (docs/decisions/0005-forms-pipeline.md, "Outbox"): the outbox backs off
 * and leaves the event loop to others, logs the failure once, the service reports itself
 * degraded with the reason, new submissions get 503 and store nothing, and everything
 * resumes when space returns.
 */
describe.each(engines)("a full disk on %s", (engine) => {
  let store: TestStore | undefined;
  let sink: SmtpSink | undefined;
  let service: FormService | undefined;
  afterEach(async () => {
    await service?.close();
    await sink?.close();
    await store?.cleanup();
  });

  it("backs off, reports why, refuses new submissions with 503, and recovers when space returns", { timeout: 60_000 }, async () => {
    store = await createTestStore(engine);
    sink = await startSmtpSink();
    const disk = fullDisk(store);
    const pending = await disk.fill(20);
    const logger = testLogger();
    const env = parseEnv({ ...store.env, ...disk.env, SMTP_URL: sink.url, FORM_RATE_LIMIT: "1000" });
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    service = await createFormService(env, logger, { pollMs: 50 });
    await service.start();
    const s = service;

    const degraded = await until(
      () => {
        const health = s.health();
        return !health.ok && health;
      },
      5_000,
      "the service to report itself degraded",
    );
    expect(degraded.reason).toMatch(
      engine === "sqlite"
        ? /^database not writable: SQLITE_FULL database or disk is full/
        : /^database not writable: 53100 could not extend file/,
    );

    // Failed passes wait 100, 200, 400, 800 ms… (each at least half that, for jitter).
    const firstFailure = Date.now();
    const failuresAtFirst = degraded.failures;
    await until(
      () => {
        const health = s.health();
        return !health.ok && health.failures >= failuresAtFirst + 5;
      },
      10_000,
      "five more failed passes",
    );
    expect(Date.now() - firstFailure).toBeGreaterThanOrEqual((100 + 200 + 400 + 800 + 1600) / 2);
    lag.disable();
    // The loop never held the event loop: timers ran on time throughout.
    // Spinning, the loop never yields at all (a timer of 100 ms did not run in 16 s); a
    // loaded host may hold it up for a moment.
    expect(lag.max / 1e6).toBeLessThan(2_000);
    // One line for the failure, however often the pass is retried within the minute.
    expect(logger.lines.filter((l) => l.msg.startsWith("outbox pass failed"))).toHaveLength(1);
    expect(logger.lines.filter((l) => l.msg === "database not writable")).toHaveLength(1);

    // New submissions are refused, never acknowledged without a stored row.
    const rowsBefore = await s.database.db.selectFrom("form_submissions").select("id").execute();
    const refused = await s.submit({
      formType: "contact",
      formData: { name: "Anna", email: "anna@example.nl", message: longMessage },
      clientIp: "192.0.2.1",
    });
    expect(refused).toMatchObject({ ok: false, status: 503 });
    expect(await s.database.db.selectFrom("form_submissions").select("id").execute()).toHaveLength(rowsBefore.length);

    await disk.free();
    await until(() => s.health().ok, 35_000, "the service to report itself healthy");
    await sink.waitFor(pending.length, 20_000);
    expect(new Set(sink.mails.map((m) => m.messageId))).toEqual(new Set(pending));
    await until(
      async () => {
        const rows = await s.database.db.selectFrom("mail_outbox").select("status").execute();
        return rows.every((r) => r.status === "sent");
      },
      5_000,
      "every job marked sent",
    );
    expect(logger.lines.some((l) => l.msg === "database writable again")).toBe(true);
    expect(
      (
        await s.submit({
          formType: "contact",
          formData: { name: "Anna", email: "anna@example.nl", message: longMessage },
          clientIp: "192.0.2.1",
        })
      ).ok,
    ).toBe(true);
  });
});
