import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { answer, createHarness, sample, useHarness } from "../../tests/support/forms-harness";
import { requestContext } from "./request-context.server";
import { handleFormApi, handleFormApiNode } from "./form-api.server";

/**
 * The JSON API's contract (PRODUCT.md "Interfaces"), through the route and through the
 * production server's fast path, on a real service (SQLite and Postgres, loopback SMTP).
 * Bad input of any shape never gets a 5xx (fuzzed with fast-check). The pages' HTML form
 * actions are in form-page-action.server.test.ts.
 */
describe.each(engines)("on %s", (engine) => {
  const setup = useHarness(engine, { FORM_RATE_LIMIT: "1000000" });

  const url = "http://localhost/api/send-form-email";
  const post = (body: BodyInit | null, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
    handleFormApi(new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit), setup.context);

  /** A body sent in chunks without Content-Length, as a streaming client would. */
  function streamed(bytes: number, chunk = 4096): ReadableStream<Uint8Array> {
    let sent = 0;
    return new ReadableStream({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const size = Math.min(chunk, bytes - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    });
  }

  describe("POST /api/send-form-email", () => {
    it("200 {ok, id} for a valid submission", async () => {
      const res = await post(JSON.stringify({ formType: "contact", formData: sample.contact, metadata: { url: "https://x/contact" } }));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await answer(res);
      expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    });

    it("400 {error, fieldErrors} with the spec's messages", async () => {
      const res = await post(JSON.stringify({ formType: "dealer-application", formData: { email: "x" } }));
      expect(res.status).toBe(400);
      expect(await answer(res)).toEqual({
        error: "Please check the highlighted fields.",
        fieldErrors: {
          name: "Name is required",
          company: "Company is required",
          email: "Please enter a valid email address",
          phone: "Phone is required",
        },
      });
    });

    it("answers in the language of metadata.lang and stores it; refuses one the site has not (PRODUCT.md 19)", async () => {
      const dutch = await post(
        JSON.stringify({ formType: "contact", formData: { ...sample.contact, email: "x" }, metadata: { lang: "nl" } }),
      );
      expect(dutch.status).toBe(400);
      expect(await answer(dutch)).toEqual({
        error: "Controleer de gemarkeerde velden.",
        fieldErrors: { email: "Vul een geldig e-mailadres in" },
      });
      // An envelope it cannot read is still answered in the language it names.
      const shapeless = await post(JSON.stringify({ formType: "contact", formData: [], metadata: { lang: "fr" } }));
      expect(await answer(shapeless)).toMatchObject({ error: "Veuillez vérifier les champs signalés." });

      const ok = await post(
        JSON.stringify({ formType: "contact", formData: { ...sample.contact, message: "Auf Deutsch" }, metadata: { lang: "de" } }),
      );
      const { id } = (await answer(ok)) as { id: string };
      const row = await setup.h.service.database.db
        .selectFrom("form_submissions")
        .select("lang")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.lang).toBe("de");

      const unknown = await post(JSON.stringify({ formType: "contact", formData: sample.contact, metadata: { lang: "es" } }));
      expect(unknown.status).toBe(400);
      expect(await answer(unknown)).toEqual({
        error: "Please check the highlighted fields.",
        fieldErrors: { metadata: "metadata.lang must be one of en, nl, de, fr" },
      });
    });

    it("400 for malformed JSON, wrong shapes and invalid UTF-8", async () => {
      for (const body of ["{", "[]", "null", '"x"', '{"formType":1}', '{"formType":"contact","formData":[]}']) {
        const res = await post(body);
        expect(res.status, body).toBe(400);
        expect((await answer(res)).error).toBeTruthy();
      }
      expect((await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400);
    });

    it("413 when the body is over the limit, counted while streaming", async () => {
      const declared = await post("x".repeat(70 * 1024));
      expect(declared.status).toBe(413);
      const chunked = await post(streamed(10 * 1024 * 1024));
      expect(chunked.status).toBe(413);
      expect((await answer(chunked)).error).toMatch(/too large/);
    });

    it("415 when the body is not JSON", async () => {
      const res = await post("formType=contact", { "Content-Type": "application/x-www-form-urlencoded" });
      expect(res.status).toBe(415);
      expect((await answer(res)).error).toBeTruthy();
      expect((await post("{}", {})).status).toBe(415);
    });

    it("405 for other methods, as JSON", async () => {
      const res = await handleFormApi(new Request(url), setup.context);
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    });

    it("429 with Retry-After when the client is over its limit", async () => {
      const limited = await createHarness("sqlite", { FORM_RATE_LIMIT: "1" });
      try {
        const ctx = requestContext({ forms: limited.service, clientIp: "203.0.113.9", logger: limited.logger });
        const send = (message: string) =>
          handleFormApi(
            new Request(url, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ formType: "contact", formData: { ...sample.contact, message } }),
            }),
            ctx,
          );
        expect((await send("one")).status).toBe(200);
        const res = await send("two");
        expect(res.status).toBe(429);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await answer(res)).error).toMatch(/Too many submissions/);
      } finally {
        await limited.cleanup();
      }
    });

    it("honours the Idempotency-Key header", async () => {
      const body = JSON.stringify({ formType: "contact", formData: { ...sample.contact, message: "idem" } });
      const headers = { "Content-Type": "application/json", "Idempotency-Key": "key-for-the-api-test" };
      const a = await answer(post(body, headers));
      const b = await answer(post(body, headers));
      expect(a.id).toBe(b.id);
    });

    it("never answers bad input with a 5xx (fuzzed)", async () => {
      const formData = fc.dictionary(
        fc.oneof(
          fc.constantFrom(
            "name",
            "email",
            "message",
            "company",
            "subject",
            "brand",
            "urgency",
            "phone",
            "homepage",
            "__proto__",
            "constructor",
          ),
          fc.string(),
        ),
        fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 300 }), fc.jsonValue(), fc.constant("a@b.nl")),
      );
      const body = fc.oneof(
        fc
          .record({
            formType: fc.oneof(fc.constantFrom("contact", "service-request", "dealer-application"), fc.string()),
            formData: fc.oneof(formData, fc.jsonValue()),
            metadata: fc.oneof(fc.jsonValue(), fc.record({ url: fc.string(), userAgent: fc.string(), timestamp: fc.string() })),
          })
          .map((v) => JSON.stringify(v)),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.string(),
        fc.string({ unit: "binary" }),
      );
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", ""),
          async (text, type) => {
            const res = await post(text, type ? { "Content-Type": type } : {});
            expect(res.status).toBeLessThan(500);
            const json = await answer(res);
            expect(res.status === 200 ? json.ok : json.error).toBeTruthy();
          },
        ),
        { numRuns: 400 },
      );
    });
  });

  describe("the production server's fast path (Node request and response)", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((req, res) => void handleFormApiNode(req, res, { forms: setup.h.service, clientIp: "192.0.2.60" }));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });
    const send = (body: BodyInit | null, headers: Record<string, string> = { "Content-Type": "application/json" }, method = "POST") =>
      fetch(base, { method, headers, body, duplex: "half" } as RequestInit);

    it("answers the same contract as the route", async () => {
      const ok = await send(JSON.stringify({ formType: "contact", formData: { ...sample.contact, message: "fast path" } }), {
        "Content-Type": "application/json; charset=utf-8",
        "Idempotency-Key": "fast-path-key-1",
      });
      expect(ok.status).toBe(200);
      const { id } = await answer(ok);
      const again = (formData: object) =>
        send(JSON.stringify({ formType: "contact", formData }), {
          "Content-Type": "application/json",
          "Idempotency-Key": "fast-path-key-1",
        });
      expect((await answer(again({ ...sample.contact, message: "fast path" }))).id).toBe(id);
      const changed = await again(sample.contact);
      expect(changed.status).toBe(422);
      expect((await answer(changed)).error).toBe("This Idempotency-Key was already used for a different submission.");
      const invalid = await send(JSON.stringify({ formType: "contact", formData: { email: "x" } }));
      expect(invalid.status).toBe(400);
      expect((await answer(invalid)).fieldErrors?.email).toBe("Please enter a valid email address");
      expect((await send("{", undefined)).status).toBe(400);
      expect((await send("a=b", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
      const get = await send(null, {}, "GET");
      expect(get.status).toBe(405);
      expect(get.headers.get("content-type")).toMatch(/^application\/json/);
    });

    it("413 for an oversized body, declared or streamed", async () => {
      expect((await send("x".repeat(70 * 1024))).status).toBe(413);
      const res = await send(streamed(5 * 1024 * 1024));
      expect(res.status).toBe(413);
      expect((await answer(res)).error).toMatch(/too large/);
    });

    it("never answers fuzzed bodies with a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ unit: "binary" }),
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
          async (text) => {
            const res = await send(text);
            expect(res.status).toBeLessThan(500);
            await answer(res);
          },
        ),
        { numRuns: 100 },
      );
    });
  });
});
