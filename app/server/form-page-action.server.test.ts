import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { sample, useHarness } from "../../tests/support/forms-harness";
import { handleFormPost } from "./form-page-action.server";

/**
 * The pages' HTML form actions (docs/decisions/0005-forms-pipeline.md, Forms without
 * JavaScript) on a real service (SQLite and Postgres, loopback SMTP): the result the page
 * renders, spam, refreshes, and no 5xx for a fuzzed post.
 */
describe.each(engines)("on %s", (engine) => {
  const setup = useHarness(engine, { FORM_RATE_LIMIT: "1000000" });

  describe("the pages' HTML form actions", () => {
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      new Request("http://localhost/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const act = async (fields: Record<string, string>, accepts: Parameters<typeof handleFormPost>[1] = ["contact"]) => {
      const result = await handleFormPost({ request: form(fields), context: setup.context }, accepts);
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

    it("answers and stores in the language of the page's address (/nl/contact, /de/service-request)", async () => {
      const on = (path: string, fields: Record<string, string>, accepts: Parameters<typeof handleFormPost>[1]) =>
        handleFormPost(
          {
            request: new Request(`http://localhost${path}`, {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams(fields).toString(),
            }),
            context: setup.context,
          },
          accepts,
        );
      const invalid = await on("/nl/contact", { _form: "contact", homepage: "", name: "", email: "anna@", message: "Hoi" }, ["contact"]);
      expect(invalid.data).toMatchObject({
        ok: false,
        error: "Controleer de gemarkeerde velden.",
        fieldErrors: { name: "Naam is verplicht", email: "Vul een geldig e-mailadres in" },
      });
      const stored = await on("/nl/contact", { _form: "contact", homepage: "", ...sample.contact, message: "Via /nl" }, ["contact"]);
      const service = await on("/de/service-request", { _form: "service-request", homepage: "", ...sample.service, model: "Via /de" }, [
        "service-request",
      ]);
      const ids = [stored.data, service.data].map((d) => (d.ok ? d.id : expect.fail(JSON.stringify(d))));
      const rows = await setup.h.service.database.db.selectFrom("form_submissions").select(["id", "lang"]).where("id", "in", ids).execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, r.lang]))).toEqual({ [ids[0]!]: "nl", [ids[1]!]: "de" });

      const big = await on("/fr/contact", { _form: "contact", message: "x".repeat(100_000) }, ["contact"]);
      expect(big.data).toMatchObject({ error: "Le formulaire est trop volumineux pour être envoyé (limite\u00a0: 64\u00a0Ko)." });
      expect((await on("/de/contact", { _form: "dealer-application" }, ["contact"])).data).toMatchObject({
        error: "Dieses Formular kann nicht von dieser Seite gesendet werden.",
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
      const [row] = await setup.h.service.database.db
        .selectFrom("form_submissions")
        .select(["name", "form_type"])
        .where("data", "like", "%Home form%")
        .execute();
      expect(row).toEqual({ name: "Anna de Vries", form_type: "contact" });
    });

    it("treats a post without the honeypot, or with it filled, as spam", async () => {
      await act({ _form: "contact", ...sample.contact, message: "no honeypot" });
      await act({ _form: "contact", homepage: "x", ...sample.contact, message: "filled honeypot" });
      const rows = await setup.h.service.database.db
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

    it("runs for POST only: PUT, DELETE and PATCH are refused and store nothing", async () => {
      for (const method of ["PUT", "DELETE", "PATCH"]) {
        const request = new Request("http://localhost/contact", {
          method,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ _form: "contact", homepage: "", ...sample.contact, message: `Sent with ${method}` }).toString(),
        });
        const result = await handleFormPost({ request, context: setup.context }, ["contact"]);
        expect(result.init?.status, method).toBe(405);
      }
      const rows = await setup.h.service.database.db
        .selectFrom("form_submissions")
        .select("id")
        .where("data", "like", "%Sent with %")
        .execute();
      expect(rows).toEqual([]);
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
          context: setup.context,
        },
        ["contact"],
      );
      expect(json.init?.status).toBe(415);
      const big = await handleFormPost({ request: form({ _form: "contact", message: "x".repeat(100_000) }), context: setup.context }, [
        "contact",
      ]);
      expect(big.init?.status).toBe(413);
    });

    it("never answers a fuzzed post with a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ unit: "binary", maxLength: 200 })), async (fields) => {
          const { status } = await act(fields, ["home-contact", "dealer-application"]);
          expect(status).toBeLessThan(500);
        }),
        { numRuns: 200 },
      );
    });
  });
});
