import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cacheControlFor, inlineScriptHashes, parseRange } from "./static-files";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external and JSON-LD ones", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("parseRange", () => {
  it("reads single byte ranges", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
  });
  it("rejects unsatisfiable ranges and ignores malformed ones", () => {
    expect(parseRange("bytes=1000-", 1000)).toBeNull();
    expect(parseRange("bytes=5-2", 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets for a year and revalidates pages", () => {
    expect(cacheControlFor("/assets/entry-abc.js")).toContain("immutable");
    expect(cacheControlFor("/about")).toBe("public, max-age=0, must-revalidate");
  });
});
