import type { IncomingMessage, ServerResponse } from "node:http";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { formsCopy } from "~/content/i18n/forms.server";
import { defaultLang } from "~/lib/i18n";
import { submissionLang, type FormService, type SubmissionResult } from "./forms.server";
import { maxBodyBytes, mediaType, readBodyText, readNodeBody, type BodyResult } from "./request-body.server";
import { formRequestContext } from "./request-context.server";

/**
 * POST /api/send-form-email (PRODUCT.md "Interfaces"): the spec's body
 * {formType, formData, metadata} as JSON, `metadata.lang` the page's language (en, nl, de
 * or fr; absent: en), in which a visitor's messages are answered; answers JSON only:
 * 200 {"ok":true,"id"}, 400 {"error","fieldErrors"}, 413, 415, 422 {"error"} when an
 * Idempotency-Key comes back with a different submission, 429 with Retry-After.
 * Bad input never gets a 5xx; 503 means the database could not take the submission.
 * An `Idempotency-Key` header makes a retry or double click store and mail once; a key is
 * the client's own (docs/decisions/0005-forms-pipeline.md).
 *
 * Two doors to one room: the React Router route (app/routes/api.send-form-email.ts) and
 * `handleFormApiNode` for the production server to call before React Router, which saves
 * building a Fetch Request and running the router for the busiest write endpoint.
 */
interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * The spec's envelope (spec 7). formData is checked as an object here and field by field by
 * the form's own schema; it is not copied, so a `__proto__` key in it stays a plain key.
 */
const plainObject = (error: string) =>
  z.custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null && !Array.isArray(v), { error });
const envelopeSchema = z.object(
  {
    formType: z.string({ error: "Unknown form type" }),
    formData: plainObject("formData must be an object"),
    metadata: z.unknown().optional(),
  },
  { error: "Unknown form type" },
);

interface ApiRequest {
  method: string;
  contentType: string;
  idempotencyKey: string | undefined;
  readBody(): Promise<BodyResult>;
}

async function answerFormApi(request: ApiRequest, forms: FormService, clientIp: string): Promise<ApiAnswer> {
  if (request.method !== "POST") {
    return { status: 405, body: { error: "Use POST with a JSON body." }, headers: { Allow: "POST" } };
  }
  if (request.contentType !== "application/json") {
    return { status: 415, body: { error: "Send the form as JSON (Content-Type: application/json)." } };
  }
  const body = await request.readBody();
  if (!body.ok) return { status: body.status, body: { error: body.error } };

  let payload: unknown;
  try {
    payload = JSON.parse(body.text);
  } catch {
    return { status: 400, body: { error: "The request body is not valid JSON." } };
  }
  const envelope = envelopeSchema.safeParse(payload);
  // The page's language, when the body names one, for the visitor's messages below.
  const named =
    typeof payload === "object" && payload !== null && Object.hasOwn(payload, "metadata")
      ? (payload as { metadata: unknown }).metadata
      : undefined;
  const messages = formsCopy(submissionLang(named) ?? defaultLang).errors;
  if (!envelope.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of envelope.error.issues) {
      const field = String(issue.path[0] ?? "formType");
      fieldErrors[field] ??= issue.message;
    }
    return { status: 400, body: { error: messages.invalid, fieldErrors } };
  }
  const { formType, formData, metadata } = envelope.data;

  const key = request.idempotencyKey;
  return fromResult(await forms.submit({ formType, formData, metadata, clientIp, ...(key !== undefined ? { idempotencyKey: key } : {}) }));
}

function fromResult(result: SubmissionResult): ApiAnswer {
  if (result.ok) return { status: 200, body: { ok: true, id: result.id } };
  return {
    status: result.status,
    body: result.fieldErrors ? { error: result.error, fieldErrors: result.fieldErrors } : { error: result.error },
    ...(result.retryAfter ? { headers: { "Retry-After": String(result.retryAfter) } } : {}),
  };
}

const jsonHeaders = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/** The route's door: a Fetch Request in, a Response out. */
export async function handleFormApi(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const { forms, clientIp } = context.get(formRequestContext);
  const answer = await answerFormApi(
    {
      method: request.method,
      contentType: mediaType(request.headers.get("content-type")),
      idempotencyKey: request.headers.get("idempotency-key") ?? undefined,
      readBody: () => readBodyText(request),
    },
    forms,
    clientIp,
  );
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { ...jsonHeaders, ...answer.headers } });
}

/**
 * The production server's door: Node's request and response, no Fetch objects, no router.
 * The caller has set its own headers (security, CSP) already.
 */
export async function handleFormApiNode(
  req: IncomingMessage,
  res: ServerResponse,
  services: { forms: FormService; clientIp: string },
): Promise<void> {
  const key = req.headers["idempotency-key"];
  const answer = await answerFormApi(
    {
      method: req.method ?? "GET",
      contentType: mediaType(req.headers["content-type"]),
      idempotencyKey: Array.isArray(key) ? key[0] : key,
      readBody: () => readNodeBody(req, maxBodyBytes),
    },
    services.forms,
    services.clientIp,
  );
  const text = JSON.stringify(answer.body);
  // A refused upload is not read to its end: close the connection rather than drain it.
  const close = answer.status === 413 && !req.complete ? { Connection: "close" } : {};
  res.writeHead(answer.status, { ...jsonHeaders, ...answer.headers, ...close, "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}
