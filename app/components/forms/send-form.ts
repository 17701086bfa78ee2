import type { FormsCopy } from "~/content/forms";
import { formFieldsFor, formKindField, honeypotField, maxBodyKb, type FormBrand, type FormKind } from "~/lib/forms/fields";
import { parseForm } from "~/lib/forms/schemas";
import { browserMetadata, errorsForForm, toWire } from "~/lib/forms/wire";
import type { Lang } from "~/lib/i18n";
import { fill } from "~/lib/inline-text";

/** How a press of a form's submit button ended: sent and stored by the server, or not, and why. */
export type SubmitOutcome = { sent: true } | { sent: false; fieldErrors?: Record<string, string>; error?: string };

/**
 * One submission's idempotency key (PRODUCT.md "Interfaces"): a double click or a retry after
 * a lost answer stores once; `attempted` is cleared when the visitor edits the form, which
 * makes the next press a new submission.
 */
export interface Submission {
  key: string;
  attempted: boolean;
}

/**
 * The enhanced submit of a form (./use-form-submit.ts), loaded with the visitor's first
 * press of a submit button, not with the page: checks the form's values with its schema and
 * sends them as JSON to the API with the submission's key. Only the server's 200 counts as
 * sent (PRODUCT.md 6). Field errors come back for the fields, anything else as the form's
 * message, in the page's language.
 */
export async function submitForm(
  kind: FormKind,
  form: HTMLFormElement,
  submission: Submission,
  { brands, lang, forms }: { brands: readonly FormBrand[]; lang: Lang; forms: FormsCopy },
): Promise<SubmitOutcome> {
  const entries = new FormData(form);
  const values: Record<string, string> = {};
  entries.forEach((value, name) => {
    if (name !== formKindField && name !== honeypotField && typeof value === "string") values[name] = value;
  });
  // The forms with the brands' choices in place, as the server checks them.
  const parsed = parseForm(kind, values, forms, formFieldsFor(brands));
  if (!parsed.ok) return { sent: false, fieldErrors: parsed.fieldErrors };
  if (!submission.attempted || !submission.key) submission.key = randomKey();
  submission.attempted = true;
  const wire = toWire(kind, parsed.data);
  const response = await fetch("/api/send-form-email", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": submission.key },
    body: JSON.stringify({
      ...wire,
      formData: { ...wire.formData, [honeypotField]: entries.get(honeypotField) ?? "" },
      metadata: browserMetadata(lang),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { ok?: boolean; error?: string; fieldErrors?: Record<string, string> };
  if (response.ok && body.ok) {
    submission.attempted = false;
    return { sent: true };
  }
  const fieldErrors = body.fieldErrors && Object.keys(body.fieldErrors).length ? errorsForForm(kind, body.fieldErrors) : undefined;
  // A body over the limit is refused before the server can know the page's language.
  const error = response.status === 413 ? fill(forms.errors.tooLarge, { limit: maxBodyKb }) : body.error || forms.errors.failed;
  return { sent: false, fieldErrors, error };
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
