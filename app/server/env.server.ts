import path from "node:path";
import { z } from "zod";
import { publicSettingConflicts } from "~/lib/public-settings";
import { parseWebhookConfig, type WebhookConfig } from "./webhook-config.server";

/**
 * The production server's settings, parsed once at start (STYLE.md 3; PRODUCT.md
 * "Interfaces"). Every setting has a default, so `npm start` works on a bare machine;
 * a bad value stops the server with the whole list of problems.
 */
const boolish = z.enum(["1", "0", "true", "false", "yes", "no", ""]).transform((v) => v === "1" || v === "true" || v === "yes");

const optionalUrl = (protocols: RegExp, what: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || protocols.test(v), `must be a ${what} URL`);

const envSchema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: z.url().default("http://localhost:3000"),
  BUILD_DIR: z.string().default("build"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, "postgres://"),
  /**
   * The most the embedded SQLite database may grow to, in MB, so it can never fill a disk it
   * shares with other things: past it new submissions get 503 and /healthz says why, as on
   * a full disk (docs/decisions/0005-forms-pipeline.md, "A full disk"). Default: no cap.
   */
  SQLITE_MAX_SIZE_MB: z
    .literal("")
    .transform(() => undefined)
    .or(z.coerce.number().positive())
    .optional(),
  /** Postgres schema for the form tables (created if missing); default: the connection's own. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, "must be a plain SQL identifier")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, "smtp:// or smtps://"),
  MAIL_FROM: z.string().min(3).default("Website <website@example.nl>"),
  MAIL_TO_CONTACT: z.email().optional(),
  MAIL_TO_SERVICE: z.email().optional(),
  MAIL_TO_DEALER: z.email().optional(),
  /**
   * Outbox retry backoff for temporary mail failures: first delay and cap
   * (docs/decisions/0005-forms-pipeline.md, Outbox).
   */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(900_000),
  /**
   * How long a server holds a mail job it claimed before another may send it: renewed every
   * third of it while the send is under way, so it bounds how long the mail of a server that
   * died waits for another (docs/decisions/0005-forms-pipeline.md, "Outbox").
   */
  MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  TRUST_PROXY: boolish.default(false),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Seconds SIGTERM may take: requests and mail sends under way get most of it, then the
   * database is closed; the process exits by then however far shutdown got.
   */
  SHUTDOWN_TIMEOUT: z.coerce.number().min(0).max(600).default(10),
  /**
   * The staff editor at /admin (docs/decisions/0025-editor.md; docs/deploy.md, "The
   * editor"): off unless turned on. CMS_BACKEND is where it saves: `proxy` is decap-server on
   * this machine (`npm run cms`, never on a public server: it has no login), the others the
   * company's Git host, with CMS_REPO ("company/website") and the host's settings.
   */
  CMS_ENABLED: boolish.default(false),
  CMS_BACKEND: z.enum(["proxy", "github", "gitlab", "forgejo"]).default("proxy"),
  CMS_PROXY_URL: z.url().default("http://localhost:8081/api/v1"),
  CMS_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name")
    .optional(),
  CMS_BRANCH: z.string().min(1).default("main"),
  CMS_API_ROOT: z.url().optional(),
  CMS_BASE_URL: z.url().optional(),
  CMS_AUTH_ENDPOINT: z.string().optional(),
  CMS_APP_ID: z.string().optional(),
  /**
   * Previews of the editor's drafts (docs/decisions/0029-editor-preview.md; docs/deploy.md,
   * "Previews"): off unless CMS_PREVIEW_REPOSITORY names the repository the drafts' branches
   * are in (a path, or a URL this server can fetch from). Each is built on request and served
   * on CMS_PREVIEW_PORT (loopback), opened at CMS_PREVIEW_URL.
   */
  CMS_PREVIEW_REPOSITORY: z.string().min(1).optional(),
  CMS_PREVIEW_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  CMS_PREVIEW_URL: z.url().optional(),
});

/** A Git host's editor needs its repository, and GitLab and Forgejo the OAuth application's id. */
function editorProblems(env: z.infer<typeof envSchema>): string[] {
  if (!env.CMS_ENABLED || env.CMS_BACKEND === "proxy") return [];
  const problems = env.CMS_REPO ? [] : [`CMS_REPO: the ${env.CMS_BACKEND} repository the editor saves to ("company/website")`];
  if (env.CMS_BACKEND !== "github" && !env.CMS_APP_ID) problems.push(`CMS_APP_ID: the ${env.CMS_BACKEND} OAuth application's id`);
  if (env.CMS_BACKEND === "forgejo" && !(env.CMS_API_ROOT && env.CMS_BASE_URL))
    problems.push("CMS_API_ROOT and CMS_BASE_URL: the Forgejo server's API (https://git.example.nl/api/v1) and address");
  return problems;
}

export type Env = z.infer<typeof envSchema> & { dataDir: string; buildDir: string; webhooks: WebhookConfig };

export class EnvError extends Error {}

/**
 * `built`: the public settings the pages were built with (the production server passes its
 * own, scripts/postbuild.ts). Then SITE_URL is the build's, and a PUBLIC_* or SITE_URL
 * value in `source` that differs from the build's is a problem like any other.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env, built?: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(built ? { ...source, SITE_URL: built.SITE_URL || undefined } : source);
  const lines = result.success ? [] : result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
  if (result.success) lines.push(...editorProblems(result.data).map((line) => `  - ${line}`));
  if (built) lines.push(...publicSettingConflicts(built, source).map((line) => `  - ${line}`));
  // Endpoints are named by their variables (WEBHOOK_<NAME>_URL), so they are read apart from the fixed settings.
  const webhooks = parseWebhookConfig(source);
  lines.push(...webhooks.problems.map((line) => `  - ${line}`));
  if (!result.success || lines.length) {
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    buildDir: path.resolve(result.data.BUILD_DIR),
    webhooks: webhooks.config,
  };
}
