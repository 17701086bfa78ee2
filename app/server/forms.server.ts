import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Logger } from "~/app-context";
import { site } from "~/content/site";
import { formTypes, honeypotField, type FormType } from "~/lib/forms/fields";
import { parseForm, type FieldErrors } from "~/lib/forms/schemas";
import { openDatabase, sqliteFileIn, type Database_ } from "./db.server";
import type { Env } from "./env.server";
import { createMailTransport } from "./mail-transport.server";
import { createOutbox, type OutboxOptions, type OutboxWorker } from "./outbox.server";
import { createRateLimiter } from "./rate-limit.server";
import { acquireProcessLock, type ProcessLock } from "./sqlite-lock.server";
import { createSubmissionWriter, findByIdempotencyKey } from "./submission-store.server";

/**
 * The form submission service (issue 3): validation, spam and rate checks, idempotency,
 * durable storage with the notification job in one transaction, and the outbox worker.
 * The JSON API, the pages' HTML form actions, the staff CLI and the tests all use it; no
 * HTTP here.
 */
export interface SubmissionInput {
  formType: string;
  formData: unknown;
  metadata?: unknown;
  /** Client-generated key: a double click or retry stores and mails once. */
  idempotencyKey?: string;
  clientIp: string;
  /** True when the HTTP layer saw a filled or missing honeypot field. */
  spam?: boolean;
}

export type SubmissionFailure = {
  ok: false;
  status: 400 | 429 | 503;
  error: string;
  fieldErrors?: FieldErrors;
  retryAfter?: number;
};

export type SubmissionResult = { ok: true; id: string; duplicate?: boolean } | SubmissionFailure;

export interface FormService {
  submit(input: SubmissionInput): Promise<SubmissionResult>;
  /** Starts the outbox worker. */
  start(): Promise<void>;
  /** Stops the worker and closes the database. */
  close(): Promise<void>;
  /** The database in use (CLI and tests). */
  readonly database: Database_;
  readonly outbox: OutboxWorker;
}

export const messages = {
  invalid: "Please check the highlighted fields.",
  unavailable: "Your message could not be saved right now. Please try again in a moment.",
  rateLimited: (seconds: number) => `Too many submissions. Please try again in ${seconds} seconds.`,
} as const;

export type ServiceOverrides = Partial<Pick<OutboxOptions, "leaseMs" | "pollMs" | "now" | "purgeEveryMs" | "concurrency">>;

export async function createFormService(env: Env, logger: Logger, overrides: ServiceOverrides = {}): Promise<FormService> {
  const sqliteFile = sqliteFileIn(env.dataDir);
  let lock: ProcessLock | undefined;
  if (!env.DATABASE_URL) lock = acquireProcessLock(sqliteFile);
  let database: Database_;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, sqliteFile });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const now = overrides.now ?? Date.now;
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: path.join(env.dataDir, "mail") });
  const outbox = createOutbox(database, transport, logger, {
    from: env.MAIL_FROM,
    siteName: site.name,
    retentionDays: env.RETENTION_DAYS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    retryMaxMs: env.MAIL_RETRY_MAX_MS,
    ...overrides,
  });
  const writer = createSubmissionWriter(database);
  const limiter = createRateLimiter(env.FORM_RATE_LIMIT, now);
  // PRODUCT.md 8: contact and dealer mail to the info mailbox, service to technical.
  const recipients: Record<FormType, string> = {
    contact: env.MAIL_TO_CONTACT ?? site.mailboxes.info,
    "service-request": env.MAIL_TO_SERVICE ?? site.mailboxes.technical,
    "dealer-application": env.MAIL_TO_DEALER ?? site.mailboxes.info,
  };
  const messageIdDomain = domainOf(env.MAIL_FROM) ?? new URL(env.SITE_URL).hostname;
  let closing = false;

  async function submit(input: SubmissionInput): Promise<SubmissionResult> {
    if (closing) return { ok: false, status: 503, error: messages.unavailable };
    if (!(formTypes as readonly string[]).includes(input.formType)) {
      return { ok: false, status: 400, error: messages.invalid, fieldErrors: { formType: "Unknown form type" } };
    }
    const formType = input.formType as FormType;
    const key = input.idempotencyKey;
    if (key !== undefined && !/^[A-Za-z0-9._:-]{8,200}$/.test(key)) {
      return { ok: false, status: 400, error: "Invalid idempotency key", fieldErrors: { idempotencyKey: "Invalid idempotency key" } };
    }
    const parsed = parseForm(formType, input.formData);
    if (!parsed.ok) return { ok: false, status: 400, error: messages.invalid, fieldErrors: parsed.fieldErrors };
    const data = parsed.data as Record<string, unknown> & { name: string; email: string };
    const honeypot = (input.formData as Record<string, unknown>)[honeypotField];
    const spam = Boolean(input.spam) || (honeypot !== undefined && honeypot !== "");

    const slot = limiter.reserve(input.clientIp);
    if (!slot.ok) {
      // A replay of a submission already stored is answered, not limited.
      const existing = key ? await findByIdempotencyKey(database.db, key).catch(() => undefined) : undefined;
      if (existing) return { ok: true, id: existing, duplicate: true };
      return { ok: false, status: 429, error: messages.rateLimited(slot.retryAfter), retryAfter: slot.retryAfter };
    }

    const id = randomUUID();
    const createdAt = now();
    try {
      const result = await writer.write({
        id,
        formType,
        createdAt,
        email: data.email,
        name: data.name,
        data,
        metadata: cleanMetadata(input.metadata),
        spam,
        ...(key ? { idempotencyKey: key } : {}),
        ...(spam ? {} : { mail: { recipient: recipients[formType], messageId: `<${id}@${messageIdDomain}>` } }),
      });
      if (result.duplicate) slot.release();
      else if (spam) logger.debug("submission stored as spam", { id, formType });
      else {
        logger.debug("submission stored", { id, formType });
        outbox.notify();
      }
      return { ok: true, id: result.id, ...(result.duplicate ? { duplicate: true } : {}) };
    } catch (error) {
      slot.release();
      logger.error("submission not stored", { formType, error: error instanceof Error ? error.message : String(error) });
      return { ok: false, status: 503, error: messages.unavailable };
    }
  }

  logger.info("form service ready", {
    database: database.where,
    mail: transport.describe,
    retentionDays: env.RETENTION_DAYS,
    rateLimitPerMinute: env.FORM_RATE_LIMIT,
  });

  return {
    submit,
    database,
    outbox,
    async start() {
      await outbox.start();
      if (!env.SMTP_URL) logger.warn("SMTP_URL is not set: notification mail is written as .eml files", { dir: path.join(env.dataDir, "mail") });
    },
    async close() {
      if (closing) return;
      closing = true;
      await writer.drain();
      await outbox.stop();
      transport.close();
      await database.close();
      lock?.release();
    },
  };
}

/** The spec's metadata (spec 7): timestamp, userAgent and url, as bounded single-line text. */
function cleanMetadata(metadata: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof metadata !== "object" || metadata === null) return out;
  const limits = { timestamp: 64, userAgent: 512, url: 2048 } as const;
  for (const [key, max] of Object.entries(limits)) {
    const value = (metadata as Record<string, unknown>)[key];
    if (typeof value === "string" && value.trim()) {
      out[key] = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim().slice(0, max);
    }
  }
  return out;
}

function domainOf(from: string): string | undefined {
  return /@([A-Za-z0-9.-]+\.[A-Za-z]{2,})>?\s*$/.exec(from)?.[1];
}
