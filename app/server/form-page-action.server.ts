import { createHash } from "node:crypto";
import { data, type AppLoadContext } from "react-router";
import { formKindField, honeypotField, type FormKind } from "~/lib/forms/fields";
import { parseForm } from "~/lib/forms/schemas";
import { errorsForForm, toWire } from "~/lib/forms/wire";
import type { FormActionData } from "~/lib/forms/action-data";
import { messages } from "./forms.server";
import { clientKey } from "./rate-limit.server";
import { mediaType, readBodyText } from "./request-body.server";

/**
 * The pages' form actions for plain HTML posts (PRODUCT.md 7: forms work without
 * JavaScript). A page exports `action` calling this with the forms it hosts: /contact,
 * /service-request, the home page (its contact section and the dealer popup) and the
 * brand pages (the popup). The result is rendered by the page itself: success text, or
 * the messages at the fields with the visitor's input kept.
 */
export async function handleFormPost(
  { request, context }: { request: Request; context: AppLoadContext },
  accepts: readonly FormKind[],
) {
  const fail = (form: FormKind, status: number, error: string, fieldErrors: Record<string, string> = {}, values: Record<string, string> = {}) =>
    data<FormActionData>({ form, ok: false, error, fieldErrors, values }, { status });
  const fallbackKind = accepts[0]!;

  if (mediaType(request.headers.get("content-type")) !== "application/x-www-form-urlencoded") {
    return fail(fallbackKind, 415, "Please send the form from the page.");
  }
  const body = await readBodyText(request);
  if (!body.ok) return fail(fallbackKind, body.status, body.error);

  const params = new URLSearchParams(body.text);
  const kind = (params.get(formKindField) ?? fallbackKind) as FormKind;
  if (!accepts.includes(kind)) return fail(fallbackKind, 400, "This form cannot be sent from this page.");

  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key !== honeypotField && key !== formKindField && !(key in values)) values[key] = value;
  }
  // A real browser posts the honeypot empty; missing or filled means a bot (issue 3.6).
  const honeypot = params.get(honeypotField);
  const spam = honeypot === null || honeypot !== "";

  const parsed = parseForm(kind, values);
  if (!parsed.ok) return fail(kind, 400, messages.invalid, parsed.fieldErrors, values);

  const forms = context.forms;
  if (!forms) {
    context.logger?.error("form service missing from the request context");
    return fail(kind, 503, messages.unavailable, {}, values);
  }
  const wire = toWire(kind, parsed.data as Record<string, unknown>);
  const clientIp = context.clientIp ?? "unknown";
  const result = await forms.submit({
    ...wire,
    metadata: {
      timestamp: new Date().toISOString(),
      userAgent: request.headers.get("user-agent") ?? "",
      url: request.headers.get("referer") ?? new URL(request.url).pathname,
    },
    // Without JavaScript there is no client key; the same form content from the same
    // client on the same day is the same submission (a refresh re-posts it).
    idempotencyKey: derivedKey(kind, parsed.data, clientKey(clientIp)),
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

function derivedKey(kind: FormKind, values: unknown, client: string): string {
  const day = new Date().toISOString().slice(0, 10);
  return `html-${createHash("sha256").update(JSON.stringify([kind, values, client, day])).digest("base64url")}`;
}
