import { randomBytes, randomUUID } from "node:crypto";
import type { FormsDatabase } from "../app/server/db.server";
import type { Env } from "../app/server/env.server";
import { describeEndpoint, type WebhookEndpoint } from "../app/server/webhook-config.server";
import { pingEvent, signature } from "../app/server/webhook-event.server";
import { createWebhookSender } from "../app/server/webhook-http.server";
import { deliveryLog, endpointStatus, enableEndpoints, replay, type DeliveryLine } from "../app/server/webhook-queries.server";
import { site } from "../app/content/company.server";

/**
 * `npm run submissions -- webhooks …`: what staff see of the webhooks and can do to them
 * (README "Operations"; docs/webhooks.md). The server's worker takes up a replay or an
 * enable at its next pass (within a second).
 */
export const webhooksUsage = `  npm run submissions -- webhooks status
  npm run submissions -- webhooks log [--failed] [--limit N]
  npm run submissions -- webhooks replay --id ID | --failed
  npm run submissions -- webhooks test [--endpoint NAME]
  npm run submissions -- webhooks enable [--endpoint NAME]
  npm run submissions -- webhooks secret`;

export class WebhookUsageError extends Error {}

interface Options {
  id?: string;
  failed: boolean;
  endpoint?: string;
  limit: number;
}

export async function webhooksCommand(env: Env, database: FormsDatabase, command: string | undefined, options: Options): Promise<number> {
  const { endpoints } = env.webhooks;
  const chosen = (): WebhookEndpoint[] => {
    if (!options.endpoint) return endpoints;
    const one = endpoints.filter((e) => e.name === options.endpoint);
    if (!one.length)
      throw new WebhookUsageError(`No endpoint ${options.endpoint} (configured: ${endpoints.map((e) => e.name).join(", ") || "none"})`);
    return one;
  };
  switch (command) {
    case "status": {
      if (!endpoints.length) console.log("No webhook endpoint is configured (WEBHOOK_URL, WEBHOOK_<NAME>_URL).");
      for (const s of await endpointStatus(
        database.db,
        endpoints.map((e) => e.name),
      )) {
        const endpoint = endpoints.find((e) => e.name === s.name);
        const state = !endpoint
          ? "not configured any more"
          : s.disabledAt
            ? `DISABLED since ${time(s.disabledAt)}: ${s.disabledReason}`
            : "enabled";
        console.log(`${s.name}  ${endpoint ? describeEndpoint(endpoint.url) : "-"}  ${state}`);
        if (endpoint?.events) console.log(`  events: ${endpoint.events.join(", ")}`);
        if (s.failingSince && !s.disabledAt) console.log(`  failing since ${time(s.failingSince)}`);
        const counts = ["pending", "sending", "sent", "failed"].map((k) => `${k} ${s.counts[k] ?? 0}`).join(", ");
        console.log(`  deliveries: ${counts}${s.oldestPendingAt ? `; oldest pending from ${time(s.oldestPendingAt)}` : ""}`);
      }
      return 0;
    }
    case "log": {
      const lines = await deliveryLog(database.db, { failed: options.failed, limit: options.limit });
      for (const line of lines) printDelivery(line);
      console.log(`\n${lines.length} deliveries shown (newest first${options.failed ? ", failed only" : ""}) from ${database.where}`);
      return 0;
    }
    case "replay": {
      if (!options.id === !options.failed) throw new WebhookUsageError("replay needs --id ID or --failed");
      const queued = await replay(database.db, env.webhooks, options.id ? { id: options.id } : { failed: true }, Date.now());
      console.log(`Queued ${queued} deliver${queued === 1 ? "y" : "ies"} again, with the same webhook-id and a new timestamp.`);
      const disabled = (await endpointStatus(database.db, [])).filter((s) => s.disabledAt).map((s) => s.name);
      if (disabled.length) console.log(`Disabled, so held until enabled: ${disabled.join(", ")} (npm run submissions -- webhooks enable).`);
      return 0;
    }
    case "enable": {
      const enabled = await enableEndpoints(database.db, options.endpoint ? [options.endpoint] : undefined);
      console.log(enabled.length ? `Enabled ${enabled.join(", ")}: queued deliveries go out now.` : "No disabled endpoint to enable.");
      return 0;
    }
    case "test":
      return ping(env, chosen());
    case "secret":
      console.log(`whsec_${randomBytes(32).toString("base64")}`);
      console.error(
        "\nA new signing secret. To change one without a gap: set WEBHOOK_SECRET (or WEBHOOK_<NAME>_SECRET) to the new\n" +
          "secret, a space, and the old one, and restart: each request then carries both signatures. Give the receiver the\n" +
          "new secret, then remove the old one from the setting and restart again.",
      );
      return 0;
    default:
      throw new WebhookUsageError(`Unknown webhooks command: ${command ?? "(none)"}`);
  }
}

/** A signed `webhook.test` event to each endpoint, through the same checks as every delivery. */
async function ping(env: Env, endpoints: WebhookEndpoint[]): Promise<number> {
  if (!endpoints.length) throw new WebhookUsageError("No webhook endpoint is configured (WEBHOOK_URL, WEBHOOK_<NAME>_URL).");
  const sender = createWebhookSender({ allowNetworks: env.webhooks.allowNetworks });
  let failures = 0;
  try {
    for (const endpoint of endpoints) {
      const id = `msg_test_${randomUUID()}`;
      const timestamp = Math.floor(Date.now() / 1000);
      const body = pingEvent({ name: site.name, url: env.SITE_URL }, Date.now());
      const answer = await sender.post({
        url: endpoint.url,
        headers: {
          "webhook-id": id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signature(endpoint.secrets, id, timestamp, body),
        },
        body,
      });
      if (!answer.ok) failures++;
      console.log(
        `${endpoint.name}  ${describeEndpoint(endpoint.url)}  ${answer.ok ? `OK (HTTP ${answer.status})` : `FAILED: ${answer.error}`}  ${answer.durationMs} ms` +
          (answer.response ? `\n  answered: ${answer.response.slice(0, 200)}` : ""),
      );
    }
  } finally {
    sender.close();
  }
  return failures ? 1 : 0;
}

function printDelivery(line: DeliveryLine) {
  const state = line.status === "sent" ? `sent ${time(line.sentAt!)}` : line.status;
  console.log(`${time(line.createdAt)}  ${line.endpoint}  ${line.submissionId}  ${state} (${line.attempts} tries)  ${line.webhookId}`);
  for (const f of line.failures) console.log(`    ${time(f.at)}  ${f.error}`);
}

/** One line of a submission's webhook states for `list`: "sent", or per endpoint when there are several. */
export function webhookSummary(lines: DeliveryLine[]): string {
  if (!lines.length) return "-";
  const one = (l: DeliveryLine) => (l.status === "sent" ? "sent" : `${l.status} (${l.attempts} tries)`);
  return lines.length === 1 ? one(lines[0]!) : lines.map((l) => `${l.endpoint}: ${one(l)}`).join(", ");
}

const time = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);
