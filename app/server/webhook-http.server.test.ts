import type dns from "node:dns";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import { parseWebhookConfig } from "./webhook-config.server";
import { createWebhookSender, retryAfter, type SenderOptions, type WebhookSender } from "./webhook-http.server";

/**
 * No request where it must not go (OWASP's SSRF Prevention Cheat Sheet;
 * docs/decisions/0023-webhooks.md), with a real receiver on loopback that would record any
 * request that reached it.
 */
let receiver: WebhookReceiver;
let sender: WebhookSender | undefined;
afterEach(async () => {
  sender?.close();
  sender = undefined;
  await receiver?.close();
});

const networks = (list: string) => parseWebhookConfig({ WEBHOOK_ALLOW_NETWORKS: list }).config.allowNetworks;

/** A resolver that answers every name with these addresses, counting its calls. */
function resolver(addresses: string[]) {
  const calls: string[] = [];
  const lookup = ((hostname: string, _options: unknown, callback: (e: null, a: dns.LookupAddress[]) => void) => {
    calls.push(hostname);
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
    );
  }) as unknown as typeof dns.lookup;
  return { lookup, calls };
}

async function post(url: string, options: Partial<SenderOptions> = {}) {
  sender = createWebhookSender({ allowNetworks: [], ...options });
  return sender.post({ url: new URL(url), headers: { "webhook-id": "msg_test" }, body: "{}" });
}

describe("where a webhook may go", () => {
  it("refuses loopback without WEBHOOK_ALLOW_NETWORKS, by address or by a name that resolves to it", async () => {
    receiver = await startWebhookReceiver();
    const base = `127.0.0.1:${receiver.port}/hook`;
    expect(await post(`http://${base}`)).toMatchObject({ ok: false, error: expect.stringMatching(/^refused: 127\.0\.0\.1, plain http/) });
    expect(await post(`https://${base}`)).toMatchObject({ ok: false, error: expect.stringMatching(/^refused: 127\.0\.0\.1, a private/) });
    expect(await post(`https://localhost:${receiver.port}/hook`)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^refused: localhost resolves to (127\.0\.0\.1|::1)/),
    });
    const office = resolver(["192.168.1.20"]);
    expect(await post(`https://crm.example.com:${receiver.port}/hook`, { lookup: office.lookup })).toMatchObject({
      ok: false,
      error:
        "refused: crm.example.com resolves to 192.168.1.20, a private, loopback, link-local or reserved address not in WEBHOOK_ALLOW_NETWORKS",
    });
    expect(receiver.received).toHaveLength(0);
  });

  it("refuses cloud metadata, and a name with any private address among its answers", async () => {
    receiver = await startWebhookReceiver();
    expect(await post("https://169.254.169.254/latest/meta-data/")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^refused: 169\.254\.169\.254/),
    });
    expect(await post("https://[::ffff:169.254.169.254]/")).toMatchObject({ ok: false, error: expect.stringMatching(/^refused/) });
    const mixed = resolver(["93.184.215.14", "127.0.0.1"]);
    expect(await post(`https://rebind.example.com:${receiver.port}/`, { lookup: mixed.lookup })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/resolves to 127\.0\.0\.1/),
    });
    expect(receiver.received).toHaveLength(0);
  });

  it("connects to the very address it checked: one lookup, inside the connection", async () => {
    receiver = await startWebhookReceiver();
    const office = resolver(["127.0.0.1"]);
    const answer = await post(`http://n8n.office.example:${receiver.port}/hook`, {
      lookup: office.lookup,
      allowNetworks: networks("127.0.0.0/8"),
    });
    expect(answer).toMatchObject({ ok: true, status: 200 });
    expect(office.calls).toEqual(["n8n.office.example"]);
    expect(receiver.received).toHaveLength(1);
  });

  it("does not follow a redirect, and reads at most 4 KB of an answer", async () => {
    receiver = await startWebhookReceiver();
    const big = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("x".repeat(1_000_000));
    });
    await new Promise<void>((resolve) => big.listen(0, "127.0.0.1", resolve));
    try {
      const port = (big.address() as AddressInfo).port;
      const answer = await post(`http://127.0.0.1:${port}/`, { allowNetworks: networks("127.0.0.1") });
      expect(answer).toMatchObject({ ok: true, status: 200 });
      expect(answer.response?.length).toBe(1024);
      receiver.answer = { status: 301, headers: { location: `http://127.0.0.1:${port}/` } };
      expect(await post(receiver.url, { allowNetworks: networks("127.0.0.1") })).toMatchObject({
        ok: false,
        status: 301,
        error: "HTTP 301: a redirect, not followed",
      });
    } finally {
      big.closeAllConnections();
      await new Promise((resolve) => big.close(resolve));
    }
  });

  it("reads Retry-After as seconds or a date", () => {
    const now = Date.parse("2026-12-01T10:00:00Z");
    expect(retryAfter("120", now)).toBe(120_000);
    expect(retryAfter("Tue, 01 Dec 2026 10:05:00 GMT", now)).toBe(300_000);
    expect(retryAfter("9999999", now)).toBe(86_400_000);
    expect(retryAfter("soon", now)).toBeUndefined();
    expect(retryAfter(undefined, now)).toBeUndefined();
  });
});
