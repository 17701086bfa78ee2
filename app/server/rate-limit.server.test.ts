import { describe, expect, it } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit.server";

describe("clientKey", () => {
  it("keeps IPv4 addresses, also when IPv4-mapped", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 clients per /64", () => {
    const a = clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002::1")).toBe(a);
    expect(clientKey("[2001:db8:1:2::ffff]")).toBe(a);
    expect(clientKey("2001:DB8:1:2::1%eth0")).toBe(a);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(a);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("passes anything else through", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
  });
});

describe("createRateLimiter", () => {
  it("allows `limit` writes per client per minute, then answers with the wait", () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(3, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.reserve("198.51.100.1").ok).toBe(true);
      now += 10_000;
    }
    const refused = limiter.reserve("198.51.100.1");
    expect(refused).toEqual({ ok: false, retryAfter: 30 });
    // Another client is not affected.
    expect(limiter.reserve("198.51.100.2").ok).toBe(true);
    // The oldest write leaves the window after 60 s.
    now += 30_000;
    expect(limiter.reserve("198.51.100.1").ok).toBe(true);
    expect(limiter.reserve("198.51.100.1").ok).toBe(false);
  });

  it("counts the addresses of one IPv6 /64 together", () => {
    const limiter = createRateLimiter(2, () => 0);
    expect(limiter.reserve("2001:db8::1").ok).toBe(true);
    expect(limiter.reserve("2001:db8::2").ok).toBe(true);
    expect(limiter.reserve("2001:db8::3").ok).toBe(false);
    expect(limiter.reserve("2001:db8:0:1::1").ok).toBe(true);
  });

  it("gives a released slot back (failed write, replay)", () => {
    const limiter = createRateLimiter(1, () => 5);
    const slot = limiter.reserve("192.0.2.1");
    expect(slot.ok).toBe(true);
    expect(limiter.reserve("192.0.2.1").ok).toBe(false);
    if (slot.ok) slot.release();
    expect(limiter.reserve("192.0.2.1").ok).toBe(true);
  });

  it("stays fast with a high limit (benchmark settings)", () => {
    let now = 0;
    const limiter = createRateLimiter(1_000_000, () => now);
    const started = performance.now();
    for (let i = 0; i < 200_000; i++) {
      now += 1;
      limiter.reserve("127.0.0.1");
    }
    // Linear in the requests: a limiter that rescans its window per request would take minutes here.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
