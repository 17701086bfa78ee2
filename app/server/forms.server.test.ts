import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { createHarness, sample, until, useHarnessPerTest, type Harness } from "../../tests/support/forms-harness";
import { deleteSubmissions, listSubmissions } from "./submission-queries.server";

/**
 * The form service on both engines, from submission to stored row and mail: real SQLite
 * and Postgres, a real SMTP server on loopback, mail read back with mailparser. What
 * happens to the mail after that is in outbox.server.test.ts.
 */
describe.each(engines)("form service on %s", (engine) => {
  let h: Harness;
  const { outbox, submissions, submit, drained } = useHarnessPerTest(() => h);

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
    const rows = await until(
      async () => {
        const all = await outbox();
        return all.every((r) => r.status === "sent") && all;
      },
      5000,
      "all three marked sent",
    );
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
    expect(await submissions()).toHaveLength(3);
    // Once. Every job is marked sent after the mail server has its mail, and a sent job is
    // never claimed again: nothing more can come.
    expect(h.sink.mails).toHaveLength(3);
  });

  it("routes to the MAIL_TO_* overrides", async () => {
    h = await createHarness(engine, {
      MAIL_TO_CONTACT: "sales@example.com",
      MAIL_TO_SERVICE: "repair@example.com",
      MAIL_TO_DEALER: "dealers@example.com",
    });
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

  it("stores the page's language, answers in it, and names it in the English staff mail (PRODUCT.md 19)", async () => {
    h = await createHarness(engine);
    const dutch = await submit("contact", sample.contact, { metadata: { url: "https://www.example.nl/nl/contact", lang: "nl" } });
    const german = await submit("service-request", sample.service, { metadata: { lang: "de" } });
    const unnamed = await submit("dealer-application", sample.dealer, { metadata: { url: "https://www.example.nl/" } });
    const ids = [dutch, german, unnamed].map((r) => (r.ok ? r.id : expect.fail(JSON.stringify(r))));
    const rows = await listSubmissions(h.service.database.db);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.lang]))).toEqual({ [ids[0]!]: "nl", [ids[1]!]: "de", [ids[2]!]: "en" });
    // The language is a column of its own, not part of the spec's metadata.
    expect(rows.every((r) => !("lang" in r.metadata))).toBe(true);

    const mails = await h.sink.waitFor(3);
    const mailOf = (id: string) => mails.find((m) => m.parsed!.headers.get("x-form-submission") === id)!.parsed!;
    expect(mailOf(ids[0]!).text).toContain("\nLanguage: Dutch (nl)\n");
    expect(mailOf(ids[0]!).text).toContain("Name: Anna de Vries");
    expect(mailOf(ids[0]!).subject).toBe("Website: Contact message");
    expect(mailOf(ids[1]!).text).toContain("Language: German (de)");
    expect(mailOf(ids[2]!).text).toContain("Language: English (en)");
  });

  it("answers a visitor in the page's language, and refuses a language the site has not", async () => {
    h = await createHarness(engine);
    expect(await submit("contact", { ...sample.contact, name: "", email: "nope" }, { metadata: { lang: "de" } })).toEqual({
      ok: false,
      status: 400,
      error: "Bitte prüfen Sie die markierten Felder.",
      fieldErrors: { name: "Name ist ein Pflichtfeld", email: "Bitte geben Sie eine gültige E-Mail-Adresse ein" },
    });
    expect(await submit("dealer-application", { ...sample.dealer, phone: "" }, { metadata: { lang: "fr" } })).toMatchObject({
      error: "Veuillez vérifier les champs signalés.",
      fieldErrors: { phone: "Le champ «\u00a0Téléphone\u00a0» est obligatoire" },
    });
    for (const lang of ["es", "NL", "", null, 1]) {
      expect(await submit("contact", sample.contact, { metadata: { lang } })).toEqual({
        ok: false,
        status: 400,
        error: "Please check the highlighted fields.",
        fieldErrors: { metadata: "metadata.lang must be one of en, nl, de, fr" },
      });
    }
    expect(await submissions()).toHaveLength(0);
  });

  it("gives rows stored before the language column English (the migration's default)", async () => {
    h = await createHarness(engine);
    await sql`insert into form_submissions (id, form_type, created_at, email, name, data, metadata) values ('old', 'contact', 1, 'a@b.nl', 'A', '{}', '{}')`.execute(
      h.service.database.db,
    );
    expect((await listSubmissions(h.service.database.db)).map((r) => r.lang)).toEqual(["en"]);
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
    await drained();
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
    // A genuine message after the spam is mailed, and the queue is done: the worker has
    // been through it since the spam came in. Its mail is the only one.
    const marker = await submit("contact", { ...sample.contact, message: "After the spam" });
    await h.sink.waitFor(1);
    await drained();
    expect(h.sink.mails.map((m) => m.messageId)).toEqual([`<${marker.ok && marker.id}@example.nl>`]);
  });

  it("limits accepted submissions per client per minute, answering replays", async () => {
    h = await createHarness(engine, { FORM_RATE_LIMIT: "2" });
    const first = await submit("contact", sample.contact, { idempotencyKey: "first-key-123" });
    expect((await submit("contact", { ...sample.contact, message: "two" })).ok).toBe(true);
    const limited = await submit("contact", { ...sample.contact, message: "three" });
    expect(limited).toMatchObject({ ok: false, status: 429 });
    expect(!limited.ok && limited.retryAfter).toBeGreaterThan(50);
    expect(!limited.ok && limited.error).toMatch(/^Too many submissions\. Please try again in \d+ seconds?\.$/);
    // IPv6 neighbours in one /64 share the limit; other clients do not.
    expect((await submit("contact", sample.contact, { clientIp: "2001:db8::1" })).ok).toBe(true);
    expect((await submit("contact", { ...sample.contact, message: "b" }, { clientIp: "2001:db8::2" })).ok).toBe(true);
    expect((await submit("contact", { ...sample.contact, message: "c" }, { clientIp: "2001:db8::3" })).ok).toBe(false);
    const replay = await submit("contact", sample.contact, { idempotencyKey: "first-key-123" });
    expect(replay.ok && first.ok && replay.id === first.id).toBe(true);
    expect(await submissions()).toHaveLength(4);
  });

  it("writes the submission and its job in one transaction: a failed job write stores nothing", async () => {
    h = await createHarness(engine);
    await sql`drop table mail_outbox`.execute(h.service.database.db);
    const result = await submit("contact", sample.contact);
    expect(result).toEqual({ ok: false, status: 503, error: "Your message could not be saved right now. Please try again in a moment." });
    expect(await submissions()).toHaveLength(0);
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
    expect(await service.submit({ formType: "contact", formData: sample.contact, clientIp: "x" })).toMatchObject({
      ok: false,
      status: 503,
    });
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
