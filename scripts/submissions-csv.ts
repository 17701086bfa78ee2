import type { SubmissionRow } from "../app/server/submission-queries.server";
import { asText } from "../app/lib/text";

/** Every formData field of the three form types, in a stable column order. */
const dataColumns = [
  "company",
  "subject",
  "message",
  "phone",
  "brand",
  "model",
  "serialNumber",
  "purchaseDate",
  "urgency",
  "issueDescription",
  "comments",
] as const;

/**
 * The CSV export of the staff CLI: one row per submission (`lang`: its page's language,
 * PRODUCT.md 19), RFC 4180 quoting, and cells that a spreadsheet would run as a formula
 * (= + - @ at the start) defused with a quote.
 */
export function toCsv(rows: SubmissionRow[]): string {
  const head = [
    "id",
    "received_at",
    "form_type",
    "spam",
    "name",
    "email",
    ...dataColumns,
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
    ...dataColumns.map((c) => asText(r.data[c])),
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
