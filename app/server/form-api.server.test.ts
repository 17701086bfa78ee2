import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { createHarness, sample, type Harness } from "../../tests/support/forms-harness";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { handleFormApi, handleFormApiNode } from "./form-api.server";
import { handleFormPost } from "./form-page-action.server";

/**
 * The HTTP contracts (PRODUCT.md "Interfaces"): the JSON API and the pages' HTML form
 * actions, on a real service (SQLite, loopback SMTP). Bad input of any shape never gets a
 * 5xx (issue 3.9: fuzzed with fast-check).
 */
describe.each(engines)("on %s", (engine) => {
  let h: Harness;
  let context: AppLoadContext;

  beforeAll(async () => {
    h = await createHarness(engine, { FORM_RATE_LIMIT: "1000000" });
    context = { forms: h.service, clientIp: "192.0.2.50", logger: h.logger } as AppLoadContext;
  });
  afterAll(async () => {
    await h.cleanup();
  });

  const url = "http://localhost/api/send-form-email";
  const post = (body: BodyInit | null, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
    handleFormApi(new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit), context);

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
      const res = await post(
        JSON.stringify({ formType: "contact", formData: sample.contact, metadata: { url: "https://x/contact" } }),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.json();
      expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    });

    it("400 {error, fieldErrors} with the spec's messages", async () => {
      const res = await post(JSON.stringify({ formType: "dealer-application", formData: { email: "x" } }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Please check the highlighted fields.",
        fieldErrors: {
          name: "Name is required",
          company: "Company is required",
          email: "Please enter a valid email address",
          phone: "Phone is required",
        },
      });
    });

    it("400 for malformed JSON, wrong shapes and invalid UTF-8", async () => {
      for (const body of ["{", "[]", "null", '"x"', '{"formType":1}', '{"formType":"contact","formData":[]}']) {
        const res = await post(body);
        expect(res.status, body).toBe(400);
        expect((await res.json()).error).toBeTruthy();
      }
      expect((await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400);
    });

    it("413 when the body is over the limit, counted while streaming", async () => {
      const declared = await post("x".repeat(70 * 1024));
      expect(declared.status).toBe(413);
      const chunked = await post(streamed(10 * 1024 * 1024));
      expect(chunked.status).toBe(413);
      expect((await chunked.json()).error).toMatch(/too large/);
    });

    it("415 when the body is not JSON", async () => {
      const res = await post("formType=contact", { "Content-Type": "application/x-www-form-urlencoded" });
      expect(res.status).toBe(415);
      expect((await res.json()).error).toBeTruthy();
      expect((await post("{}", {})).status).toBe(415);
    });

    it("405 for other methods, as JSON", async () => {
      const res = await handleFormApi(new Request(url), context);
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    });

    it("429 with Retry-After when the client is over its limit", async () => {
      const limited = await createHarness("sqlite", { FORM_RATE_LIMIT: "1" });
      try {
        const ctx = { forms: limited.service, clientIp: "203.0.113.9" } as AppLoadContext;
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
        expect((await res.json()).error).toMatch(/Too many submissions/);
      } finally {
        await limited.cleanup();
      }
    });

    it("honours the Idempotency-Key header", async () => {
      const body = JSON.stringify({ formType: "contact", formData: { ...sample.contact, message: "idem" } });
      const headers = { "Content-Type": "application/json", "Idempotency-Key": "key-for-the-api-test" };
      const a = await (await post(body, headers)).json();
      const b = await (await post(body, headers)).json();
      expect(a.id).toBe(b.id);
    });

    it("503, not success, when no service is there", async () => {
      const res = await handleFormApi(
        new Request(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ formType: "contact", formData: sample.contact }),
        }),
        {} as AppLoadContext,
      );
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBeTruthy();
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
            const json = await res.json();
            expect(res.status === 200 ? json.ok : json.error).toBeTruthy();
          },
        ),
        { numRuns: 400 },
      );
    });
  });

  describe("the pages' HTML form actions", () => {
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      new Request("http://localhost/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const act = async (fields: Record<string, string>, accepts: Parameters<typeof handleFormPost>[1] = ["contact"]) => {
      const result = await handleFormPost({ request: form(fields), context }, accepts);
      return { status: result.init?.status ?? 200, data: result.data };
    };

    it("stores a valid post and returns success for the page to render", async () => {
      const { status, data } = await act({ _form: "contact", homepage: "", ...sample.contact });
      expect(status).toBe(200);
      expect(data).toMatchObject({ form: "contact", ok: true });
    });

    it("returns the spec's messages with the visitor's input kept", async () => {
      const { status, data } = await act({
        _form: "contact",
        homepage: "",
        name: "Anna",
        email: "anna@",
        message: "Hello there",
      });
      expect(status).toBe(400);
      expect(data).toEqual({
        form: "contact",
        ok: false,
        error: "Please check the highlighted fields.",
        fieldErrors: { email: "Please enter a valid email address" },
        values: { name: "Anna", email: "anna@", message: "Hello there" },
      });
    });

    it("sends the home form as a contact with the names joined", async () => {
      const { data } = await act(
        {
          _form: "home-contact",
          homepage: "",
          firstName: "Anna",
          lastName: "de Vries",
          email: "anna@example.nl",
          subject: "Hi",
          message: "Home form",
        },
        ["home-contact", "dealer-application"],
      );
      expect(data).toMatchObject({ form: "home-contact", ok: true });
      const [row] = await h.service.database.db
        .selectFrom("form_submissions")
        .select(["name", "form_type"])
        .where("data", "like", "%Home form%")
        .execute();
      expect(row).toEqual({ name: "Anna de Vries", form_type: "contact" });
    });

    it("treats a post without the honeypot, or with it filled, as spam", async () => {
      await act({ _form: "contact", ...sample.contact, message: "no honeypot" });
      await act({ _form: "contact", homepage: "x", ...sample.contact, message: "filled honeypot" });
      const rows = await h.service.database.db
        .selectFrom("form_submissions")
        .select(["spam"])
        .where((eb) => eb.or([eb("data", "like", "%no honeypot%"), eb("data", "like", "%filled honeypot%")]))
        .execute();
      expect(rows.map((r) => Number(r.spam))).toEqual([1, 1]);
    });

    it("stores a resubmitted page (refresh) once", async () => {
      const fields = { _form: "contact", homepage: "", ...sample.contact, message: "refreshed" };
      const a = await act(fields);
      const b = await act(fields);
      expect(a.data).toMatchObject({ ok: true });
      expect((a.data as { id: string }).id).toBe((b.data as { id: string }).id);
    });

    it("refuses a form the page does not host, other media types and oversized bodies", async () => {
      expect((await act({ _form: "dealer-application", homepage: "", ...sample.dealer }, ["contact"])).status).toBe(400);
      const json = await handleFormPost(
        {
          request: new Request("http://localhost/contact", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: "{}",
          }),
          context,
        },
        ["contact"],
      );
      expect(json.init?.status).toBe(415);
      const big = await handleFormPost({ request: form({ _form: "contact", message: "x".repeat(100_000) }), context }, [
        "contact",
      ]);
      expect(big.init?.status).toBe(413);
    });

    it("never answers a fuzzed post with a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ unit: "binary", maxLength: 200 })),
          async (fields) => {
            const { status } = await act(fields, ["home-contact", "dealer-application"]);
            expect(status).toBeLessThan(500);
          },
        ),
        { numRuns: 200 },
      );
    });
  });

  describe("the production server's fast path (Node request and response)", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((req, res) => void handleFormApiNode(req, res, { forms: h.service, clientIp: "192.0.2.60" }));
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
      const { id } = await ok.json();
      const again = await send(JSON.stringify({ formType: "contact", formData: sample.contact }), {
        "Content-Type": "application/json",
        "Idempotency-Key": "fast-path-key-1",
      });
      expect((await again.json()).id).toBe(id);
      const invalid = await send(JSON.stringify({ formType: "contact", formData: { email: "x" } }));
      expect(invalid.status).toBe(400);
      expect((await invalid.json()).fieldErrors.email).toBe("Please enter a valid email address");
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
      expect((await res.json()).error).toMatch(/too large/);
    });

    it("never answers fuzzed bodies with a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string({ unit: "binary" }), fc.jsonValue().map((v) => JSON.stringify(v))), async (text) => {
          const res = await send(text);
          expect(res.status).toBeLessThan(500);
          await res.json();
        }),
        { numRuns: 100 },
      );
    });
  });
});
