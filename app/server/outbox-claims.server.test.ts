import { afterEach, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { createHarness, sample, until, type Harness } from "../../tests/support/forms-harness";

/**
 * The outbox's claims (docs/decisions/0005-forms-pipeline.md, "Outbox"): a mail is recorded
 * as sent as soon as the mail server accepts it, and a worker keeps the jobs it is sending by
 * renewing their lease, so a slow send is not taken over by another process and sent twice.
 */
let h: Harness | undefined;
afterEach(async () => {
  await h?.cleanup();
  h = undefined;
});

const rows = (harness: Harness) =>
  harness.service.database.db.selectFrom("mail_outbox").select(["message_id", "status", "attempts"]).execute();
const submitMany = (harness: Harness, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      harness.service.submit({ formType: "contact", formData: { ...sample.contact, message: `m${i}` }, clientIp: `198.51.100.${i}` }),
    ),
  );

describe.each(engines)("outbox claims on %s", (engine) => {
  it("records each mail as sent as soon as the mail server accepts it", async () => {
    const harness = (h = await createHarness(engine, {}, { concurrency: 1 }));
    harness.sink.delayMs = 400;
    expect((await submitMany(harness, 5)).every((r) => r.ok)).toBe(true);
    const [first] = await harness.sink.waitFor(1);
    await until(
      async () => (await rows(harness)).find((r) => r.message_id === first!.messageId)?.status === "sent",
      5_000,
      "the first mail marked sent",
    );
    // The other four are still on their way, 400 ms each: the first was not held back for them.
    expect(harness.sink.mails.length).toBeLessThanOrEqual(2);
    await harness.sink.waitFor(5);
    await until(async () => (await rows(harness)).every((r) => r.status === "sent"), 5_000, "all marked sent");
  });
});

// On SQLite one process runs one pass at a time; only another Postgres process could take
// over a job whose lease ran out while it was being sent.
describe("outbox claims on Postgres with two processes", () => {
  it("renews the lease of a send that outlasts it, so no other process sends it again", async () => {
    const harness = (h = await createHarness("postgres", {}, { leaseMs: 1_000 }));
    // The second process polls every 50 ms for jobs whose lease has run out.
    await harness.startService({}, { leaseMs: 1_000 });
    harness.sink.delayMs = 2_500;
    expect((await submitMany(harness, 3)).every((r) => r.ok)).toBe(true);
    await harness.sink.waitFor(3);
    await until(async () => (await rows(harness)).every((r) => r.status === "sent"), 5_000, "all marked sent");
    // Each was attempted once: no lease ran out while its send was under way.
    expect((await rows(harness)).map((r) => r.attempts)).toEqual([1, 1, 1]);
    expect(harness.sink.mails).toHaveLength(3);
  });
});
