import * as z from "zod/mini";
import type { FormsCopy } from "~/content/forms";
import { fill } from "../inline-text";
import { dealerBrandDefault, dealerBrands, maxLength, serviceBrands, urgencies, type FieldName, type FormKind } from "./fields";
import { cleanLine, cleanParagraph, isWellFormed } from "./clean-text";

/**
<<<<<<< HEAD
 * One schema per form (STYLE.md 1), used by the browser before sending and by the server
 * for the JSON API and the HTML form actions. zod/mini keeps the browser's share small,
 * and the browser loads this module only when a form is first used.
 * Messages are the spec's (spec 8: '{field} is required', 'Please enter a valid email
 * address') in the language of the page or submission: the schemas are built from that
 * language's texts (app/content/forms.ts), so the browser carries only its page's language
 * (from `useUi()`) and the server answers each submission in its own (PRODUCT.md 19).
=======
 * One schema per form (docs/decisions/0005-forms-pipeline.md), used by the browser before
 * sending and by the server for the JSON API and the HTML form actions. zod/mini keeps the
 * browser's share small, and the browser loads this module only when a form is first used.
 * Messages are the spec's (spec 8): '{field} is required', 'Please enter a valid email
 * address'.
>>>>>>> h-shape
 */

/** The texts a form's checks are worded with: its labels and validation messages. */
export type FormMessages = Pick<FormsCopy, "labels" | "validation">;

/** The spec's e-mail rule (spec 5): non-space characters, an at sign, a dotted domain. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function buildSchemas({ labels, validation: says }: FormMessages) {
  const about = (template: string, field: FieldName, values: Record<string, string | number> = {}) =>
    fill(template, { field: labels[field], ...values });
  const required = (field: FieldName) => about(says.required, field);
  const tooLong = (field: FieldName, max: number) => about(says.tooLong, field, { max });

  /**
   * The first checks of every text value: well-formed Unicode (a lone surrogate cannot be
   * stored as UTF-8), then cleaned (clean-text.ts: invisible characters out, NFC, trimmed).
   * Zod runs the checks after a failed one too, but a field reports its first problem.
   */
  function cleaned(field: FieldName, clean: (v: string) => string) {
    return [z.refine<string>(isWellFormed, { message: about(says.invalidCharacters, field) }), z.overwrite(clean)] as const;
  }

  function text(field: FieldName, max: number, clean: (v: string) => string) {
    return z
      .string({ error: (issue) => (issue.input == null ? required(field) : about(says.notText, field)) })
      .check(...cleaned(field, clean), z.minLength(1, required(field)), z.maxLength(max, tooLong(field, max)));
  }

  function optionalText(field: FieldName, max: number, clean: (v: string) => string = cleanLine) {
    return z.optional(
      z.string({ error: about(says.notText, field) }).check(...cleaned(field, clean), z.maxLength(max, tooLong(field, max))),
    );
  }

  const line = (field: keyof typeof maxLength) => text(field, maxLength[field], cleanLine);
  const paragraph = (field: keyof typeof maxLength) => text(field, maxLength[field], cleanParagraph);

  const email = z
    .string({ error: (issue) => (issue.input == null ? required("email") : says.email) })
    .check(
      ...cleaned("email", cleanLine),
      z.minLength(1, required("email")),
      z.maxLength(maxLength.email, tooLong("email", maxLength.email)),
      z.regex(emailPattern, says.email),
    );

  const phone = (isRequired: boolean) => {
    const base = z.string({ error: (issue) => (issue.input == null ? required("phone") : says.phone) }).check(
      ...cleaned("phone", cleanLine),
      ...(isRequired ? [z.minLength(1, required("phone"))] : []),
      z.maxLength(maxLength.phone, tooLong("phone", maxLength.phone)),
      // Digits with the usual separators; at least six digits (a short local number).
      z.refine((v) => v === "" || (/^[+()\d\s./-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6), {
        message: says.phone,
      }),
    );
    return isRequired ? base : z.optional(base);
  };

  return {
    /** Home-section contact form (spec 3 and 5): the name sent is first and last joined. */
    "home-contact": z.object({
      firstName: line("firstName"),
      lastName: line("lastName"),
      email,
      company: optionalText("company", maxLength.company),
      subject: line("subject"),
      message: paragraph("message"),
    }),
    /**
     * A `contact` submission (spec 7: name, email, company, subject, message). The /contact
     * page's form has name, email and message; the home form adds company and subject.
     */
    contact: z.object({
      name: line("name"),
      email,
      company: optionalText("company", maxLength.company),
      subject: optionalText("subject", maxLength.subject),
      message: paragraph("message"),
    }),
    /** Service request (spec 3 and 5). */
    "service-request": z.object({
      name: line("name"),
      email,
      phone: phone(false),
      brand: z.enum(serviceBrands, { error: (issue) => (issue.input == null ? required("brand") : says.brand) }),
      model: line("model"),
      serialNumber: optionalText("serialNumber", maxLength.serialNumber),
      purchaseDate: z.optional(
        z.string().check(
          ...cleaned("purchaseDate", cleanLine),
          z.refine((v) => v === "" || isPastOrTodayDate(v), { message: says.purchaseDate }),
        ),
      ),
      issueDescription: paragraph("issueDescription"),
      urgency: z._default(z.enum(urgencies, { error: says.urgency }), "normal"),
    }),
    /** Dealer application (spec 3 and 5); brand defaults to 'General'. */
    "dealer-application": z.object({
      name: line("name"),
      company: line("company"),
      email,
      phone: phone(true),
      comments: optionalText("comments", maxLength.comments, cleanParagraph),
      brand: z._default(z.enum([...dealerBrands, dealerBrandDefault], { error: says.brand }), dealerBrandDefault),
    }),
  } as const satisfies Record<FormKind, z.ZodMiniType>;
}

type Schemas = ReturnType<typeof buildSchemas>;

/** Each language's schemas, built on first use (a page uses one language, the server four). */
const built = new WeakMap<FormMessages, Schemas>();
function schemasFor(messages: FormMessages): Schemas {
  let schemas = built.get(messages);
  if (!schemas) built.set(messages, (schemas = buildSchemas(messages)));
  return schemas;
}

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
 * Validates raw form values (FormData entries or a JSON object), worded in one language's
 * messages (`useUi().forms` in the browser, the submission's language's on the server).
 * Empty strings of optional choice fields count as not given, so their defaults apply. One
 * message per field: the first problem found, which puts 'is required' before 'valid email'.
 */
export function parseForm<K extends FormKind>(kind: K, values: unknown, messages: FormMessages): ParseResult<z.infer<Schemas[K]>> {
  const input = normalise(values);
  const result = (schemasFor(messages)[kind] as z.ZodMiniType).safeParse(input);
  if (result.success) return { ok: true, data: result.data as z.infer<Schemas[K]> };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/**
 * The object the schema reads: the value's own fields copied into an object without a
 * prototype. A JSON `__proto__` key is then an unknown field like any other (dropped by the
 * schema) instead of replacing the copy's prototype and smuggling fields in through it;
 * `constructor` and `prototype` are unknown fields too (docs/decisions/0005-forms-pipeline.md).
 */
function normalise(values: unknown): unknown {
  const out = Object.create(null) as Record<string, unknown>;
  if (typeof values !== "object" || values === null || Array.isArray(values)) return out;
  for (const [key, value] of Object.entries(values)) {
    // Optional selects and dates post "" when left alone: treat as absent.
    if (value === "" && (key === "urgency" || key === "brand" || key === "purchaseDate")) continue;
    out[key] = value;
  }
  return out;
}
