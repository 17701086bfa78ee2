import ipaddr from "ipaddr.js";
import { formTypes, type FormType } from "~/lib/forms/fields";

/**
 * The webhook settings (PRODUCT.md 24 and "Interfaces"; docs/webhooks.md): endpoints from
 * `WEBHOOK_URL`/`WEBHOOK_SECRET` and `WEBHOOK_<NAME>_URL`/`_SECRET`, each with an optional
 * `_EVENTS` filter, the private networks an endpoint may be on, and the retry schedule.
 * Parsed once at start with the other settings (env.server.ts): every problem is listed.
 */
export interface WebhookEndpoint {
  /** `default` for WEBHOOK_URL, otherwise NAME in lower case. */
  name: string;
  url: URL;
  /** Signing keys, the first the newest: while a secret is rotated each request carries a signature per key. */
  secrets: Buffer[];
  /** The event types it takes; all when absent. */
  events?: readonly WebhookEventType[];
}

export interface WebhookConfig {
  endpoints: WebhookEndpoint[];
  /** Networks (CIDR) an endpoint may be on although private, and the only ones plain http may reach. */
  allowNetworks: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  /** Seconds before each attempt: the first counts from the submission, each next from the failure before it. */
  retrySeconds: number[];
  /** Who is told of a delivery that failed for good and of an endpoint that was disabled. */
  notifyTo?: string;
}

/** One event type per form (docs/webhooks.md). */
export const eventTypes = Object.fromEntries(formTypes.map((f) => [f, `form.${f.replace(/-/g, "_")}.submitted`])) as Record<
  FormType,
  `form.${string}.submitted`
>;
export type WebhookEventType = (typeof eventTypes)[FormType];

/**
 * About three days, as trusted senders retry (Svix's schedule, stretched at the end to a day
 * apart): now, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h.
 */
export const defaultRetrySeconds = [0, 5, 300, 1_800, 7_200, 18_000, 36_000, 50_400, 72_000, 86_400];

const endpointKey = /^WEBHOOK_(?:([A-Z0-9]+(?:_[A-Z0-9]+)*)_)?(URL|SECRET|EVENTS)$/;
const settingKeys = new Set(["WEBHOOK_ALLOW_NETWORKS", "WEBHOOK_RETRY_SECONDS", "WEBHOOK_NOTIFY_TO"]);

/** The settings, or the list of what is wrong with them (one line each, naming the variable). */
export function parseWebhookConfig(source: Readonly<Record<string, string | undefined>>): { config: WebhookConfig; problems: string[] } {
  const problems: string[] = [];
  const allowNetworks = parseNetworks(source.WEBHOOK_ALLOW_NETWORKS, problems);
  const retrySeconds = parseSchedule(source.WEBHOOK_RETRY_SECONDS, problems);
  const notifyTo = source.WEBHOOK_NOTIFY_TO?.trim() || undefined;
  if (notifyTo !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(notifyTo)) problems.push("WEBHOOK_NOTIFY_TO: must be an e-mail address");

  const byName = new Map<string, Partial<Record<"URL" | "SECRET" | "EVENTS", string>>>();
  for (const [key, value] of Object.entries(source)) {
    if (!key.startsWith("WEBHOOK_") || settingKeys.has(key) || value === undefined || value === "") continue;
    const match = endpointKey.exec(key);
    if (!match) {
      problems.push(`${key}: not a webhook setting (WEBHOOK_URL, WEBHOOK_<NAME>_URL, _SECRET, _EVENTS, ${[...settingKeys].join(", ")})`);
      continue;
    }
    const name = match[1]?.toLowerCase() ?? "default";
    byName.set(name, { ...byName.get(name), [match[2]!]: value });
  }

  const endpoints: WebhookEndpoint[] = [];
  for (const [name, values] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    const prefix = name === "default" ? "WEBHOOK_" : `WEBHOOK_${name.toUpperCase()}_`;
    const before = problems.length;
    if (!values.URL) {
      problems.push(`${prefix}URL: missing, while ${prefix}${values.SECRET ? "SECRET" : "EVENTS"} is set`);
      continue;
    }
    const url = parseUrl(values.URL, `${prefix}URL`, allowNetworks, problems);
    const secrets = parseSecrets(values.SECRET, `${prefix}SECRET`, problems);
    const events = values.EVENTS === undefined ? undefined : parseEvents(values.EVENTS, `${prefix}EVENTS`, problems);
    if (url && problems.length === before) endpoints.push({ name, url, secrets, ...(events ? { events } : {}) });
  }
  return { config: { endpoints, allowNetworks, retrySeconds, ...(notifyTo ? { notifyTo } : {}) }, problems };
}

/** `https://host` of an endpoint: the whole URL of a Zapier, Make or Power Automate hook is its secret. */
export function describeEndpoint(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/** Whether the endpoint takes this event type (its `_EVENTS` filter). */
export function takes(endpoint: WebhookEndpoint, type: WebhookEventType): boolean {
  return !endpoint.events || endpoint.events.includes(type);
}

function parseUrl(value: string, key: string, networks: WebhookConfig["allowNetworks"], problems: string[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${key}: not a URL`);
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    problems.push(`${key}: must be an https:// URL`);
    return undefined;
  }
  if (url.username || url.password) problems.push(`${key}: credentials in the URL are not sent; put them in its path or use the secret`);
  if (url.protocol === "http:" && !networks.length)
    problems.push(`${key}: plain http:// only to a network listed in WEBHOOK_ALLOW_NETWORKS (an n8n or Odoo in the office); use https://`);
  // A literal address is checked here already; a name is checked on every address it resolves to, when connecting.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(host) && !addressAllowed(host, networks))
    problems.push(
      `${key}: ${host} is a private, loopback, link-local or reserved address; list its network in WEBHOOK_ALLOW_NETWORKS to allow it`,
    );
  return url;
}

/** A public unicast address, or one in a listed network (IPv4-mapped IPv6 counts as its IPv4 address). */
export function addressAllowed(address: string, networks: WebhookConfig["allowNetworks"]): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (inNetworks(ip, networks)) return true;
  return ip.range() === "unicast";
}

export function inNetworks(ip: ipaddr.IPv4 | ipaddr.IPv6, networks: WebhookConfig["allowNetworks"]): boolean {
  return networks.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
}

function parseNetworks(value: string | undefined, problems: string[]): WebhookConfig["allowNetworks"] {
  const networks: WebhookConfig["allowNetworks"] = [];
  for (const item of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    try {
      if (item.includes("/")) networks.push(ipaddr.parseCIDR(item));
      else {
        const ip = ipaddr.parse(item);
        networks.push([ip, ip.kind() === "ipv4" ? 32 : 128]);
      }
    } catch {
      problems.push(`WEBHOOK_ALLOW_NETWORKS: ${item} is not a network (CIDR, e.g. 10.0.0.0/8) or an address`);
    }
  }
  return networks;
}

function parseSchedule(value: string | undefined, problems: string[]): number[] {
  if (value === undefined || value.trim() === "") return defaultRetrySeconds;
  const items = value.split(",").map((s) => s.trim());
  const seconds = items.map(Number);
  if (items.some((s) => s === "") || seconds.some((n) => !Number.isFinite(n) || n < 0 || n > 7 * 86_400)) {
    problems.push("WEBHOOK_RETRY_SECONDS: a comma list of seconds (0 to 604800), e.g. 0,5,300,1800");
    return defaultRetrySeconds;
  }
  return seconds;
}

/** `whsec_` and the base64 key, as Standard Webhooks gives it; several, space-separated, while rotating. */
function parseSecrets(value: string | undefined, key: string, problems: string[]): Buffer[] {
  if (!value) {
    problems.push(`${key}: missing: every endpoint needs a whsec_ secret (npm run submissions -- webhooks secret makes one)`);
    return [];
  }
  const secrets: Buffer[] = [];
  for (const word of value.trim().split(/\s+/)) {
    const base64 = word.startsWith("whsec_") ? word.slice(6) : undefined;
    const bytes = base64 !== undefined && /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? Buffer.from(base64, "base64") : undefined;
    if (!bytes || bytes.length < 24 || bytes.length > 64) {
      problems.push(`${key}: each secret is whsec_ and 24 to 64 bytes in base64`);
      return [];
    }
    secrets.push(bytes);
  }
  if (secrets.length > 2) problems.push(`${key}: at most two secrets (the new one and the one it replaces)`);
  return secrets;
}

function parseEvents(value: string, key: string, problems: string[]): WebhookEventType[] | undefined {
  const known = Object.values(eventTypes) as string[];
  const events = value.split(/[\s,]+/).filter(Boolean);
  const unknown = events.filter((e) => !known.includes(e));
  if (unknown.length || !events.length) {
    problems.push(`${key}: ${unknown.join(", ") || "empty"}: event types are ${known.join(", ")}`);
    return undefined;
  }
  return events as WebhookEventType[];
}
