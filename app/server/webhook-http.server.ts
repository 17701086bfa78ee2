import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction, Socket } from "node:net";
import ipaddr from "ipaddr.js";
import { addressAllowed, inNetworks, type WebhookConfig } from "./webhook-config.server";

/**
 * One webhook request (docs/decisions/0023-webhooks.md): a POST that counts only when
 * answered 2xx; a redirect is not followed and counts as a failure; 5 s to connect, 15 s in
 * all; at most 4 KB of the answer read; `Retry-After` read.
 *
 * No request goes where it must not (OWASP's SSRF Prevention Cheat Sheet): https to public
 * unicast addresses only, plain http only to a network in WEBHOOK_ALLOW_NETWORKS, and
 * loopback, private, link-local (cloud metadata), carrier-grade NAT, unique-local and
 * reserved addresses refused unless listed there. The rule is applied to every address a
 * name resolves to, inside the connection's own lookup, and again to the address the
 * socket connected to: what is checked is what is connected, so a DNS answer that changes
 * between a check and the connection cannot get round it.
 */
interface WebhookRequest {
  url: URL;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookAnswer {
  ok: boolean;
  /** The HTTP status, when an answer came. */
  status?: number;
  /** Why it failed, without the URL (it may carry a secret). */
  error?: string;
  /** From a Retry-After header. */
  retryAfterMs?: number;
  /** The start of the answer's body, as text. */
  response?: string;
  durationMs: number;
}

export interface SenderOptions {
  allowNetworks: WebhookConfig["allowNetworks"];
  /** The resolver (tests answer names with addresses of their choosing); dns.lookup by default. */
  lookup?: typeof dns.lookup;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
}

export interface WebhookSender {
  post(request: WebhookRequest): Promise<WebhookAnswer>;
  close(): void;
}

const maxResponseBytes = 4096;
/** What the log keeps of an answer. */
const keptResponseChars = 1024;

class RefusedAddress extends Error {
  constructor(host: string, address: string, https: boolean) {
    super(
      `refused: ${host === address ? address : `${host} resolves to ${address}`}, ` +
        (https
          ? "a private, loopback, link-local or reserved address not in WEBHOOK_ALLOW_NETWORKS"
          : "plain http is only allowed to the networks in WEBHOOK_ALLOW_NETWORKS"),
    );
  }
}

export function createWebhookSender(options: SenderOptions): WebhookSender {
  const resolve = options.lookup ?? dns.lookup;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const totalTimeoutMs = options.totalTimeoutMs ?? 15_000;
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

  /** https: public or listed; http: listed only. */
  const allowed = (address: string, secure: boolean) =>
    secure ? addressAllowed(address, options.allowNetworks) : ipaddr.isValid(address) && inNetworks(mapped(address), options.allowNetworks);

  const checkedLookup =
    (secure: boolean): LookupFunction =>
    (hostname, lookupOptions, callback) => {
      resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
        if (error) return callback(error, "", 4);
        const list = addresses;
        const refused = list.find((a) => !allowed(a.address, secure));
        if (refused || !list.length) return callback(new RefusedAddress(hostname, refused?.address ?? "no address", secure), "", 4);
        if (lookupOptions.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      });
    };

  function post(request: WebhookRequest): Promise<WebhookAnswer> {
    const started = performance.now();
    const secure = request.url.protocol === "https:";
    const host = request.url.hostname.replace(/^\[|\]$/g, "");
    const done = (answer: Omit<WebhookAnswer, "durationMs">): WebhookAnswer => ({
      ...answer,
      durationMs: Math.round(performance.now() - started),
    });
    // A literal address is not looked up: check it here (and once connected, below).
    if (ipaddr.isValid(host) && !allowed(host, secure))
      return Promise.resolve(done({ ok: false, error: new RefusedAddress(host, host, secure).message }));

    return new Promise((settle) => {
      let settled = false;
      const finish = (answer: Omit<WebhookAnswer, "durationMs">) => {
        if (settled) return;
        settled = true;
        clearTimeout(total);
        settle(done(answer));
      };
      const req = (secure ? https : http).request(request.url, {
        method: "POST",
        agent: secure ? agents.https : agents.http,
        lookup: checkedLookup(secure),
        headers: { ...request.headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(request.body)) },
      });
      const total = setTimeout(() => req.destroy(new Error(`no answer within ${totalTimeoutMs / 1000} s`)), totalTimeoutMs);
      req.on("socket", (socket: Socket) => {
        if (!socket.connecting) return;
        const connect = setTimeout(() => req.destroy(new Error(`could not connect within ${connectTimeoutMs / 1000} s`)), connectTimeoutMs);
        socket.once("connect", () => {
          clearTimeout(connect);
          const address = socket.remoteAddress ?? "";
          if (!allowed(address, secure)) req.destroy(new RefusedAddress(host, address, secure));
        });
        socket.once("close", () => clearTimeout(connect));
      });
      req.on("error", (error) => finish({ ok: false, error: describe(error) }));
      req.on("response", (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const end = () => {
          const response = sanitise(Buffer.concat(chunks).subarray(0, maxResponseBytes).toString("utf8"));
          const ok = status >= 200 && status < 300;
          const retryAfterMs = retryAfter(res.headers["retry-after"]);
          finish({
            ok,
            status,
            ...(ok ? {} : { error: status >= 300 && status < 400 ? `HTTP ${status}: a redirect, not followed` : `HTTP ${status}` }),
            ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
            ...(response ? { response } : {}),
          });
        };
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough to log; the rest of a large answer is not read.
          if (size >= maxResponseBytes) {
            end();
            res.destroy();
          }
        });
        res.on("end", end);
        res.on("error", end);
      });
      req.end(request.body);
    });
  }

  return {
    post,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

function mapped(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const ip = ipaddr.parse(address);
  return ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}

/** Retry-After as seconds or an HTTP date; capped at a day. */
export function retryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 86_400_000) : undefined;
}

function describe(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return `${e.code && !e.message?.includes(e.code) ? `${e.code} ` : ""}${e.message ?? String(error)}`.replace(/\s+/g, " ").slice(0, 300);
}

function sanitise(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").slice(0, keptResponseChars);
}
