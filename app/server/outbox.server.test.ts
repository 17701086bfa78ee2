import { describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { createHarness, sample, until, useHarnessPerTest, type Harness } from "../../tests/support/forms-harness";
import { listSubmissions } from "./submission-queries.server";

/**
 * The outbox behind the form service on both engines (docs/decisions/0005-forms-pipeline.md,
 * Outbox): retries, dead letters, restarts, retention, and several processes sharing the
 * jobs, against a real SMTP server on loopback.
 */
describe.each(engines)("outbox on %s", (engine) => {
  let h: Harness;
  const { outbox, submissions, submit, drained } = useHarnessPerTest(() => h);

  it("accepts while the mail server is down and delivers when it returns", async () => {
    h = await createHarness(engine);
    await h.sink.stop();
    const result = await submit("service-request", sample.service);
    expect(result.ok).toBe(true);
    const failed = await until(
      async () => (await outbox()).find((r) => r.attempts >= 2 && r.status === "pending"),
      10_000,
      "a failed attempt",
    );
    expect(failed.last_error).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    await h.sink.restart();
    const [mail] = await h.sink.waitFor(1);
    expect(mail!.messageId).toBe(`<${result.ok && result.id}@example.nl>`);
    await until(async () => (await outbox())[0]!.status === "sent", 5000, "sent mark");
  });

  it("retries a 451 and delivers, keeping one Message-ID", async () => {
    h = await createHarness(engine);
    h.sink.failNext(2, 451);
    const result = await submit("contact", sample.contact);
    const [mail] = await h.sink.waitFor(1);
    expect(mail!.messageId).toBe(`<${result.ok && result.id}@example.nl>`);
    const row = await until(async () => (await outbox()).find((r) => r.status === "sent"), 5000, "sent");
    expect(row.attempts).toBe(3);
    expect(h.logger.lines.filter((l) => l.msg === "notification mail failed: will retry")).toHaveLength(2);
  });

  it("ends a 550 as a dead letter, kept and logged", async () => {
    h = await createHarness(engine);
    h.sink.failNext(1, 550, "No such user");
    const result = await submit("contact", sample.contact);
    expect(result.ok).toBe(true);
    const row = await until(async () => (await outbox()).find((r) => r.status === "dead"), 5000, "dead letter");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550|No such user/);
    expect(await submissions()).toHaveLength(1);
    expect(h.logger.lines.some((l) => l.level === "error" && l.msg.includes("dead letter"))).toBe(true);
    // Not retried: a message after it is mailed and the queue is done, the worker having
    // been through it since the refusal. That mail is the only one.
    const marker = await submit("contact", { ...sample.contact, message: "After the dead letter" });
    await h.sink.waitFor(1);
    await drained();
    expect(h.sink.mails.map((m) => m.messageId)).toEqual([`<${marker.ok && marker.id}@example.nl>`]);
  });

  it("resumes delivery after a restart", async () => {
    h = await createHarness(engine);
    await h.sink.stop();
    for (let i = 0; i < 5; i++) expect((await submit("contact", { ...sample.contact, message: `m${i}` })).ok).toBe(true);
    await h.service.close();
    await h.sink.restart();
    const second = await h.startService();
    const mails = await h.sink.waitFor(5);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(5);
    await until(async () => (await outbox(second)).every((r) => r.status === "sent"), 5000, "all sent");
  });

  it("deletes data past the retention period, dead letters included (PRODUCT.md 10)", async () => {
    let now = Date.now() - 200 * 86_400_000;
    h = await createHarness(engine, { RETENTION_DAYS: "180" }, { now: () => now });
    h.sink.failNext(1, 550);
    await submit("contact", { ...sample.contact, message: "old, dead" });
    await until(async () => (await outbox()).some((r) => r.status === "dead"), 5000, "dead letter");
    await submit("dealer-application", sample.dealer);
    await h.sink.waitFor(1);
    now = Date.now();
    await submit("contact", { ...sample.contact, message: "recent" });
    expect(await h.service.outbox.purge()).toBe(2);
    const left = await listSubmissions(h.service.database.db);
    expect(left.map((r) => r.data.message)).toEqual(["recent"]);
    expect((await outbox()).every((r) => r.submission_id === left[0]!.id)).toBe(true);
  });
});

describe("Postgres: several processes share the outbox", () => {
  it("each job is sent by exactly one worker (FOR UPDATE SKIP LOCKED)", async () => {
    const h = await createHarness("postgres", {}, { concurrency: 4 });
    try {
      const others = [await h.startService(), await h.startService()];
      const count = 90;
      const services = [h.service, ...others];
      const results = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          services[i % 3]!.submit({ formType: "contact", formData: { ...sample.contact, message: `m${i}` }, clientIp: `198.51.100.${i}` }),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      const mails = await h.sink.waitFor(count, 30_000);
      // Every job is marked sent (a sent job is never claimed again), then every worker is
      // stopped, which waits for its sends under way: no mail is on its way any more, so a
      // job sent twice would show now.
      const outbox = () => h.service.database.db.selectFrom("mail_outbox").select(["status", "attempts", "locked_by"]).execute();
      await until(async () => (await outbox()).every((r) => r.status === "sent"), 10_000, "every job sent");
      await Promise.all(services.map((s) => s.outbox.stop()));
      expect(mails).toHaveLength(count);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(count);
      const sent = await outbox();
      expect(sent.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await h.cleanup();
    }
  });
});
