import { isIP } from "node:net";

/**
 * Per-client limit on accepted submissions (PRODUCT.md 9; FORM_RATE_LIMIT per minute).
 * A sliding window of the last minute's accepted writes per client, kept in the server
 * process: the limit on SQLite (one process per file), and the fallback of the limit shared
 * through Postgres while that database cannot be reached (shared-rate-limit.server.ts;
 * docs/decisions/0005-forms-pipeline.md). A slot is reserved before the write and released if the
 * write fails or turns out to be a replay, so concurrent requests cannot slip past the limit.
 */
export interface RateLimiter {
  /** Reserves a slot; returns the seconds to wait instead when the client is at its limit. */
  reserve(client: string): { ok: true; release(): void } | { ok: false; retryAfter: number };
}

export const windowMs = 60_000;

export function createRateLimiter(limit: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { times: number[]; head: number }>();
  let lastSweep = now();

  const sweep = (t: number) => {
    for (const [key, w] of windows) {
      if (w.times.length === 0 || w.times[w.times.length - 1]! <= t - windowMs) windows.delete(key);
    }
    lastSweep = t;
  };

  return {
    reserve(client) {
      const t = now();
      if (t - lastSweep > windowMs) sweep(t);
      const key = clientKey(client);
      let w = windows.get(key);
      if (!w) windows.set(key, (w = { times: [], head: 0 }));
      while (w.head < w.times.length && w.times[w.head]! <= t - windowMs) w.head++;
      if (w.head > 1024 && w.head * 2 > w.times.length) {
        w.times = w.times.slice(w.head);
        w.head = 0;
      }
      if (w.times.length - w.head >= limit) {
        return { ok: false, retryAfter: Math.max(1, Math.ceil((w.times[w.head]! + windowMs - t) / 1000)) };
      }
      w.times.push(t);
      const window = w;
      return {
        ok: true,
        release() {
          const i = window.times.lastIndexOf(t);
          if (i >= window.head) window.times.splice(i, 1);
        },
      };
    },
  };
}

/**
 * The unit a limit applies to: an IPv4 address, or an IPv6 client's /64 (one household or
 * server usually holds a whole /64, so counting single IPv6 addresses would let one
 * visitor rotate through billions). IPv4-mapped IPv6 addresses count as IPv4.
 */
export function clientKey(ip: string): string {
  let address = ip.trim().toLowerCase();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address) ?? /^::(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  if (isIP(address) !== 6) return address || "unknown";
  const groups = expandIPv6(address);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  let text = address;
  // A trailing dotted quad (e.g. 64:ff9b::192.0.2.1) is the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => (parseInt(g, 16) || 0).toString(16));
}
