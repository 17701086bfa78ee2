import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestTarget } from "./request-target";

/** The parts of a Node request requestTarget reads. */
function req(url: string, options: { method?: string; hosts?: string[]; version?: string } = {}): IncomingMessage {
  const hosts = options.hosts ?? ["localhost"];
  return {
    url,
    method: options.method ?? "GET",
    httpVersion: options.version ?? "1.1",
    headers: hosts.length ? { host: hosts[0] } : {},
    rawHeaders: hosts.flatMap((h) => ["Host", h]),
  } as unknown as IncomingMessage;
}

describe("requestTarget", () => {
  it("splits and decodes an origin-form target", () => {
    expect(requestTarget(req("/news/%C3%A9t%C3%A9?page=2"))).toEqual({ pathname: "/news/été", search: "?page=2" });
  });

  it("reduces an absolute-form target to its path, for React Router too", () => {
    const message = req("http://evil.example/about?x=1");
    expect(requestTarget(message)).toEqual({ pathname: "/about", search: "?x=1" });
    expect(message.url).toBe("/about?x=1");
    expect(requestTarget(req("HTTPS://evil.example"))).toEqual({ pathname: "/", search: "" });
  });

  it("refuses what names no path: undecodable bytes, authority-form, * but for OPTIONS", () => {
    expect(requestTarget(req("/%FF"))).toBeUndefined();
    expect(requestTarget(req("/%E2%82"))).toBeUndefined();
    expect(requestTarget(req("evil.example:443"))).toBeUndefined();
    expect(requestTarget(req("*"))).toBeUndefined();
    expect(requestTarget(req("*", { method: "OPTIONS" }))).toEqual({ pathname: "*", search: "" });
  });

  it("wants one valid Host on HTTP/1.1 (RFC 9112 3.2)", () => {
    for (const host of ["localhost:3000", "127.0.0.1", "[::1]:8080", "www.example.nl"]) {
      expect(requestTarget(req("/", { hosts: [host] })), host).toBeDefined();
    }
    for (const host of ["a b", "999.1.1.1", "x/y", "x?y", "", "a@b", "x:99999999"]) {
      expect(requestTarget(req("/", { hosts: [host] })), host).toBeUndefined();
    }
    expect(requestTarget(req("/", { hosts: ["a", "b"] }))).toBeUndefined();
    expect(requestTarget(req("/", { hosts: [] }))).toBeUndefined();
    expect(requestTarget(req("/", { hosts: [], version: "1.0" }))).toBeDefined();
  });
});
