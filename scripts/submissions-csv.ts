import type { SubmissionRow } from "../app/server/submission-queries.server";
import { formFields, formTypes, wireFields, type FormFields } from "../app/lib/forms/fields";
import { asText } from "../app/lib/text";

/**
 * Every formData field of the three form types after name and e-mail, in a stable column
 * order: each form's fields as its definition lists them (app/lib/forms/fields.ts), a
 * field that several forms have where it first appears.
 */
function dataColumns(fields: FormFields): string[] {
  const names = formTypes.flatMap((type) => wireFields(type, fields).map((f) => f.name));
  return [...new Set(names)].filter((name) => name !== "name" && name !== "email");
}

/**
 * The CSV export of the staff CLI: one row per submission (`lang`: its page's language,
 * PRODUCT.md 19), RFC 4180 quoting, and cells that a spreadsheet would run as a formula
 * (= + - @ at the start) defused with a quote.
 */
export function toCsv(rows: SubmissionRow[], fields: FormFields = formFields): string {
  const columns = dataColumns(fields);
  const head = [
    "id",
    "received_at",
    "form_type",
    "spam",
    "name",
    "email",
    ...columns,
    "page",
    "lang",
    "mail_status",
    "mail_attempts",
    "mail_error",
  ];
  const lines = rows.map((r) => [
    r.id,
    new Date(r.createdAt).toISOString(),
    r.formType,
    r.spam ? "yes" : "no",
    asText(r.data.name ?? r.name),
    asText(r.data.email ?? r.email),
    ...columns.map((c) => asText(r.data[c])),
    asText(r.metadata.url),
    r.lang,
    r.mailStatus ?? "",
    r.mailAttempts == null ? "" : String(r.mailAttempts),
    r.mailError ?? "",
  ]);
  // A byte-order mark, so spreadsheet programs read the UTF-8 (accents, emoji) correctly.
  return `\uFEFF${[head, ...lines].map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
