import { describe, expect, it } from "vitest";
import { newSecret } from "../../tests/support/webhook-receiver";
import { EnvError, parseEnv } from "./env.server";
import { addressAllowed, defaultRetrySeconds, describeEndpoint, parseWebhookConfig } from "./webhook-config.server";

const secret = newSecret();

describe("webhook settings", () => {
  it("has no endpoint by default, and the schedule of about three days", () => {
    const { webhooks } = parseEnv({});
    expect(webhooks.endpoints).toEqual([]);
    expect(webhooks.retrySeconds).toEqual(defaultRetrySeconds);
    const hours = defaultRetrySeconds.reduce((a, b) => a + b, 0) / 3600;
    expect(hours).toBeGreaterThan(72);
    expect(hours).toBeLessThan(80);
  });

  it("reads the default endpoint, named ones with their event filters, and a schedule", () => {
    const { config, problems } = parseWebhookConfig({
      WEBHOOK_URL: "https://hooks.zapier.com/hooks/catch/123/abc/",
      WEBHOOK_SECRET: secret,
      WEBHOOK_N8N_URL: "http://10.1.2.3:5678/webhook/leads",
      WEBHOOK_N8N_SECRET: `${newSecret()} ${secret}`,
      WEBHOOK_N8N_EVENTS: "form.service_request.submitted, form.dealer_application.submitted",
      WEBHOOK_ALLOW_NETWORKS: "10.0.0.0/8, fd00::/8",
      WEBHOOK_RETRY_SECONDS: "0,1,2.5",
    });
    expect(problems).toEqual([]);
    expect(config.endpoints.map((e) => [e.name, describeEndpoint(e.url), e.secrets.length, e.events])).toEqual([
      ["default", "https://hooks.zapier.com", 1, undefined],
      ["n8n", "http://10.1.2.3:5678", 2, ["form.service_request.submitted", "form.dealer_application.submitted"]],
    ]);
    expect(config.retrySeconds).toEqual([0, 1, 2.5]);
  });

  it("stops the server at start with every problem listed", () => {
    expect.assertions(8);
    try {
      parseEnv({
        WEBHOOK_URL: "http://crm.example.com/hook",
        WEBHOOK_CRM_URL: "https://169.254.169.254/latest/meta-data",
        WEBHOOK_CRM_SECRET: "not-a-secret",
        WEBHOOK_ODOO_SECRET: secret,
        WEBHOOK_ZAP_URL: "ftp://example.com",
        WEBHOOK_ZAP_SECRET: secret,
        WEBHOOK_ZAP_EVENTS: "form.newsletter.submitted",
        WEBHOOK_RETRY_SECONDS: "0,soon",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toMatch(/WEBHOOK_URL: plain http:\/\/ only to a network listed in WEBHOOK_ALLOW_NETWORKS/);
      expect(message).toMatch(/WEBHOOK_SECRET: missing/);
      expect(message).toMatch(/WEBHOOK_CRM_URL: 169\.254\.169\.254 is a private, loopback, link-local or reserved address/);
      expect(message).toMatch(/WEBHOOK_CRM_SECRET: each secret is whsec_/);
      expect(message).toMatch(/WEBHOOK_ODOO_URL: missing/);
      expect(message).toMatch(/WEBHOOK_ZAP_URL: must be an https:\/\/ URL/);
      expect(message).toMatch(/WEBHOOK_RETRY_SECONDS: a comma list of seconds/);
    }
  });

  it("refuses a literal private address unless its network is listed", () => {
    expect(parseWebhookConfig({ WEBHOOK_URL: "https://127.0.0.1:8443/", WEBHOOK_SECRET: secret }).problems).toEqual([
      expect.stringMatching(/^WEBHOOK_URL: 127\.0\.0\.1 is a private/),
    ]);
    expect(
      parseWebhookConfig({ WEBHOOK_URL: "http://127.0.0.1:8080/", WEBHOOK_SECRET: secret, WEBHOOK_ALLOW_NETWORKS: "127.0.0.1" }).problems,
    ).toEqual([]);
  });
});

describe("addressAllowed", () => {
  it("allows public unicast addresses and refuses every kind that is not", () => {
    for (const address of ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c", "::ffff:93.184.215.14"])
      expect(addressAllowed(address, []), address).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "240.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "64:ff9b::a9fe:a9fe",
      "2002:a9fe:a9fe::1",
      "not an address",
    ])
      expect(addressAllowed(address, []), address).toBe(false);
  });

  it("allows what a listed network holds", () => {
    const { config } = parseWebhookConfig({ WEBHOOK_ALLOW_NETWORKS: "192.168.10.0/24 fd12::/16" });
    expect(addressAllowed("192.168.10.20", config.allowNetworks)).toBe(true);
    expect(addressAllowed("::ffff:192.168.10.20", config.allowNetworks)).toBe(true);
    expect(addressAllowed("192.168.11.20", config.allowNetworks)).toBe(false);
    expect(addressAllowed("fd12::5", config.allowNetworks)).toBe(true);
  });
});
