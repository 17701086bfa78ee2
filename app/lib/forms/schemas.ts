import * as z from "zod/mini";
import type { FormsCopy } from "~/content/forms";
import { fill } from "../inline-text";
import { formFields, type FieldName, type FieldSpec, type FormFields, type FormKind, type OwnMessageField } from "./fields";
import { cleanLine, cleanParagraph, isWellFormed } from "./clean-text";

/**
 * One schema per form (docs/decisions/0005-forms-pipeline.md), made from the form's field
 * definition (./fields.ts), used by the browser before sending and by the server for the
 * JSON API and the HTML form actions. zod/mini keeps the browser's share small, and the
 * browser loads this module only when a form is first used.
 * Messages are the spec's (spec 8: '{field} is required', 'Please enter a valid email
 * address') in the language of the page or submission: the schemas are built from that
 * language's texts (`forms`, app/content/interface/<lang>.ts), so the browser carries only its page's language
 * (from `useUi()`) and the server answers each submission in its own (PRODUCT.md 19).
 */

/** The texts a form's checks are worded with: its labels and validation messages. */
export type FormMessages = Pick<FormsCopy, "labels" | "validation">;

/** The spec's e-mail rule (spec 5): non-space characters, an at sign, a dotted domain. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function buildSchemas(fields: FormFields, { labels, validation: says }: FormMessages) {
  // The definitions name their fields with FieldName, so every language has each label.
  const label = (field: string) => labels[field as FieldName];
  const own = (field: string) => says[field as OwnMessageField];
  const about = (template: string, field: string, values: Record<string, string | number> = {}) =>
    fill(template, { field: label(field), ...values });
  const required = (field: string) => about(says.required, field);
  const tooLong = (field: string, max: number) => about(says.tooLong, field, { max });

  /**
   * The first checks of every text value: well-formed Unicode (a lone surrogate cannot be
   * stored as UTF-8), then cleaned (clean-text.ts: invisible characters out, NFC, trimmed).
   * Zod runs the checks after a failed one too, but a field reports its first problem.
   */
  function cleaned(field: string, clean: (v: string) => string) {
    return [z.refine<string>(isWellFormed, { message: about(says.invalidCharacters, field) }), z.overwrite(clean)] as const;
  }

  function text(field: string, max: number, clean: (v: string) => string, isRequired: boolean) {
    if (!isRequired) {
      return z.optional(
        z.string({ error: about(says.notText, field) }).check(...cleaned(field, clean), z.maxLength(max, tooLong(field, max))),
      );
    }
    return z
      .string({ error: (issue) => (issue.input == null ? required(field) : about(says.notText, field)) })
      .check(...cleaned(field, clean), z.minLength(1, required(field)), z.maxLength(max, tooLong(field, max)));
  }

  function email(field: string, max: number, isRequired: boolean) {
    const base = z.string({ error: (issue) => (issue.input == null ? required(field) : says.email) }).check(
      ...cleaned(field, cleanLine),
      ...(isRequired ? [z.minLength(1, required(field))] : []),
      z.maxLength(max, tooLong(field, max)),
      // An optional address may be left empty.
      isRequired ? z.regex(emailPattern, says.email) : z.refine((v) => v === "" || emailPattern.test(v), { message: says.email }),
    );
    return isRequired ? base : z.optional(base);
  }

  function phone(field: string, max: number, isRequired: boolean) {
    const base = z.string({ error: (issue) => (issue.input == null ? required(field) : says.phone) }).check(
      ...cleaned(field, cleanLine),
      ...(isRequired ? [z.minLength(1, required(field))] : []),
      z.maxLength(max, tooLong(field, max)),
      // Digits with the usual separators; at least six digits (a short local number).
      z.refine((v) => v === "" || (/^[+()\d\s./-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6), {
        message: says.phone,
      }),
    );
    return isRequired ? base : z.optional(base);
  }

  function choice(field: string, options: readonly string[], fallback: string | undefined, isRequired: boolean) {
    if (fallback !== undefined) return z._default(z.enum(options, { error: own(field) }), fallback);
    const list = z.enum(options, { error: (issue) => (issue.input == null ? required(field) : own(field)) });
    return isRequired ? list : z.optional(list);
  }

  function date(field: string, isRequired: boolean) {
    const day = z.string().check(
      ...cleaned(field, cleanLine),
      ...(isRequired ? [z.minLength(1, required(field))] : []),
      z.refine((v) => v === "" || isPastOrTodayDate(v), { message: own(field) }),
    );
    return isRequired ? day : z.optional(day);
  }

  function schemaOf(f: FieldSpec): z.ZodMiniType {
    const isRequired = f.required === true;
    switch (f.kind) {
      case "line":
        return text(f.name, f.max, cleanLine, isRequired);
      case "paragraph":
        return text(f.name, f.max, cleanParagraph, isRequired);
      case "email":
        return email(f.name, f.max, isRequired);
      case "phone":
        return phone(f.name, f.max, isRequired);
      case "choice":
        return choice(f.name, f.options, f.default, isRequired);
      case "date":
        return date(f.name, isRequired);
    }
  }

  const schemas = {} as Record<FormKind, z.ZodMiniObject>;
  for (const kind of Object.keys(fields) as FormKind[]) {
    schemas[kind] = z.object(Object.fromEntries(fields[kind].map((f) => [f.name, schemaOf(f)])));
  }
  return schemas;
}

type Schemas = ReturnType<typeof buildSchemas>;

/** Each language's schemas, built on first use (a page uses one language, the server four). */
const built = new WeakMap<FormFields, WeakMap<FormMessages, Schemas>>();
function schemasFor(fields: FormFields, messages: FormMessages): Schemas {
  let byMessages = built.get(fields);
  if (!byMessages) built.set(fields, (byMessages = new WeakMap()));
  let schemas = byMessages.get(messages);
  if (!schemas) byMessages.set(messages, (schemas = buildSchemas(fields, messages)));
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

/** A value as the schema gives it: one of a choice's options, or text. */
type ValueOf<S extends FieldSpec> = S extends { kind: "choice"; options: readonly (infer O)[] } ? O : string;
/** Whether a field is always in the data: required, or a choice with a default. */
type Always<S extends FieldSpec> = S extends { required: true } | { default: string } ? true : false;
/** The data of a form with the fields `F`, as its schema gives it. */
type FieldValues<F extends readonly FieldSpec[]> = {
  [S in F[number] as Always<S> extends true ? S["name"] : never]: ValueOf<S>;
} & {
  [S in F[number] as Always<S> extends true ? never : S["name"]]?: ValueOf<S>;
};

/**
 * Validates raw form values (FormData entries or a JSON object), worded in one language's
 * messages (`useUi().forms` in the browser, the submission's language's on the server).
 * Empty strings of optional choice and date fields count as not given, so their defaults
 * apply. One message per field: the first problem found, which puts 'is required' before
 * 'valid email'. The data keeps the form's fields only, in its definition's order. `fields`
 * are the site's forms with the brands' choices in place (`formFieldsFor`, ./fields.ts); without
 * them a brand field takes its own options only ('Other', 'General').
 */
export function parseForm<K extends FormKind>(
  kind: K,
  values: unknown,
  messages: FormMessages,
  fields?: FormFields,
): ParseResult<FieldValues<(typeof formFields)[K]>>;
export function parseForm(
  kind: FormKind,
  values: unknown,
  messages: FormMessages,
  fields: FormFields,
): ParseResult<Record<string, unknown>>;
export function parseForm(
  kind: FormKind,
  values: unknown,
  messages: FormMessages,
  fields: FormFields = formFields,
): ParseResult<Record<string, unknown>> {
  const input = normalise(values, fields[kind]);
  const result = schemasFor(fields, messages)[kind].safeParse(input);
  if (result.success) return { ok: true, data: result.data };
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
function normalise(values: unknown, fields: readonly FieldSpec[]): unknown {
  const out = Object.create(null) as Record<string, unknown>;
  if (typeof values !== "object" || values === null || Array.isArray(values)) return out;
  // Selects and dates post "" when left alone: treat as absent.
  const absentWhenEmpty = new Set(fields.filter((f) => f.kind === "choice" || f.kind === "date").map((f) => f.name));
  for (const [key, value] of Object.entries(values)) {
    if (value === "" && absentWhenEmpty.has(key)) continue;
    out[key] = value;
  }
  return out;
}
