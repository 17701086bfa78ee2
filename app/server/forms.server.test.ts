import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { createHarness, sample, until, type Harness } from "../../tests/support/forms-harness";
import { deleteSubmissions, listSubmissions } from "./submission-store.server";

/**
 * The form service end to end on both engines (issue 3.9): real SQLite and Postgres, a
 * real SMTP server on loopback, mail read back with mailparser.
 */
describe.each(engines)("form service on %s", (engine) => {
  let h: Harness;
  afterEach(async () => {
    await h?.cleanup();
  });

  const outbox = (service = h.service) => service.database.db.selectFrom("mail_outbox").selectAll().execute();
  const submissions = (service = h.service) => service.database.db.selectFrom("form_submissions").selectAll().execute();
  const submit = (formType: string, formData: unknown, more: Record<string, unknown> = {}) =>
    h.service.submit({ formType, formData, clientIp: "192.0.2.10", ...more });

  it("stores each form, then mails it once to its mailbox with a fixed Message-ID (PRODUCT.md 8)", async () => {
    h = await createHarness(engine);
    const ids = [
      await submit("contact", sample.contact),
      await submit("service-request", sample.service),
      await submit("dealer-application", sample.dealer),
    ].map((r) => (r.ok ? r.id : expect.fail(JSON.stringify(r))));

    const mails = await h.sink.waitFor(3);
    const byId = new Map(mails.map((m) => [m.parsed!.headers.get("x-form-submission"), m]));
    expect(byId.get(ids[0])!.envelopeTo).toEqual(["info@example.nl"]);
    expect(byId.get(ids[1])!.envelopeTo).toEqual(["technical@example.nl"]);
    expect(byId.get(ids[2])!.envelopeTo).toEqual(["info@example.nl"]);
    expect(byId.get(ids[0])!.parsed!.subject).toBe("Website: Contact message");
    expect(byId.get(ids[1])!.parsed!.subject).toBe("Website: Service request – Norcool (high)");
    expect(byId.get(ids[2])!.parsed!.subject).toBe("Website: Dealer application – Nimo");
    for (const [i, id] of ids.entries()) {
      const mail = byId.get(id)!;
      expect(mail.messageId).toBe(`<${id}@example.nl>`);
      expect(mail.parsed!.text).toBeTruthy();
      expect(mail.parsed!.html).toBeTruthy();
      expect(mail.parsed!.replyTo!.value[0]!.address).toBe([sample.contact, sample.service, sample.dealer][i]!.email);
    }
    // The mail server has the mails a moment before the worker records them as sent.
    const rows = await until(async () => {
      const all = await outbox();
      return all.every((r) => r.status === "sent") && all;
    }, 5000, "all three marked sent");
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
    expect(await submissions()).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(h.sink.mails).toHaveLength(3);
  });

  it("routes to the MAIL_TO_* overrides", async () => {
    h = await createHarness(engine, { MAIL_TO_CONTACT: "sales@example.com", MAIL_TO_SERVICE: "repair@example.com", MAIL_TO_DEALER: "dealers@example.com" });
    await submit("contact", sample.contact);
    await submit("service-request", sample.service);
    await submit("dealer-application", sample.dealer);
    const mails = await h.sink.waitFor(3);
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(["dealers@example.com", "repair@example.com", "sales@example.com"]);
  });

  it("keeps UTF-8 intact: accents, emoji and right-to-left text", async () => {
    h = await createHarness(engine);
    const name = "Zoë Ağaoğlu-Ñúñez 😀";
    const message = "Ça va? שלום עולם – مرحبا بالعالم – 日本語 – 🎉🍷\nSecond line: Grüße";
    const result = await submit("contact", { ...sample.contact, name, message });
    expect(result.ok).toBe(true);
    const [mail] = await h.sink.waitFor(1);
    expect(mail!.parsed!.text).toContain(`Name: ${name}`);
    expect(mail!.parsed!.text).toContain("  Ça va? שלום עולם – مرحبا بالعالم – 日本語 – 🎉🍷\n  Second line: Grüße");
    expect(mail!.parsed!.html).toContain(name);
    expect(mail!.parsed!.html).toContain("שלום עולם – مرحبا بالعالم");
    expect(mail!.parsed!.replyTo!.value[0]!.name).toBe(name);
    const [row] = await listSubmissions(h.service.database.db);
    expect(row!.data.message).toBe(message);
  });

  it("neutralises header injection and HTML in visitor values", async () => {
    h = await createHarness(engine);
    const bad = await submit("contact", { ...sample.contact, email: "anna@example.nl\r\nBcc: victim@example.com" });
    expect(bad).toMatchObject({ ok: false, status: 400, fieldErrors: { email: "Please enter a valid email address" } });

    const result = await submit("contact", {
      name: "Anna\r\nBcc: victim@example.com\r\nSubject: Free money",
      email: "anna@example.nl",
      company: "<b>ACME</b>",
      subject: "Hi\r\nBcc: victim2@example.com",
      message: `<script>alert(1)</script><img src="https://tracker.example/x.png">`,
    });
    expect(result.ok).toBe(true);
    const [mail] = await h.sink.waitFor(1);
    const parsed = mail!.parsed!;
    expect(mail!.envelopeTo).toEqual(["info@example.nl"]);
    expect(parsed.headers.has("bcc")).toBe(false);
    expect(parsed.subject).toBe("Website: Contact message");
    expect(mail!.raw).not.toMatch(/^Bcc:/im);
    expect(mail!.raw).not.toMatch(/^Subject: Free money/im);
    expect(parsed.html).not.toMatch(/<script|<img|<b>/);
    expect(parsed.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(parsed.replyTo!.value).toEqual([{ address: "anna@example.nl", name: "Anna Bcc: victim@example.com Subject: Free money" }]);
  });

  it("refuses invalid input with the spec's messages and stores nothing", async () => {
    h = await createHarness(engine);
    expect(await submit("contact", { name: "", email: "nope", message: "x" })).toEqual({
      ok: false,
      status: 400,
      error: "Please check the highlighted fields.",
      fieldErrors: { name: "Name is required", email: "Please enter a valid email address" },
    });
    expect(await submit("newsletter", sample.contact)).toMatchObject({ status: 400, fieldErrors: { formType: "Unknown form type" } });
    expect(await submit("contact", "not an object")).toMatchObject({ status: 400 });
    expect(await submit("contact", sample.contact, { idempotencyKey: "bad key!" })).toMatchObject({ status: 400 });
    expect(await submissions()).toHaveLength(0);
  });

  it("stores and mails once per idempotency key, even for concurrent duplicates", async () => {
    h = await createHarness(engine);
    const key = "0123456789abcdef0123456789abcdef";
    const results = await Promise.all(Array.from({ length: 5 }, () => submit("contact", sample.contact, { idempotencyKey: key })));
    const ids = new Set(results.map((r) => (r.ok ? r.id : "failed")));
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBe("failed");
    // A later retry gets the same answer.
    const again = await submit("contact", sample.contact, { idempotencyKey: key });
    expect(again.ok && again.id).toBe([...ids][0]);
    await h.sink.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(h.sink.mails).toHaveLength(1);
    expect(await submissions()).toHaveLength(1);
  });

  it("stores spam marked as spam and does not mail it (PRODUCT.md 9)", async () => {
    h = await createHarness(engine);
    const filled = await submit("contact", { ...sample.contact, homepage: "https://spam.example" });
    const flagged = await submit("dealer-application", sample.dealer, { spam: true });
    expect(filled.ok && flagged.ok).toBe(true);
    const rows = await submissions();
    expect(rows.map((r) => Number(r.spam))).toEqual([1, 1]);
    expect(rows[0]!.data).not.toContain("spam.example");
    expect(await outbox()).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(h.sink.mails).toHaveLength(0);
  });

  it("limits accepted submissions per client per minute, answering replays", async () => {
    h = await createHarness(engine, { FORM_RATE_LIMIT: "2" });
    const first = await submit("contact", sample.contact, { idempotencyKey: "first-key-123" });
    expect((await submit("contact", { ...sample.contact, message: "two" })).ok).toBe(true);
    const limited = await submit("contact", { ...sample.contact, message: "three" });
    expect(limited).toMatchObject({ ok: false, status: 429 });
    expect(!limited.ok && limited.retryAfter).toBeGreaterThan(50);
    expect(!limited.ok && limited.error).toMatch(/^Too many submissions\. Please try again in \d+ seconds\.$/);
    // IPv6 neighbours in one /64 share the limit; other clients do not.
    expect((await submit("contact", sample.contact, { clientIp: "2001:db8::1" })).ok).toBe(true);
    expect((await submit("contact", { ...sample.contact, message: "b" }, { clientIp: "2001:db8::2" })).ok).toBe(true);
    expect((await submit("contact", { ...sample.contact, message: "c" }, { clientIp: "2001:db8::3" })).ok).toBe(false);
    const replay = await submit("contact", sample.contact, { idempotencyKey: "first-key-123" });
    expect(replay.ok && first.ok && replay.id === first.id).toBe(true);
    expect(await submissions()).toHaveLength(4);
  });

  it("accepts while the mail server is down and delivers when it returns", async () => {
    h = await createHarness(engine);
    await h.sink.stop();
    const result = await submit("service-request", sample.service);
    expect(result.ok).toBe(true);
    const failed = await until(async () => (await outbox()).find((r) => r.attempts >= 2 && r.status === "pending"), 10_000, "a failed attempt");
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
    await new Promise((r) => setTimeout(r, 300));
    expect(h.sink.mails).toHaveLength(0);
    expect(await submissions()).toHaveLength(1);
    expect(h.logger.lines.some((l) => l.level === "error" && l.msg.includes("dead letter"))).toBe(true);
  });

  it("writes the submission and its job in one transaction: a failed job write stores nothing", async () => {
    h = await createHarness(engine);
    await sql`drop table mail_outbox`.execute(h.service.database.db);
    const result = await submit("contact", sample.contact);
    expect(result).toEqual({ ok: false, status: 503, error: "Your message could not be saved right now. Please try again in a moment." });
    expect(await submissions()).toHaveLength(0);
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

  it("erases a person's submissions by e-mail address, in any case", async () => {
    h = await createHarness(engine);
    await submit("contact", sample.contact);
    await submit("service-request", { ...sample.service, email: "Anna@Example.NL" });
    await submit("dealer-application", sample.dealer);
    await h.sink.waitFor(3);
    const erased = await deleteSubmissions(h.service.database, { email: " ANNA@example.nl " });
    expect(erased).toHaveLength(2);
    const left = await listSubmissions(h.service.database.db);
    expect(left.map((r) => r.email)).toEqual(["piet@example.nl"]);
    expect(await outbox()).toHaveLength(1);
  });

  it("answers 503 once closing", async () => {
    h = await createHarness(engine);
    const service = h.service;
    await service.close();
    expect(await service.submit({ formType: "contact", formData: sample.contact, clientIp: "x" })).toMatchObject({ ok: false, status: 503 });
  });
});

describe("SQLite: one server process per database", () => {
  it("refuses a second service on the same DATA_DIR with a clear message", async () => {
    const h = await createHarness("sqlite");
    try {
      await expect(h.startService()).rejects.toThrow(/Another server process is already using the database .*forms\.sqlite.*DATABASE_URL/);
      // The first one still works.
      expect((await h.service.submit({ formType: "contact", formData: sample.contact, clientIp: "x" })).ok).toBe(true);
    } finally {
      await h.cleanup();
    }
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
      await new Promise((r) => setTimeout(r, 500));
      expect(mails).toHaveLength(count);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(count);
      const sent = await h.service.database.db.selectFrom("mail_outbox").select(["status", "attempts", "locked_by"]).execute();
      expect(sent.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await h.cleanup();
    }
  });
});
