import * as z from "zod/mini";
import {
  dealerBrandDefault,
  dealerBrands,
  labels,
  maxLength,
  serviceBrands,
  urgencies,
  type FieldName,
  type FormKind,
} from "./fields";

/**
 * One schema per form (issue 3.1), used by the browser before sending and by the server
 * for the JSON API and the HTML form actions. zod/mini keeps the browser's share small,
 * and the browser loads this module only when a form is first used.
 * Messages are the spec's (spec 8): '{field} is required', 'Please enter a valid email
 * address'.
 */

/** The spec's e-mail rule (spec 5): non-space characters, an at sign, a dotted domain. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (field: FieldName) => `${labels[field]} is required`;
const tooLong = (field: FieldName, max: number) => `${labels[field]} must be at most ${max} characters`;

// Control characters never belong in a form value: NUL cannot even be stored in Postgres.
const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const oneLine = (v: string) => v.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(controlChars, "").trim();
const multiLine = (v: string) => v.replace(/\r\n?/g, "\n").replace(controlChars, "").trim();

function text(field: FieldName, max: number, clean: (v: string) => string) {
  return z.string({ error: (issue) => (issue.input == null ? required(field) : `${labels[field]} must be text`) }).check(
    z.overwrite(clean),
    z.minLength(1, required(field)),
    z.maxLength(max, tooLong(field, max)),
  );
}

function optionalText(field: FieldName, max: number, clean: (v: string) => string = oneLine) {
  return z.optional(
    z.string({ error: `${labels[field]} must be text` }).check(z.overwrite(clean), z.maxLength(max, tooLong(field, max))),
  );
}

const line = (field: keyof typeof maxLength) => text(field, maxLength[field], oneLine);
const paragraph = (field: keyof typeof maxLength) => text(field, maxLength[field], multiLine);

const email = z.string({ error: (issue) => (issue.input == null ? required("email") : "Please enter a valid email address") }).check(
  z.overwrite(oneLine),
  z.minLength(1, required("email")),
  z.maxLength(maxLength.email, tooLong("email", maxLength.email)),
  z.regex(emailPattern, "Please enter a valid email address"),
);

const phone = (isRequired: boolean) => {
  const base = z.string({ error: (issue) => (issue.input == null ? required("phone") : "Please enter a valid phone number") }).check(
    z.overwrite(oneLine),
    ...(isRequired ? [z.minLength(1, required("phone"))] : []),
    z.maxLength(maxLength.phone, tooLong("phone", maxLength.phone)),
    // Digits with the usual separators; at least six digits (a short local number).
    z.refine((v) => v === "" || (/^[+()\d\s./-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6), {
      message: "Please enter a valid phone number",
    }),
  );
  return isRequired ? base : z.optional(base);
};

/** Home-section contact form (spec 3 and 5): the name sent is first and last joined. */
export const homeContactSchema = z.object({
  firstName: line("firstName"),
  lastName: line("lastName"),
  email,
  company: optionalText("company", maxLength.company),
  subject: line("subject"),
  message: paragraph("message"),
});

/**
 * A `contact` submission (spec 7: name, email, company, subject, message). The /contact
 * page's form has name, email and message; the home form adds company and subject.
 */
export const contactSchema = z.object({
  name: line("name"),
  email,
  company: optionalText("company", maxLength.company),
  subject: optionalText("subject", maxLength.subject),
  message: paragraph("message"),
});

/** Service request (spec 3 and 5). */
export const serviceRequestSchema = z.object({
  name: line("name"),
  email,
  phone: phone(false),
  brand: z.enum(serviceBrands, { error: (issue) => (issue.input == null ? required("brand") : "Please choose a brand from the list") }),
  model: line("model"),
  serialNumber: optionalText("serialNumber", maxLength.serialNumber),
  purchaseDate: z.optional(
    z.string().check(
      z.overwrite(oneLine),
      z.refine((v) => v === "" || isPastOrTodayDate(v), { message: "Please enter a valid purchase date" }),
    ),
  ),
  issueDescription: paragraph("issueDescription"),
  urgency: z._default(z.enum(urgencies, { error: "Please choose an urgency from the list" }), "normal"),
});

/** Dealer application (spec 3 and 5); brand defaults to 'General'. */
export const dealerApplicationSchema = z.object({
  name: line("name"),
  company: line("company"),
  email,
  phone: phone(true),
  comments: optionalText("comments", maxLength.comments, multiLine),
  brand: z._default(
    z.enum([...dealerBrands, dealerBrandDefault], { error: "Please choose a brand from the list" }),
    dealerBrandDefault,
  ),
});

export type HomeContactData = z.infer<typeof homeContactSchema>;
export type ContactData = z.infer<typeof contactSchema>;
export type ServiceRequestData = z.infer<typeof serviceRequestSchema>;
export type DealerApplicationData = z.infer<typeof dealerApplicationSchema>;

export const schemas = {
  "home-contact": homeContactSchema,
  contact: contactSchema,
  "service-request": serviceRequestSchema,
  "dealer-application": dealerApplicationSchema,
} as const satisfies Record<FormKind, z.ZodMiniType>;

/** A date input's value (YYYY-MM-DD) that is a real calendar day, not in the future. */
function isPastOrTodayDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.toISOString().slice(0, 10) !== v || date.getUTCFullYear() < 1950) return false;
  // A day of slack for time zones: the visitor's today may be tomorrow in UTC.
  return date.getTime() <= Date.now() + 86_400_000;
}

export type FieldErrors = Record<string, string>;
export type ParseResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/**
 * Validates raw form values (FormData entries or a JSON object). Empty strings of optional
 * choice fields count as not given, so their defaults apply. One message per field: the
 * first problem found, which puts 'is required' before 'valid email'.
 */
export function parseForm<K extends FormKind>(kind: K, values: unknown): ParseResult<z.infer<(typeof schemas)[K]>> {
  const input = normalise(values);
  const result = (schemas[kind] as z.ZodMiniType).safeParse(input);
  if (result.success) return { ok: true, data: result.data as z.infer<(typeof schemas)[K]> };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

function normalise(values: unknown): unknown {
  if (typeof values !== "object" || values === null || Array.isArray(values)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    // Optional selects and dates post "" when left alone: treat as absent.
    if (value === "" && (key === "urgency" || key === "brand" || key === "purchaseDate")) continue;
    out[key] = value;
  }
  return out;
}
