import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Logger } from "./logger.server";
import { formsCopy } from "~/content/i18n/forms.server";
import { site } from "~/content/company.server";
import { formTypes, honeypotField, type FormType } from "~/lib/forms/fields";
import { cleanLine } from "~/lib/forms/clean-text";
import { siteFormFields } from "./site-forms.server";
import { parseForm, type FieldErrors } from "~/lib/forms/schemas";
import { rateLimitedText } from "~/lib/forms/texts";
import { defaultLang, isLang, languages, type Lang } from "~/lib/i18n";
import { ensureDataDir, usesDataDir } from "./data-dir.server";
import { openDatabase, sqliteFileIn, type FormsDatabase } from "./db.server";
import type { Env } from "./env.server";
import { createMailTransport, messageIdDomainOf, removeUnfinishedMail } from "./mail-transport.server";
import { createOutbox, type OutboxOptions, type OutboxWorker } from "./outbox.server";
import { createRateLimiter } from "./rate-limit.server";
import { createSharedRateLimiter } from "./shared-rate-limit.server";
import { acquireProcessLock, type ProcessLock } from "./sqlite-lock.server";
import { idempotencyOf } from "./idempotency.server";
import { createSubmissionWriter, findByIdempotencyKey, type Earlier } from "./submission-store.server";
import { throttledLogger } from "./throttled-log.server";
import { createWriteHealth, type WriteHealth } from "./write-health.server";
import { eventTypes, takes } from "./webhook-config.server";
import { createWebhookOutbox, type WebhookOutbox, type WebhookOutboxOptions } from "./webhook-outbox.server";

/**
 * The form submission service (docs/decisions/0005-forms-pipeline.md): validation, spam and
 * rate checks, idempotency, durable storage with the notification job in one transaction,
 * and the outbox worker. The JSON API, the pages' HTML form actions, the staff CLI and the
 * tests all use it; no HTTP here. Past 250 lines on purpose: `submit` and `close` work on
 * every part this wiring makes (database, writer, limiter, outbox), which are modules of
 * their own.
 */
interface SubmissionInput {
  formType: string;
  formData: unknown;
  /** The spec's metadata (spec 7) and the page's language, `lang` (absent: English). */
  metadata?: unknown;
  /** Client-generated key: a double click or retry stores and mails once. */
  idempotencyKey?: string;
  clientIp: string;
  /** True when the HTTP layer saw a filled or missing honeypot field. */
  spam?: boolean;
}

type SubmissionFailure = {
  ok: false;
  status: 400 | 422 | 429 | 503;
  error: string;
  fieldErrors?: FieldErrors;
  retryAfter?: number;
};

export type SubmissionResult = { ok: true; id: string; duplicate?: boolean } | SubmissionFailure;

export interface FormService {
  submit(input: SubmissionInput): Promise<SubmissionResult>;
  /** Starts the outbox worker. */
  start(): Promise<void>;
  /** Whether the database takes writes (write-health.server.ts): /healthz answers with it. */
  health(): WriteHealth;
  /**
   * Stops the worker (see OutboxWorker.stop) and closes the database, giving up after
   * `timeoutMs`: a database that hangs must not keep the process from stopping.
   */
  close(timeoutMs?: number): Promise<void>;
  /** The database in use (CLI and tests). */
  readonly database: FormsDatabase;
  readonly outbox: OutboxWorker;
  /** The webhooks' outbox (PRODUCT.md 24). */
  readonly webhooks: WebhookOutbox;
}

/**
 * The language of a submission: its page's, sent as `metadata.lang` by the pages' forms
 * and set from the address by the HTML form actions (PRODUCT.md 19). Absent means
 * English, as from a client that predates the languages; anything else but a site
 * language is refused.
 */
export function submissionLang(metadata: unknown): Lang | undefined {
  const lang =
    typeof metadata === "object" && metadata !== null && Object.hasOwn(metadata, "lang") ? (metadata as { lang: unknown }).lang : undefined;
  if (lang === undefined) return defaultLang;
  return typeof lang === "string" && isLang(lang) ? lang : undefined;
}

/** Said of a `metadata.lang` that is no site language (to a program: English only). */
const unknownLanguage = `metadata.lang must be one of ${languages.join(", ")}`;

export type ServiceOverrides = Partial<
  Pick<OutboxOptions, "leaseMs" | "pollMs" | "now" | "purgeEveryMs" | "concurrency" | "passRetryBaseMs" | "passRetryMaxMs">
> &
  Partial<Pick<WebhookOutboxOptions, "disableAfterMs" | "sender">>;

export async function createFormService(env: Env, logger: Logger, overrides: ServiceOverrides = {}): Promise<FormService> {
  if (usesDataDir(env)) ensureDataDir(env.dataDir);
  const sqliteFile = sqliteFileIn(env.dataDir);
  let lock: ProcessLock | undefined;
  if (!env.DATABASE_URL) lock = acquireProcessLock(sqliteFile);
  let database: FormsDatabase;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      schema: env.DATABASE_SCHEMA,
      sqliteFile,
      logger,
      maxSizeMb: env.SQLITE_MAX_SIZE_MB,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const now = overrides.now ?? Date.now;
  const health = createWriteHealth(logger, { now });
  const stored = health.source("submissions");
  // A full disk fails every visitor's submission alike: a line a minute says it.
  const quiet = throttledLogger(logger, { now });
  const mailDir = path.join(env.dataDir, "mail");
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir });
  const { disableAfterMs, sender, ...outboxOverrides } = overrides;
  const outbox = createOutbox(database, transport, logger, {
    from: env.MAIL_FROM,
    siteName: site.name,
    retentionDays: env.RETENTION_DAYS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    retryMaxMs: env.MAIL_RETRY_MAX_MS,
    leaseMs: env.MAIL_LEASE_MS,
    health: health.source("outbox"),
    ...outboxOverrides,
  });
  const writer = createSubmissionWriter(database);
  // Several processes share one Postgres database, so they share its limit (docs/decisions/0005-forms-pipeline.md).
  const limiter =
    database.engine === "postgres"
      ? createSharedRateLimiter(database.db, env.FORM_RATE_LIMIT, { logger, now })
      : createRateLimiter(env.FORM_RATE_LIMIT, now);
  // PRODUCT.md 8: contact and dealer mail to the info mailbox, service to technical.
  const recipients: Record<FormType, string> = {
    contact: env.MAIL_TO_CONTACT ?? site.mailboxes.info,
    "service-request": env.MAIL_TO_SERVICE ?? site.mailboxes.technical,
    "dealer-application": env.MAIL_TO_DEALER ?? site.mailboxes.info,
  };
  const messageIdDomain = messageIdDomainOf(env.MAIL_FROM, env.SITE_URL);
  const webhookConfig = env.webhooks;
  const webhooks = createWebhookOutbox(database, logger, {
    config: webhookConfig,
    site: { name: site.name, url: env.SITE_URL },
    notices: { to: webhookConfig.notifyTo ?? site.mailboxes.info, messageIdDomain },
    leaseMs: env.MAIL_LEASE_MS,
    health: health.source("webhooks"),
    mailBacklogged: () => outbox.backlogged(),
    ...(disableAfterMs === undefined ? {} : { disableAfterMs }),
    ...(sender ? { sender } : {}),
    ...pick(outboxOverrides, ["pollMs", "now", "concurrency", "passRetryBaseMs", "passRetryMaxMs", "leaseMs"]),
  });
  // The endpoints that take each form's event (their WEBHOOK_*_EVENTS filters).
  const endpointsFor = Object.fromEntries(
    formTypes.map((f) => [f, webhookConfig.endpoints.filter((e) => takes(e, eventTypes[f])).map((e) => e.name)]),
  ) as Record<FormType, string[]>;
  const firstAttemptMs = (webhookConfig.retrySeconds[0] ?? 0) * 1000;
  let closing: Promise<void> | undefined;

  async function submit(input: SubmissionInput): Promise<SubmissionResult> {
    const lang = submissionLang(input.metadata);
    // Answers to a visitor are in the page's language; staff mail stays English.
    const says = formsCopy(lang ?? defaultLang);
    const messages = says.errors;
    if (lang === undefined) return { ok: false, status: 400, error: messages.invalid, fieldErrors: { metadata: unknownLanguage } };
    if (closing) return { ok: false, status: 503, error: messages.unavailable };
    if (!(formTypes as readonly string[]).includes(input.formType)) {
      return { ok: false, status: 400, error: messages.invalid, fieldErrors: { formType: "Unknown form type" } };
    }
    const formType = input.formType as FormType;
    const key = input.idempotencyKey;
    if (key !== undefined && !/^[A-Za-z0-9._:-]{8,200}$/.test(key)) {
      return { ok: false, status: 400, error: "Invalid idempotency key", fieldErrors: { idempotencyKey: "Invalid idempotency key" } };
    }
    const parsed = parseForm(formType, input.formData, says, siteFormFields);
    if (!parsed.ok) return { ok: false, status: 400, error: messages.invalid, fieldErrors: parsed.fieldErrors };
    const data = parsed.data as Record<string, unknown> & { name: string; email: string };
    const honeypot = (input.formData as Record<string, unknown>)[honeypotField];
    const spam = Boolean(input.spam) || (honeypot !== undefined && honeypot !== "");
    // The key as stored: the client's own, bound to this submission (idempotency.server.ts).
    const idempotency = key === undefined ? undefined : idempotencyOf(input.clientIp, key, formType, data);

    const slot = await limiter.reserve(input.clientIp);
    if (!slot.ok) {
      // A key stored before is answered, not limited: a replay with its id, a conflict with 422.
      const earlier = idempotency ? await findByIdempotencyKey(database.db, idempotency).catch(() => undefined) : undefined;
      if (earlier) return answerEarlier(earlier, messages);
      return { ok: false, status: 429, error: rateLimitedText(messages, slot.retryAfter), retryAfter: slot.retryAfter };
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
        lang,
        data,
        metadata: cleanMetadata(input.metadata),
        spam,
        ...(idempotency ? { idempotency } : {}),
        ...(spam ? {} : { mail: { recipient: recipients[formType], messageId: `<${id}@${messageIdDomain}>` } }),
        ...(spam || !endpointsFor[formType].length ? {} : { webhooks: { endpoints: endpointsFor[formType], firstAttemptMs } }),
      });
      stored.succeeded();
      // A key stored before stores nothing, so it takes no slot.
      if (result.outcome !== "stored") {
        await slot.release();
        return answerEarlier(result, messages);
      }
      if (spam) logger.debug("submission stored as spam", { id, formType });
      else {
        logger.debug("submission stored", { id, formType });
        outbox.notify();
        webhooks.notify();
      }
      return { ok: true, id: result.id };
    } catch (error) {
      await slot.release();
      stored.failed(error);
      quiet.error("submission not stored", { formType, error: error instanceof Error ? error.message : String(error) });
      return { ok: false, status: 503, error: messages.unavailable };
    }
  }

  logger.info("form service ready", {
    database: database.where,
    mail: transport.describe,
    worker: outbox.workerId,
    retentionDays: env.RETENTION_DAYS,
    rateLimitPerMinute: env.FORM_RATE_LIMIT,
  });

  return {
    submit,
    database,
    outbox,
    webhooks,
    async start() {
      // Mail files a crash left half-written are personal data nothing refers to
      // (docs/decisions/0010-erasure.md); the outbox writes those messages anew.
      const unfinished = await removeUnfinishedMail(mailDir);
      if (unfinished) logger.info("unfinished mail files removed", { count: unfinished, dir: mailDir });
      await outbox.start();
      await webhooks.start();
      if (!env.SMTP_URL) logger.warn("SMTP_URL is not set: notification mail is written as .eml files", { dir: mailDir });
    },
    health: () => health.state(),
    close(timeoutMs = 10_000) {
      closing ??= (async () => {
        const deadline = performance.now() + timeoutMs;
        const left = () => Math.max(0, deadline - performance.now());
        const closed = (async () => {
          await writer.drain();
          await Promise.all([outbox.stop(left()), webhooks.stop(left())]);
          transport.close();
          await database.close();
          lock?.release();
        })();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finished = closed.then(
          () => true,
          (error: unknown) => {
            logger.error("form service did not close cleanly", { error: error instanceof Error ? error.message : String(error) });
            return true;
          },
        );
        const inTime = await Promise.race([finished, new Promise<false>((r) => (timer = setTimeout(() => r(false), timeoutMs)))]);
        clearTimeout(timer);
        if (!inTime) logger.warn("form service did not close in time: the database may still be busy", { timeoutMs });
      })();
      return closing;
    },
  };
}

/**
 * A key stored before: the same submission gets the stored id; another one is refused with
 * 422 and never given that id (the IETF Idempotency-Key draft; docs/decisions/0005-forms-pipeline.md).
 */
function answerEarlier(earlier: Earlier, messages: { idempotencyConflict: string }): SubmissionResult {
  if (earlier.outcome === "replay") return { ok: true, id: earlier.id, duplicate: true };
  return { ok: false, status: 422, error: messages.idempotencyConflict };
}

/**
 * The spec's metadata (spec 7): timestamp, userAgent and url, as bounded single-line text
 * cleaned like a visitor's (clean-text.ts). Only its own fields are read. It is the browser's,
 * not the visitor's, so a lone surrogate becomes U+FFFD rather than refusing the submission.
 */
function cleanMetadata(metadata: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof metadata !== "object" || metadata === null) return out;
  const limits = { timestamp: 64, userAgent: 512, url: 2048 } as const;
  for (const [key, max] of Object.entries(limits)) {
    const value = Object.hasOwn(metadata, key) ? (metadata as Record<string, unknown>)[key] : undefined;
    const text =
      typeof value === "string"
        ? cleanLine(value)
            .replace(/\p{Cs}/gu, "\ufffd")
            .slice(0, max)
        : "";
    // A cut through a surrogate pair would leave half a character: drop it.
    if (text) out[key] = /[\ud800-\udbff]$/.test(text) ? text.slice(0, -1) : text;
  }
  return out;
}

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]])) as Pick<T, K>;
}
