import { createHmac } from "node:crypto";
import { z } from "zod";
import { formFields, formTypes, wireFields, type FieldName, type FieldSpec, type FormFields, type FormType } from "~/lib/forms/fields";
import { languages } from "~/lib/i18n";
import { asText } from "~/lib/text";
import { eventTypes } from "./webhook-config.server";

/**
 * The webhook events (PRODUCT.md 24; docs/webhooks.md, which shows the JSON Schema made
 * from these schemas: docs/webhook-event.schema.json) and their Standard Webhooks
 * signature. An event is built from the stored submission on every attempt, the same bytes
 * each time; its `webhook-id` is the submission's, so a receiver drops a repeat.
 */
const schemaVersion = 1;

/** Who the visitor is: the fields a CRM makes a contact or lead of. The form's other fields are its own. */
const contactFields = ["name", "email", "phone", "company"] as const satisfies readonly FieldName[];

const text = z.string();
const contact = z
  .object({
    name: text,
    email: text.describe("As the visitor typed it (checked to be an address, not that it exists)."),
    phone: text.optional(),
    company: text.optional(),
  })
  .strict();

/** A form field in an event: text, a day, or one of a choice's options; optional unless always there. */
function fieldSchema(field: FieldSpec): z.ZodType {
  const value =
    field.kind === "choice"
      ? field.brands
        ? brandChoice(field.brands, field.options)
        : z.enum(field.options)
      : field.kind === "date"
        ? z.iso.date()
        : text;
  const always = field.required === true || (field.kind === "choice" && field.default !== undefined);
  return always ? value : value.optional();
}

/**
 * A choice of the brands: a string, since the brands are content and a new brand's files
 * are all it takes to add one (content/brands/). The server checked it against the brands
 * published when it was sent.
 */
function brandChoice(list: "names" | "dealer", own: readonly string[]): z.ZodType {
  const others = own.map((o) => `"${o}"`).join(" or ");
  return text.describe(
    list === "dealer"
      ? `One of the brands' names as the site's dealer form spells them, e.g. "Pevino" (content/brands/: dealerFormName, else name), or ${others}.`
      : `One of the brands' names as the site writes them, e.g. "PeVino" (content/brands/: name), or ${others}.`,
  );
}

/** The form's own fields of an event (all but the contact's), in its definition's order. */
const isContactField = (name: string) => (contactFields as readonly string[]).includes(name);
const ownFields = (form: FormType, fields: FormFields) => wireFields(form, fields).filter((f) => !isContactField(f.name));

const site = z.object({ name: text, url: z.url() }).strict();

const submitted = <F extends FormType>(form: F, fields: FormFields) =>
  z
    .object({
      type: z.literal(eventTypes[form]),
      timestamp: z.iso.datetime().describe("When the submission was stored."),
      data: z
        .object({
          schemaVersion: z.literal(schemaVersion),
          id: text.describe("The submission's id, as in the notification mail and the staff CLI."),
          form: z.literal(form),
          language: z.enum(languages).describe("The language of the page it was sent from."),
          submittedAt: z.iso.datetime(),
          contact,
          fields: z.object(Object.fromEntries(ownFields(form, fields).map((f) => [f.name, fieldSchema(f)]))).strict(),
          page: z.url().nullable().describe("The address of the page it was sent from, as the browser reported it."),
          site,
        })
        .strict(),
    })
    .strict();

/** A signed ping (npm run submissions -- webhooks test): check the endpoint and its secret. */
const ping = z
  .object({
    type: z.literal("webhook.test"),
    timestamp: z.iso.datetime(),
    data: z.object({ schemaVersion: z.literal(schemaVersion), site }).strict(),
  })
  .strict();

/** The events of forms with these fields: the site's own (`webhookEventSchema`), or others in a test. */
export function eventSchemaFor(fields: FormFields) {
  return z.discriminatedUnion("type", [
    submitted(formTypes[0], fields),
    submitted(formTypes[1], fields),
    submitted(formTypes[2], fields),
    ping,
  ]);
}

export const webhookEventSchema = eventSchemaFor(formFields);

/** The JSON Schema of the events, as docs/webhook-event.schema.json holds it. */
export function eventJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(webhookEventSchema, { target: "draft-2020-12" }),
    $id: "webhook-event.schema.json",
    title: "Website form webhook event",
  };
}

export interface StoredForEvent {
  id: string;
  form_type: string;
  created_at: number;
  lang: string;
  data: string;
  metadata: string;
}

/** The event of a stored submission, as sent: its type and its JSON body. */
export function submissionEvent(
  row: StoredForEvent,
  siteInfo: { name: string; url: string },
  fields: FormFields = formFields,
): { type: string; body: string } {
  const form = row.form_type as FormType;
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const metadata = JSON.parse(row.metadata) as Record<string, unknown>;
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.map((f) => [f, asText(data[f])] as const).filter(([, v]) => v !== ""));
  const at = new Date(Number(row.created_at)).toISOString();
  const page = asText(metadata.url);
  const event = {
    type: eventTypes[form],
    timestamp: at,
    data: {
      schemaVersion,
      id: row.id,
      form,
      language: row.lang,
      submittedAt: at,
      contact: pick(contactFields),
      fields: pick(ownFields(form, fields).map((f) => f.name)),
      page: URL.canParse(page) ? page : null,
      site: siteInfo,
    },
  };
  return { type: event.type, body: JSON.stringify(event) };
}

export function pingEvent(siteInfo: { name: string; url: string }, at: number): string {
  return JSON.stringify({ type: "webhook.test", timestamp: new Date(at).toISOString(), data: { schemaVersion, site: siteInfo } });
}

/** The `webhook-id` of a submission's event: the same on every attempt and replay (Standard Webhooks). */
export const webhookIdOf = (submissionId: string) => `msg_${submissionId}`;

/**
 * `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under each key,
 * space-separated, so a receiver holding either secret accepts it while one is rotated.
 */
export function signature(secrets: readonly Buffer[], id: string, timestamp: number, body: string): string {
  return secrets.map((key) => `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`).join(" ");
}
