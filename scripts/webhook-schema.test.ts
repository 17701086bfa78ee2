import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sample } from "../tests/support/forms-harness";
import { webhookEventSchema, submissionEvent } from "../app/server/webhook-event.server";
import { schemaFile, schemaText } from "./webhook-schema";

describe("the webhook events' JSON Schema", () => {
  it("is the one docs/webhooks.md points to (npm run webhooks:schema writes it)", () => {
    expect(readFileSync(schemaFile, "utf8")).toBe(schemaText());
  });

  it("describes the events the outbox sends, for each form", () => {
    const forms = { contact: sample.contact, "service-request": sample.service, "dealer-application": sample.dealer };
    for (const [form, data] of Object.entries(forms)) {
      const { body } = submissionEvent(
        {
          id: "0b9a3c1e-4d2f-4c8a-9e1b-2f3a4b5c6d7e",
          form_type: form,
          created_at: Date.parse("2026-12-01T09:30:00Z"),
          lang: "nl",
          data: JSON.stringify(data),
          metadata: JSON.stringify({ url: "https://www.example.nl/nl/contact", userAgent: "Firefox" }),
        },
        { name: "Example", url: "https://www.example.nl" },
      );
      expect(() => webhookEventSchema.parse(JSON.parse(body)), form).not.toThrow();
    }
  });
});
