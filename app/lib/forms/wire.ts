import type { Lang } from "../i18n";
import { formTypeOf, type FormKind, type FormType } from "./fields";

/**
 * What a form sends on the wire (spec 7: {formType, formData, metadata}). The home contact
 * form sends its first and last name joined as `name` (spec 5); the others send their
 * fields as they are.
 */
export interface WireSubmission {
  formType: FormType;
  formData: Record<string, unknown>;
}

export function toWire(kind: FormKind, data: Record<string, unknown>): WireSubmission {
  if (kind === "home-contact") {
    const { firstName, lastName, ...rest } = data;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return { formType: "contact", formData: { ...rest, name: `${text(firstName)} ${text(lastName)}`.trim() } };
  }
  return { formType: formTypeOf[kind], formData: data };
}

/** The server's field errors, placed at the form's own fields. */
export function errorsForForm(kind: FormKind, fieldErrors: Record<string, string>): Record<string, string> {
  if (kind !== "home-contact" || !fieldErrors.name) return fieldErrors;
  const { name, ...rest } = fieldErrors;
  return { firstName: name, ...rest };
}

/**
 * The spec's metadata (spec 7): when, which browser, which page; and the page's language,
 * which the server answers in and stores with the submission (PRODUCT.md 19).
 */
export function browserMetadata(lang: Lang): { timestamp: string; userAgent: string; url: string; lang: Lang } {
  return { timestamp: new Date().toISOString(), userAgent: navigator.userAgent, url: location.href, lang };
}
