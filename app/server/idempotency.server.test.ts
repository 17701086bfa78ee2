import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { answer, createHarness, sample, type Harness } from "../../tests/support/forms-harness";
import { handleFormApi } from "./form-api.server";
import { requestContext } from "./request-context.server";
import type { SubmissionResult } from "./forms.server";

/**
 * The Idempotency-Key (docs/decisions/0005-forms-pipeline.md, "Rate limit and idempotency"):
 * a key belongs to one client and one submission. The same key with the same submission is
 * answered with the stored id; with another submission it is a 422, as the IETF
 * Idempotency-Key draft has it; another client's key is not ours to read or to block.
 */
const conflict = {
  ok: false,
  status: 422,
  error: "This Idempotency-Key was already used for a different submission.",
} as const;

describe.each(engines)("Idempotency-Key on %s", (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  const submit = (message: string, key: string, clientIp = "192.0.2.80", more: Record<string, unknown> = {}) =>
    h.service.submit({ formType: "contact", formData: { ...sample.contact, message, ...more }, idempotencyKey: key, clientIp });
  const idOf = (r: SubmissionResult) => (r.ok ? r.id : expect.fail(JSON.stringify(r)));
  const stored = async () => {
    const rows = await h.service.database.db.selectFrom("form_submissions").select(["id", "data"]).execute();
    return rows.map((r) => ({ id: r.id, message: (JSON.parse(r.data) as { message: string }).message }));
  };
  const jobs = async () => (await h.service.database.db.selectFrom("mail_outbox").select("id").execute()).length;

  it("the same key with the same submission, however it is spaced, answers the stored id", async () => {
    const id = idOf(await submit("same", "same-key-0001"));
    expect(await submit("same", "same-key-0001")).toEqual({ ok: true, id, duplicate: true });
    expect(await submit(" same\u200b ", "same-key-0001", "192.0.2.80", { company: "" })).toEqual({ ok: true, id, duplicate: true });
  });

  it("the same key with a different submission is a 422: nothing stored, no id given", async () => {
    const before = await stored();
    const id = idOf(await submit("first", "changed-key-0001"));
    expect(await submit("second", "changed-key-0001")).toEqual(conflict);
    expect(await submit("first", "changed-key-0001", "192.0.2.80", { company: "ACME" })).toEqual(conflict);
    expect(await stored()).toEqual([...before, { id, message: "first" }]);
    expect(await jobs()).toBe(before.length + 1);
  });

  it("a key is its client's own: another client's same key neither reads the id nor blocks", async () => {
    const mine = idOf(await submit("mine", "shared-key-0001", "192.0.2.81"));
    const theirs = idOf(await submit("theirs", "shared-key-0001", "198.51.100.7"));
    const copy = idOf(await submit("mine", "shared-key-0001", "203.0.113.5"));
    expect(new Set([mine, theirs, copy]).size).toBe(3);
    expect(await submit("mine", "shared-key-0001", "192.0.2.81")).toEqual({ ok: true, id: mine, duplicate: true });
    expect(await submit("theirs", "shared-key-0001", "198.51.100.7")).toEqual({ ok: true, id: theirs, duplicate: true });
    // A client is what the rate limit counts: an IPv6 /64 is one.
    const v6 = idOf(await submit("v6", "shared-key-0001", "2001:db8:1:2::1"));
    expect(await submit("v6", "shared-key-0001", "2001:db8:1:2::ff")).toEqual({ ok: true, id: v6, duplicate: true });
  });

  it("concurrent submissions with one key: one stored, its copies answered with its id, the others 422", async () => {
    const results = await Promise.all(
      ["a", "b", "a", "b", "a", "b"].map((m) => submit(`race ${m}`, "race-key-0001").then((r) => ({ m: `race ${m}`, r }))),
    );
    const rows = (await stored()).filter((r) => r.message.startsWith("race"));
    expect(rows).toHaveLength(1);
    for (const { m, r } of results) {
      if (m === rows[0]!.message) expect(r).toMatchObject({ ok: true, id: rows[0]!.id });
      else expect(r).toEqual(conflict);
    }
  });

  it("a client at its limit gets a replay's id and a conflict's 422; neither takes a slot", async () => {
    const limited = await createHarness(engine, { FORM_RATE_LIMIT: "2" });
    try {
      const send = (message: string, key?: string) =>
        limited.service.submit({
          formType: "contact",
          formData: { ...sample.contact, message },
          clientIp: "192.0.2.90",
          ...(key ? { idempotencyKey: key } : {}),
        });
      const id = idOf(await send("one", "limit-key-0001"));
      expect(await send("other", "limit-key-0001")).toEqual(conflict);
      expect((await send("two")).ok).toBe(true);
      expect(await send("three")).toMatchObject({ ok: false, status: 429 });
      expect(await send("one", "limit-key-0001")).toEqual({ ok: true, id, duplicate: true });
      expect(await send("other", "limit-key-0001")).toEqual(conflict);
    } finally {
      await limited.cleanup();
    }
  });

  it("the API answers 422 {error} as JSON, and another client's key with 200 and its own id", async () => {
    const post = (message: string, clientIp: string) =>
      handleFormApi(
        new Request("http://localhost/api/send-form-email", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": "api-key-0001" },
          body: JSON.stringify({ formType: "contact", formData: { ...sample.contact, message }, metadata: { url: "https://x/" } }),
        }),
        requestContext({ forms: h.service, clientIp, logger: h.logger }),
      );
    const first = await post("api one", "192.0.2.100");
    const { id } = await answer(first);
    expect(first.status).toBe(200);
    expect(await (await post("api one", "192.0.2.100")).json()).toEqual({ ok: true, id });
    const changed = await post("api two", "192.0.2.100");
    expect(changed.status).toBe(422);
    expect(changed.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await changed.json()).toEqual({ error: conflict.error });
    const other = await post("api one", "192.0.2.101");
    expect(other.status).toBe(200);
    expect((await answer(other)).id).not.toBe(id);
  });
});
