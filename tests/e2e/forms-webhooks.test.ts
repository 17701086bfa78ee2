import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createTestStore } from "../support/databases";
import { until } from "../support/forms-harness";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { startServer, type RunningServer } from "./support/server";

/**
 * The webhooks with the real built server as a child process (PRODUCT.md 24;
 * docs/decisions/0023-webhooks.md), against a receiver on loopback that verifies every
 * signature with the `standardwebhooks` package: a hard kill in the middle of a backlog
 * loses no delivery, two servers on one Postgres database send each once, and an endpoint
 * where no request may go gets none.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function receiver(): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver();
  cleanups.push(() => r.close());
  return r;
}

async function sink(): Promise<SmtpSink> {
  const s = await startSmtpSink({ parse: false });
  cleanups.push(() => s.close());
  return s;
}

const webhookEnv = (r: WebhookReceiver) => ({
  WEBHOOK_URL: r.url,
  WEBHOOK_SECRET: r.secret,
  WEBHOOK_ALLOW_NETWORKS: "127.0.0.0/8",
  WEBHOOK_RETRY_SECONDS: "0,0.1,0.2,0.5,1,1,1,1,1,1",
});

async function server(env: Record<string, string>, dataDir?: string): Promise<RunningServer> {
  const s = await startServer({
    env: { FORM_RATE_LIMIT: "100000", MAIL_RETRY_BASE_MS: "100", MAIL_RETRY_MAX_MS: "1000", ...env },
    dataDir,
  });
  cleanups.push(() => s.stop());
  return s;
}

async function post(base: string, i: number): Promise<string> {
  const res = await fetch(`${base}/api/send-form-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ formType: "contact", formData: { name: `Visitor ${i}`, email: `v${i}@example.nl`, message: `Message ${i}` } }),
  });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 200 || !body.id) throw new Error(`submission ${i}: ${res.status} ${JSON.stringify(body)}`);
  return body.id;
}

async function postMany(base: string, count: number, from = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = from; i < from + count; i += 25) {
    ids.push(...(await Promise.all(Array.from({ length: Math.min(25, from + count - i) }, (_, k) => post(base, i + k)))));
  }
  return ids;
}

const allArrived = (r: WebhookReceiver, ids: string[]) => () => ids.every((id) => r.ids().has(`msg_${id}`));

describe("webhooks with the real server", () => {
  it("delivers every submission of a backlog after kill -9, each once after dropping duplicates by webhook-id", async () => {
    const r = await receiver();
    const mail = await sink();
    r.delayMs = 30; // a slow receiver, so a backlog builds up
    const first = await server({ ...webhookEnv(r), SMTP_URL: mail.url });
    cleanups.push(() => Promise.resolve(rmSync(first.dataDir, { recursive: true, force: true })));
    const ids = await postMany(first.url, 200);
    await r.waitFor((got) => got.length >= 10, 20_000, "the first deliveries");
    await first.kill();
    const beforeRestart = r.ids().size;
    expect(beforeRestart).toBeLessThan(200);

    r.delayMs = 0;
    const second = await server({ ...webhookEnv(r), SMTP_URL: mail.url }, first.dataDir);
    await r.waitFor(allArrived(r, ids), 30_000, "all 200 deliveries");
    // At least once; exactly once after dropping duplicates; every one signed.
    expect(r.ids().size).toBe(200);
    expect(r.received.every((g) => g.verified)).toBe(true);
    await until(() => ids.every((id) => mail.mails.some((m) => m.messageId === `<${id}@example.nl>`)), 30_000, "all 200 mails");
    console.log(`kill -9: ${beforeRestart} delivered before, ${r.received.length - 200} sent again after the restart`);
    await second.stop();
  });

  it("sends each of 300 submissions once with two servers on one Postgres database", async () => {
    const r = await receiver();
    const store = await createTestStore("postgres");
    cleanups.push(() => store.cleanup());
    const env = { ...webhookEnv(r), DATABASE_URL: store.env.DATABASE_URL!, DATABASE_SCHEMA: store.env.DATABASE_SCHEMA! };
    const a = await server(env);
    const b = await server(env);
    const ids = [...(await postMany(a.url, 150)), ...(await postMany(b.url, 150, 150))];
    await r.waitFor(allArrived(r, ids), 30_000, "300 deliveries");
    // Both servers stop, which waits for the requests under way: a second copy would show now.
    await Promise.all([a.stop(), b.stop()]);
    expect(r.received).toHaveLength(300);
    expect(r.received.every((g) => g.verified && g.answered === 200)).toBe(true);
  });

  it("refuses at start an endpoint on loopback without WEBHOOK_ALLOW_NETWORKS, or on cloud metadata", async () => {
    const r = await receiver();
    const refusal = (env: Record<string, string>) =>
      startServer({ env }).then(
        (s) => {
          cleanups.push(() => s.stop());
          return "started";
        },
        (e: Error) => e.message,
      );
    expect(await refusal({ WEBHOOK_URL: r.url, WEBHOOK_SECRET: r.secret })).toMatch(
      /exited with 78[\s\S]*WEBHOOK_URL: plain http:\/\/ only to a network listed in WEBHOOK_ALLOW_NETWORKS[\s\S]*WEBHOOK_URL: 127\.0\.0\.1 is a private/,
    );
    expect(await refusal({ WEBHOOK_URL: "https://169.254.169.254/latest/meta-data/", WEBHOOK_SECRET: r.secret })).toMatch(
      /WEBHOOK_URL: 169\.254\.169\.254 is a private, loopback, link-local or reserved address/,
    );
    expect(r.received).toHaveLength(0);
  });

  it("sends nothing to a name that resolves to a private address, and mails as usual", async () => {
    const r = await receiver();
    const mail = await sink();
    const s = await server({
      WEBHOOK_URL: `https://localhost:${r.port}/hooks`,
      WEBHOOK_SECRET: r.secret,
      WEBHOOK_RETRY_SECONDS: "0",
      SMTP_URL: mail.url,
    });
    const id = await post(s.url, 1);
    await until(() => s.logs.find((l) => l.msg === "webhook delivery failed: retries spent, staff told"), 10_000, "the refusal in the log");
    const line = s.logs.find((l) => l.msg === "webhook delivery failed: retries spent, staff told")!;
    expect(line).toMatchObject({
      host: expect.stringMatching(/^https:\/\/localhost:\d+$/),
      error: expect.stringMatching(/^refused: localhost resolves to/),
    });
    await mail.waitForMail((m) => m.messageId === `<${id}@example.nl>`);
    expect(r.received).toHaveLength(0);
  });
});
