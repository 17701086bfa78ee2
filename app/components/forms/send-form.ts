import type { FormsCopy } from "~/content/forms";
import { honeypotField, maxBodyKb, type FormKind } from "~/lib/forms/fields";
import { browserMetadata, errorsForForm, toWire } from "~/lib/forms/wire";
import type { Lang } from "~/lib/i18n";
import { fill } from "~/lib/inline-text";

/** How a submission the schema passed ended: stored by the server, or not, and why. */
export type SendOutcome = { sent: true } | { sent: false; fieldErrors?: Record<string, string>; error: string };

/**
 * Sends a form's checked values (./use-form-submit.ts): JSON to the API with the
 * submission's idempotency key; only the server's 200 counts as sent. Its code loads with
 * the visitor's first submission, not with the page.
 */
export async function sendForm(
  kind: FormKind,
  data: Record<string, unknown>,
  { honeypot, key, lang, forms }: { honeypot: FormDataEntryValue | null; key: string; lang: Lang; forms: FormsCopy },
): Promise<SendOutcome> {
  const wire = toWire(kind, data);
  const response = await fetch("/api/send-form-email", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify({
      ...wire,
      formData: { ...wire.formData, [honeypotField]: honeypot ?? "" },
      metadata: browserMetadata(lang),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { ok?: boolean; error?: string; fieldErrors?: Record<string, string> };
  if (response.ok && body.ok) return { sent: true };
  const fieldErrors = body.fieldErrors && Object.keys(body.fieldErrors).length ? errorsForForm(kind, body.fieldErrors) : undefined;
  // A body over the limit is refused before the server can know the page's language.
  const error = response.status === 413 ? fill(forms.errors.tooLarge, { limit: maxBodyKb }) : body.error || forms.errors.failed;
  return { sent: false, fieldErrors, error };
}
