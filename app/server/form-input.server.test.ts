import type { RouterContextProvider } from "react-router";
import { requestContext } from "./request-context.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { answer, createHarness, sample, until, type Harness } from "../../tests/support/forms-harness";
import { handleFormApi } from "./form-api.server";

/**
 * Input no form sends but a client can: JSON keys that name prototypes, text that cannot be
 * stored as UTF-8, characters that cannot be seen (docs/decisions/0005-forms-pipeline.md,
 * "Visitor text"). Through the JSON API and the form service, on both engines.
 */
describe.each(engines)("hostile input on %s", (engine) => {
  let h: Harness;
  let context: RouterContextProvider;
  beforeAll(async () => {
    h = await createHarness(engine);
    context = requestContext({ forms: h.service, clientIp: "192.0.2.70", logger: h.logger });
  });
  afterAll(async () => {
    await h.cleanup();
  });

  const post = (body: string) =>
    handleFormApi(
      new Request("http://localhost/api/send-form-email", { method: "POST", body, headers: { "Content-Type": "application/json" } }),
      context,
    );
  const submit = (formData: unknown, metadata?: unknown) =>
    h.service.submit({ formType: "contact", formData, metadata, clientIp: "192.0.2.71" });
  const rows = () => h.service.database.db.selectFrom("form_submissions").selectAll().execute();
  const stored = async (id: string) => (await rows()).find((r) => r.id === id)!;

  it("a `__proto__` key smuggles no field in and changes no prototype; `constructor` and `prototype` are harmless", async () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);
    const smuggled = `{"formType":"contact","formData":{"__proto__":${JSON.stringify(sample.contact)}}}`;
    const required = { name: "Name is required", email: "Email is required", message: "Message is required" };
    const res = await post(smuggled);
    expect(res.status).toBe(400);
    expect((await answer(res)).fieldErrors).toEqual(required);
    expect(await submit((JSON.parse(smuggled) as { formData: unknown }).formData)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: required,
    });

    const poison =
      `"__proto__":{"polluted":"yes","url":"https://evil.example"},` +
      `"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}`;
    const formData = JSON.stringify({ ...sample.contact, message: "proto keys" }).replace(/^\{/, `{${poison},`);
    const ok = await post(`{"formType":"contact","formData":${formData},"metadata":{${poison}}}`);
    expect(ok.status).toBe(200);
    const row = await stored((await answer(ok)).id!);
    expect(JSON.parse(row.data)).toEqual({ ...sample.contact, message: "proto keys" });
    expect(JSON.parse(row.metadata)).toEqual({});
    const direct = await submit(JSON.parse(formData), JSON.parse(`{${poison}}`));
    expect(direct.ok && JSON.parse((await stored(direct.id)).data)).toEqual({ ...sample.contact, message: "proto keys" });

    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("text that is not well-formed Unicode is a 400 at its field, not stored", async () => {
    const before = (await rows()).length;
    // The escape stays in the JSON text: JSON.parse makes the lone surrogate.
    const res = await post(`{"formType":"contact","formData":{"name":"Anna \\ud800","email":"anna@example.nl","message":"\\udfff"}}`);
    expect(res.status).toBe(400);
    expect((await answer(res)).fieldErrors).toEqual({
      name: "Name contains invalid characters",
      message: "Message contains invalid characters",
    });
    expect(await submit({ ...sample.contact, email: "anna\ud800@example.nl" })).toMatchObject({
      status: 400,
      fieldErrors: { email: "Email contains invalid characters" },
    });
    expect(await rows()).toHaveLength(before);
  });

  it("metadata is kept well-formed and visible, even when cut at its limit", async () => {
    const result = await submit(
      { ...sample.contact, message: "metadata" },
      { userAgent: `${"a".repeat(511)}😀`, url: "https://www.example.nl/\u202econtact\ud800", timestamp: "\u200b2025-01-01" },
    );
    const metadata = JSON.parse((await stored(result.ok ? result.id : "")).metadata) as Record<string, string>;
    expect(metadata).toEqual({ userAgent: "a".repeat(511), url: "https://www.example.nl/contact\ufffd", timestamp: "2025-01-01" });
  });

  it("a name of invisible characters is required; bidirectional overrides never reach the mail", async () => {
    const res = await post(JSON.stringify({ formType: "contact", formData: { ...sample.contact, name: "\u200b\u200d\ufeff\u2060" } }));
    expect(res.status).toBe(400);
    expect((await answer(res)).fieldErrors).toEqual({ name: "Name is required" });

    const name = "Anna\u202e\u2066fdp.exe\u2069\u200e\u200f de Vries";
    const result = await submit({ ...sample.contact, name, message: "Hello\u202e there" });
    const id = result.ok ? result.id : expect.fail(JSON.stringify(result));
    const mail = await until(() => h.sink.mails.find((m) => m.parsed?.headers.get("x-form-submission") === id), 10_000, "the mail");
    expect(mail.parsed!.replyTo!.value[0]!.name).toBe("Annafdp.exe de Vries");
    expect(`${mail.parsed!.text}${mail.parsed!.html}`).not.toMatch(/[\u202e\u2066\u2069\u200e\u200f]/);
    expect(mail.parsed!.text).toContain("Hello there");
  });
});
