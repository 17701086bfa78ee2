import { afterEach, describe, expect, it } from "vitest";
import type { FormService } from "../app/server/forms.server";
import { parseWebhookConfig } from "../app/server/webhook-config.server";
import { useCli } from "../tests/support/cli";
import { engines } from "../tests/support/databases";
import { createHarness, sample, type Harness } from "../tests/support/forms-harness";
import { startWebhookReceiver, type WebhookReceiver } from "../tests/support/webhook-receiver";

const bundle = useCli();

/** `npm run submissions -- webhooks …` and the list's webhook column, against a database the server is using. */
describe.each(engines)("npm run submissions -- webhooks on %s", { timeout: 60_000 }, (engine) => {
  let h: Harness;
  let receiver: WebhookReceiver;
  afterEach(async () => {
    await h?.cleanup();
    await receiver?.close();
  });

  const webhookEnv = () => ({
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: receiver.secret,
    WEBHOOK_ALLOW_NETWORKS: "127.0.0.1",
    WEBHOOK_RETRY_SECONDS: "0",
  });
  const cli = (...args: string[]) => bundle.run({ ...h.store.env, ...webhookEnv() }, ...args);
  const submit = async (service: FormService) => {
    const result = await service.submit({ formType: "contact", formData: sample.contact, clientIp: "192.0.2.1" });
    if (!result.ok) throw new Error(result.error);
    return result.id;
  };

  it("lists, logs and replays (same webhook-id, a new timestamp), enables a disabled endpoint, and pings", async () => {
    receiver = await startWebhookReceiver();
    // A submission made before the endpoint existed, then the server with it.
    h = await createHarness(engine);
    const before = await submit(h.service);
    await h.service.close();
    receiver.script({ status: 410 });
    const service = await h.startService(webhookEnv());
    const gone = await submit(service);
    await receiver.waitFor((got) => got.length === 1);
    await h.sink.waitForMail((m) => /webhook endpoint default disabled/.test(m.parsed?.subject ?? ""));

    const status = (await cli("webhooks", "status")).stdout;
    expect(status).toMatch(/^default {2}http:\/\/127\.0\.0\.1:\d+ {2}DISABLED since .*: it answered 410 Gone$/m);
    expect(status).toContain("deliveries: pending 0, sending 0, sent 0, failed 1");
    expect((await cli("webhooks", "log", "--failed")).stdout).toMatch(
      new RegExp(`default {2}${gone} {2}failed \\(1 tries\\) {2}msg_${gone}\\n.*HTTP 410`),
    );
    expect((await cli("list")).stdout).toMatch(new RegExp(`failed \\(1 tries\\)\\s+${gone}`));

    expect((await cli("webhooks", "replay", "--id", before)).stdout).toMatch(/Queued 1 delivery again[\s\S]*held until enabled: default/);
    expect((await cli("webhooks", "enable")).stdout).toBe("Enabled default: queued deliveries go out now.\n");
    await receiver.waitFor(() => receiver.ids().has(`msg_${before}`));
    await cli("webhooks", "replay", "--failed");
    await receiver.waitFor(() => receiver.received.filter((g) => g.id === `msg_${gone}`).length === 2);
    const twice = receiver.received.filter((g) => g.id === `msg_${gone}`);
    expect(twice.map((g) => [g.verified, g.answered])).toEqual([
      [true, 410],
      [true, 200],
    ]);
    expect(twice[1]!.timestamp).toBeGreaterThanOrEqual(twice[0]!.timestamp);
    expect(twice[1]!.body).toBe(twice[0]!.body);

    const ping = await cli("webhooks", "test");
    expect(ping.stdout).toMatch(/^default {2}http:\/\/127\.0\.0\.1:\d+ {2}OK \(HTTP 200\)/);
    expect(receiver.received.at(-1)).toMatchObject({ verified: true, event: { type: "webhook.test" } });
    await expect(cli("webhooks", "replay")).rejects.toMatchObject({
      code: 64,
      stderr: expect.stringContaining("replay needs --id ID or --failed"),
    });
  });

  it("makes a new secret the settings take", async () => {
    receiver = await startWebhookReceiver();
    h = await createHarness(engine);
    const { stdout, stderr } = await cli("webhooks", "secret");
    expect(stderr).toContain("a space, and the old one");
    expect(parseWebhookConfig({ WEBHOOK_URL: "https://crm.example.com/", WEBHOOK_SECRET: stdout.trim() }).problems).toEqual([]);
  });
});
