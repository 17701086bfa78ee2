import { afterEach, describe, expect, it } from "vitest";
import { engines, type EngineName } from "../../tests/support/databases";
import { createHarness, sample, until, type Harness } from "../../tests/support/forms-harness";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import type { ServiceOverrides } from "./forms.server";
import { webhookEventSchema } from "./webhook-event.server";
import { deliveryLog, enableEndpoints, replay } from "./webhook-queries.server";

/**
 * The webhooks' outbox with a real receiver on loopback that verifies every signature with
 * the `standardwebhooks` package, beside a real SMTP server, on both engines (PRODUCT.md 24;
 * docs/decisions/0023-webhooks.md). Retry schedules are fractions of a second here.
 */
let h: Harness | undefined;
let receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await h?.cleanup();
  for (const r of receivers) await r.close();
  h = undefined;
  receivers = [];
});

async function receiver(): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver();
  receivers.push(r);
  return r;
}

async function setUp(engine: EngineName, r: WebhookReceiver, env: Record<string, string> = {}, overrides: ServiceOverrides = {}) {
  h = await createHarness(
    engine,
    { WEBHOOK_URL: r.url, WEBHOOK_SECRET: r.secret, WEBHOOK_ALLOW_NETWORKS: "127.0.0.0/8", WEBHOOK_RETRY_SECONDS: "0,0.05,0.05", ...env },
    overrides,
  );
  return h;
}

async function submit(formType = "contact", formData: object = sample.contact): Promise<string> {
  const result = await h!.service.submit({ formType, formData, clientIp: "192.0.2.10" });
  if (!result.ok) throw new Error(result.error);
  return result.id;
}

const deliveries = () => h!.service.database.db.selectFrom("webhook_deliveries").selectAll().execute();
const logged = (msg: string) => h!.logger.lines.filter((l) => l.msg === msg);

describe.each(engines)("webhooks on %s", (engine) => {
  it("delivers one signed event per submission, the schema's, beside the mail", async () => {
    const r = await receiver();
    await setUp(engine, r);
    const id = await submit("service-request", sample.service);
    await r.waitFor((got) => got.length >= 1);
    await h!.sink.waitFor(1);
    await until(async () => (await deliveries()).every((d) => d.status === "sent"), 5_000, "the delivery marked sent");
    expect(r.received).toHaveLength(1);
    const [hook] = r.received;
    expect(hook).toMatchObject({ id: `msg_${id}`, verified: true, answered: 200 });
    const event = webhookEventSchema.parse(JSON.parse(hook!.body));
    expect(event).toMatchObject({
      type: "form.service_request.submitted",
      data: {
        id,
        form: "service-request",
        language: "en",
        contact: { name: "Jan Jansen", email: "jan@example.nl" },
        fields: { brand: "Norcool", model: "NC-45", urgency: "high", issueDescription: "The cabinet stays warm." },
        site: { url: "http://localhost:3000" },
      },
    });
  });

  it("retries 500, 500, then 200: one webhook-id, three timestamps", async () => {
    const r = await receiver();
    r.script({ status: 500 }, { status: 500 });
    // Over a second apart even with the jitter (±10 %), so each attempt has a timestamp (whole seconds) of its own.
    await setUp(engine, r, { WEBHOOK_RETRY_SECONDS: "0,1.2,1.2" });
    const id = await submit();
    await r.waitFor((got) => got.some((g) => g.answered === 200), 20_000);
    expect(r.received.map((g) => [g.id, g.verified, g.answered])).toEqual([
      [`msg_${id}`, true, 500],
      [`msg_${id}`, true, 500],
      [`msg_${id}`, true, 200],
    ]);
    const stamps = r.received.map((g) => g.timestamp);
    expect(new Set(stamps).size).toBe(3);
    await until(async () => (await deliveryLog(h!.service.database.db))[0]?.status === "sent", 5_000, "sent");
    const [line] = await deliveryLog(h!.service.database.db);
    expect(line).toMatchObject({ attempts: 3, failures: [{ statusCode: 500 }, { statusCode: 500 }] });
  });

  it("gives up on a receiver that hangs, and delivers at the next attempt; the mail does not wait", async () => {
    const r = await receiver();
    r.script("hang");
    await setUp(engine, r, {}, { sender: { totalTimeoutMs: 600 } });
    const id = await submit();
    await h!.sink.waitFor(1);
    await r.waitFor((got) => got.some((g) => g.answered === 200));
    const [line] = await deliveryLog(h!.service.database.db);
    expect(line?.failures).toEqual([expect.objectContaining({ statusCode: null, error: expect.stringMatching(/no answer within 0.6 s/) })]);
    expect(r.ids()).toEqual(new Set([`msg_${id}`]));
  });

  it("delivers every submission once a receiver that was down comes back, and mails them all meanwhile", async () => {
    const r = await receiver();
    await r.stop();
    // Retries every 0.1 s for a minute: the receiver comes back long before they are spent,
    // however slowly a loaded host sends the twenty mails first.
    await setUp(engine, r, { WEBHOOK_RETRY_SECONDS: ["0", ...Array(600).fill("0.1")].join(",") });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await submit("contact", { ...sample.contact, email: `v${i}@example.nl` }));
    await h!.sink.waitFor(20, 60_000);
    await until(() => logged("webhook delivery failed: will retry").length >= 20, 30_000, "failed attempts");
    expect(r.received).toHaveLength(0);
    await r.restart();
    await r.waitFor(() => ids.every((id) => r.ids().has(`msg_${id}`)), 20_000, "every submission");
    expect(r.received.every((g) => g.verified)).toBe(true);
  }, 120_000);

  it("disables an endpoint that answers 410 and tells staff once; enable, then replay delivers", async () => {
    const r = await receiver();
    r.script({ status: 410 });
    await setUp(engine, r);
    const first = await submit();
    const notice = await h!.sink.waitForMail((m) => /webhook endpoint default disabled/.test(m.parsed?.subject ?? ""));
    expect(notice.parsed?.text).toContain("410 Gone");
    // While disabled, new submissions are stored, mailed and queued, not sent.
    const second = await submit();
    await h!.sink.waitForMail((m) => m.messageId === `<${second}@example.nl>`);
    await until(async () => (await deliveries()).find((d) => d.submission_id === second)?.status === "pending", 5_000, "queued");
    expect(r.received).toHaveLength(1);

    expect(await enableEndpoints(h!.service.database.db)).toEqual(["default"]);
    await r.waitFor(() => r.ids().has(`msg_${second}`));
    expect(await replay(h!.service.database.db, h!.service.webhooks.config, { failed: true }, Date.now())).toBe(1);
    await r.waitFor(() => r.received.some((g) => g.id === `msg_${first}` && g.answered === 200));
    const notices = h!.sink.mails.filter((m) => /disabled/.test(m.parsed?.subject ?? ""));
    expect(notices).toHaveLength(1);
  });

  it("does not follow a redirect: it counts as a failure", async () => {
    const r = await receiver();
    const elsewhere = await receiver();
    r.answer = { status: 302, headers: { location: elsewhere.url } };
    await setUp(engine, r, { WEBHOOK_RETRY_SECONDS: "0" });
    await submit();
    await until(async () => (await deliveries())[0]?.status === "failed", 5_000, "the delivery failed");
    expect((await deliveries())[0]?.last_error).toMatch(/HTTP 302: a redirect, not followed/);
    expect(elsewhere.received).toHaveLength(0);
  });

  it("sends nothing for spam", async () => {
    const r = await receiver();
    await setUp(engine, r);
    await submit("contact", { ...sample.contact, homepage: "http://spam.example" });
    const real = await submit();
    await r.waitFor(() => r.ids().has(`msg_${real}`));
    expect(await deliveries()).toHaveLength(1);
    expect(r.received).toHaveLength(1);
  });

  it("marks a delivery failed when its retries are spent and tells staff once", async () => {
    const r = await receiver();
    r.answer = { status: 503 };
    await setUp(engine, r);
    const id = await submit();
    const notice = await h!.sink.waitForMail((m) => /did not reach the webhook endpoint/.test(m.parsed?.subject ?? ""));
    expect(notice.parsed?.text).toContain(id);
    expect(notice.parsed?.text).not.toContain(sample.contact.email);
    expect(r.received.map((g) => g.answered)).toEqual([503, 503, 503]);
    expect((await deliveries())[0]?.status).toBe("failed");
  });
});

describe("an endpoint that fails everything", () => {
  it("is disabled after five days of failures, and staff are told once", async () => {
    const r = await receiver();
    r.answer = { status: 500 };
    let offset = 0;
    await setUp("sqlite", r, { WEBHOOK_RETRY_SECONDS: "0,0.05,0.05,0.05" }, { now: () => Date.now() + offset });
    await submit();
    await until(async () => (await deliveries())[0]?.status === "failed", 5_000, "the first delivery failed");
    offset += 5 * 86_400_000;
    await submit();
    await h!.sink.waitForMail((m) => /webhook endpoint default disabled/.test(m.parsed?.subject ?? ""));
    const notices = h!.sink.mails.filter((m) => /disabled/.test(m.parsed?.subject ?? ""));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.parsed?.text).toMatch(/every attempt has failed since/);
  });
});
