import { en } from "~/content/interface/en";
import { cleanLine } from "~/lib/forms/clean-text";
import { urgencies, wireFields, type FieldSpec, type FormFields, type FormType } from "~/lib/forms/fields";
import { isLang, type Lang } from "~/lib/i18n";
import { asText } from "~/lib/text";
import { siteFormFields } from "./site-forms.server";

/**
 * The staff notification for one submission (PRODUCT.md 8). Visitor text goes into the
 * bodies only: escaped in the HTML part, verbatim in the plain part. The subject is fixed
 * text plus the form type and, for service and dealer mail, a brand from a fixed list, so
 * no visitor text can reach a header; Reply-To carries only an address that passed the
 * e-mail rule and holds no character with a meaning in an address header. Staff read it in
 * English whatever the visitor's language, which it names (PRODUCT.md 19).
 */
export interface StoredSubmission {
  id: string;
  formType: FormType;
  createdAt: number;
  /** The page's language, as stored. */
  lang: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
}

const titles: Record<FormType, string> = {
  contact: "Contact message",
  "service-request": "Service request",
  "dealer-application": "Dealer application",
};

/**
 * What a mail lists: the fields of each form as its definition gives them
 * (app/lib/forms/fields.ts), in that order, with their labels from the English forms.
 */
interface MailFields {
  fields: FormFields;
  labels: Readonly<Record<string, string>>;
}
const staffMailFields: MailFields = { fields: siteFormFields, labels: en.forms.labels };

/** A choice field's options on the site's forms: the brands, for a subject line. */
function optionsOf(type: FormType, name: string): readonly string[] {
  const field: FieldSpec | undefined = siteFormFields[type].find((f) => f.name === name);
  return field?.kind === "choice" ? field.options : [];
}

const metadataLabels: Record<string, string> = { url: "Page", timestamp: "Sent by the browser at", userAgent: "Browser" };

/** Each language named for staff, in English. */
const languageNames: Record<Lang, string> = { en: "English", nl: "Dutch", de: "German", fr: "French" };

/** "Dutch (nl)"; a value no site language (never stored by the forms) as it is. */
export function languageLine(lang: string): string {
  return isLang(lang) ? `${languageNames[lang]} (${lang})` : lang;
}

export function renderNotification(s: StoredSubmission, siteName: string, { fields, labels }: MailFields = staffMailFields): MailContent {
  const rows = wireFields(s.formType, fields)
    .map((field) => ({ label: labels[field.name] ?? field.name, value: asText(s.data[field.name]) }))
    .filter((r) => r.value !== "");
  const meta = [
    { label: "Language", value: languageLine(s.lang) },
    ...Object.entries(metadataLabels).map(([key, label]) => ({ label, value: asText(s.metadata[key]) })),
  ].filter((r) => r.value !== "");
  const received = new Date(s.createdAt).toISOString();
  const title = titles[s.formType];

  const text = [
    `${title} from the ${siteName} website`,
    "",
    ...rows.map((r) => (r.value.includes("\n") ? `${r.label}:\n${indent(r.value)}` : `${r.label}: ${r.value}`)),
    "",
    `Received: ${received}`,
    ...meta.map((r) => `${r.label}: ${r.value}`),
    `Submission: ${s.id}`,
    "",
  ].join("\n");

  const cell = "padding:6px 12px 6px 0;vertical-align:top;text-align:left";
  const tableRows = (list: { label: string; value: string }[]) =>
    list
      .map(
        (r) =>
          `<tr><th scope="row" style="${cell};white-space:nowrap">${escapeHtml(r.label)}</th>` +
          `<td style="${cell};white-space:pre-wrap">${escapeHtml(r.value)}</td></tr>`,
      )
      .join("");
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#14202b">` +
    `<h1 style="font-size:18px">${escapeHtml(title)} from the ${escapeHtml(siteName)} website</h1>` +
    `<table role="presentation" style="border-collapse:collapse">${tableRows(rows)}</table>` +
    `<p style="color:#4a5a68;font-size:12px;margin-top:24px">` +
    [{ label: "Received", value: received }, ...meta, { label: "Submission", value: s.id }]
      .map((r) => `${escapeHtml(r.label)}: ${escapeHtml(r.value)}`)
      .join("<br>") +
    `</p></body></html>`;

  const address = asText(s.data.email);
  const name = asText(s.data.name);
  return {
    subject: subjectFor(s),
    text,
    html,
    ...(isHeaderSafeAddress(address) ? { replyTo: { name: displayName(name), address } } : {}),
  };
}

/**
 * Reply-To's name: one line without quotes or backslashes, and without the invisible and
 * bidirectional characters the forms strip (clean-text.ts) — again here, for rows stored
 * before the forms did, so no override can turn the sender's name around in a mail client.
 */
function displayName(name: string): string {
  return cleanLine(name).replace(/["\\]/g, " ").replace(/\s+/g, " ").trim();
}

/** Fixed text, form type and a listed brand: no visitor text can reach a header. */
export function subjectFor(s: Pick<StoredSubmission, "formType" | "data">): string {
  const title = titles[s.formType];
  if (s.formType === "service-request") {
    const brand = listed(optionsOf("service-request", "brand"), s.data.brand);
    const urgency = listed(urgencies, s.data.urgency);
    return `Website: ${title}${brand ? ` – ${brand}` : ""}${urgency && urgency !== "normal" ? ` (${urgency})` : ""}`;
  }
  if (s.formType === "dealer-application") {
    const brand = listed(optionsOf("dealer-application", "brand"), s.data.brand);
    return `Website: ${title}${brand ? ` – ${brand}` : ""}`;
  }
  return `Website: ${title}`;
}

function listed<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return list.find((item) => item === value);
}

/**
 * The spec's e-mail rule lets through characters that separate or quote addresses in a
 * header (, ; < > " and friends). Such an address stays in the body but is not used as
 * Reply-To.
 */
export function isHeaderSafeAddress(address: string): boolean {
  return /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/u.test(address) && address.length <= 254;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function indent(value: string): string {
  return value
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n");
}
