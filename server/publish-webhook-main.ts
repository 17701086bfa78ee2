import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { z } from "zod";
import { createLogger } from "~/server/logger.server";
import { gitHosts, publishWebhookListener, type Push } from "./publish-webhook";

/**
 * The push-webhook receiver as a service (deploy/site-publish-webhook.service): settings from
 * the environment (deploy/publish.env), checked once; a queued publish is a file in
 * PUBLISH_QUEUE_DIR, which systemd's site-publish.path turns into a run of deploy/publish.
 * Writing that file is all a delivery can make this process do.
 */
const settings = z.object({
  PUBLISH_GIT_HOST: z.enum(gitHosts),
  PUBLISH_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters (e.g. openssl rand -hex 32)"),
  PUBLISH_BRANCH: z
    .string()
    .regex(/^[A-Za-z0-9._/-]+$/, "must be a branch name")
    .default("main"),
  PUBLISH_WEBHOOK_PORT: z.coerce.number().int().min(1).max(65535).default(9010),
  PUBLISH_QUEUE_DIR: z.string().default("/var/lib/site-publish"),
});

const parsed = settings.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(`Invalid configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n")}\n`);
  process.exit(78);
}
const env = parsed.data;
const logger = createLogger("info", { service: "publish-webhook" });
const queueDir = path.resolve(env.PUBLISH_QUEUE_DIR);

/**
 * One file per push. Only its being there counts: deploy/publish empties the directory before
 * it fetches the branch, so every push queued by then is in what it builds, and a push queued
 * during a build leaves a file that starts the next run.
 */
async function queuePublish(push: Push): Promise<void> {
  await mkdir(queueDir, { recursive: true });
  const name = `${Date.now()}-${randomBytes(4).toString("hex")}.push`;
  await writeFile(path.join(queueDir, name), `${JSON.stringify({ ...push, at: new Date().toISOString() })}\n`);
}

const listener = publishWebhookListener(
  { host: env.PUBLISH_GIT_HOST, secret: env.PUBLISH_WEBHOOK_SECRET, branch: env.PUBLISH_BRANCH },
  queuePublish,
  logger,
);
// Every request ends in an answer (a client that goes away mid-body included), and nothing
// escapes to end the process.
const server = createServer((req, res) => {
  req.on("error", () => undefined);
  res.on("error", () => undefined);
  listener(req, res).catch((error: unknown) => {
    logger.error("publish webhook: request failed", { error: String(error) });
    if (res.headersSent) res.destroy();
    else {
      res.statusCode = 500;
      res.end();
    }
  });
});
server.requestTimeout = 10_000;
// Loopback only: nginx passes the Git host's deliveries on, and Forgejo on this server posts here.
server.listen(env.PUBLISH_WEBHOOK_PORT, "127.0.0.1", () => {
  logger.info("listening", { host: env.PUBLISH_GIT_HOST, branch: env.PUBLISH_BRANCH, port: env.PUBLISH_WEBHOOK_PORT, queueDir });
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
