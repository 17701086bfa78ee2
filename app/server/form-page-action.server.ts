import { createHash } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { formsCopy } from "~/content/i18n/forms.server";
import { formKindField, honeypotField, maxBodyKb, type FormKind } from "~/lib/forms/fields";
import { siteFormFields } from "./site-forms.server";
import { parseForm } from "~/lib/forms/schemas";
import { errorsForForm, toWire } from "~/lib/forms/wire";
import type { FormActionData } from "~/lib/forms/action-data";
import { fill } from "~/lib/inline-text";
import { requestLang } from "~/lib/i18n";
import { mediaType, readBodyText } from "./request-body.server";
import { formRequestContext } from "./request-context.server";

/**
 * The pages' form actions for plain HTML posts (PRODUCT.md 7: forms work without
 * JavaScript). A page exports `action` calling this with the forms it hosts: /contact,
 * /service-request, the home page (its contact section and the dealer popup) and the
 * brand pages (the popup). The result is rendered by the page itself: success text, or
 * the messages at the fields with the visitor's input kept. Every message is in the page's
 * language, which the address gives and the submission stores (PRODUCT.md 19).
 */
export async function handleFormPost(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  accepts: readonly FormKind[],
) {
  const fail = (
    form: FormKind,
    status: number,
    error: string,
    fieldErrors: Record<string, string> = {},
    values: Record<string, string> = {},
  ) => data<FormActionData>({ form, ok: false, error, fieldErrors, values }, { status });
  const fallbackKind = accepts[0]!;
  const lang = requestLang(request);
  const says = formsCopy(lang);
  const messages = says.errors;

  // React Router runs an action for any method but GET and HEAD; a form is sent with POST
  // only (PRODUCT.md 7), so PUT, DELETE or PATCH must not store a submission.
  if (request.method !== "POST") {
    return data<FormActionData>(
      { form: fallbackKind, ok: false, error: messages.notFromPage, fieldErrors: {}, values: {} },
      { status: 405, headers: { Allow: "GET, HEAD, POST" } },
    );
  }

  if (mediaType(request.headers.get("content-type")) !== "application/x-www-form-urlencoded") {
    return fail(fallbackKind, 415, messages.notFromPage);
  }
  const body = await readBodyText(request);
  if (!body.ok) {
    return fail(fallbackKind, body.status, body.status === 413 ? fill(messages.tooLarge, { limit: maxBodyKb }) : messages.unreadable);
  }

  const params = new URLSearchParams(body.text);
  const kind = (params.get(formKindField) ?? fallbackKind) as FormKind;
  if (!accepts.includes(kind)) return fail(fallbackKind, 400, messages.wrongForm);

  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key !== honeypotField && key !== formKindField && !(key in values)) values[key] = value;
  }
  // A real browser posts the honeypot empty; missing or filled means a bot (PRODUCT.md 9).
  const honeypot = params.get(honeypotField);
  const spam = honeypot === null || honeypot !== "";

  const parsed = parseForm(kind, values, says, siteFormFields);
  if (!parsed.ok) return fail(kind, 400, messages.invalid, parsed.fieldErrors, values);

  const { forms, clientIp } = context.get(formRequestContext);
  const wire = toWire(kind, parsed.data);
  const result = await forms.submit({
    ...wire,
    metadata: {
      timestamp: new Date().toISOString(),
      userAgent: request.headers.get("user-agent") ?? "",
      url: request.headers.get("referer") ?? new URL(request.url).pathname,
      lang,
    },
    // Without JavaScript there is no client key; the same form content on the same day is
    // the same submission (a refresh re-posts it). The service scopes every key to its
    // client, and a key made of the content never comes back with other content (no 422).
    idempotencyKey: derivedKey(kind, parsed.data),
    clientIp,
    spam,
  });
  if (result.ok) return data<FormActionData>({ form: kind, ok: true, id: result.id });
  const headers: HeadersInit = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {};
  return data<FormActionData>(
    { form: kind, ok: false, error: result.error, fieldErrors: errorsForForm(kind, result.fieldErrors ?? {}), values },
    { status: result.status, headers },
  );
}

function derivedKey(kind: FormKind, values: unknown): string {
  const day = new Date().toISOString().slice(0, 10);
  return `html-${createHash("sha256")
    .update(JSON.stringify([kind, values, day]))
    .digest("base64url")}`;
}
