import fc from "fast-check";
import { validateHeaderValue } from "node:http";
import { describe, expect, it } from "vitest";
import { trailingSlashLocation } from "./redirects";

describe("trailingSlashLocation", () => {
  it("strips trailing slashes and keeps the query", () => {
    expect(trailingSlashLocation("/about/", "")).toBe("/about");
    expect(trailingSlashLocation("/news///", "?page=2")).toBe("/news?page=2");
    expect(trailingSlashLocation("/about", "")).toBeUndefined();
    expect(trailingSlashLocation("/", "?a")).toBeUndefined();
  });

  it("percent-encodes what a header cannot carry", () => {
    expect(trailingSlashLocation("/\n/", "")).toBe("/%0A");
    expect(trailingSlashLocation("/\r\nSet-Cookie: x=1/", "")).toBe("/%0D%0ASet-Cookie:%20x=1");
    expect(trailingSlashLocation("/€ 100%/", "?q=a b#c")).toBe("/%E2%82%AC%20100%25?q=a%20b%23c");
    expect(trailingSlashLocation("/a?b#c/", "")).toBe("/a%3Fb%23c");
  });

  it("never leaves the site: one leading slash, no backslash after it", () => {
    expect(trailingSlashLocation("//evil.example/", "")).toBe("/evil.example");
    expect(trailingSlashLocation("/\\evil.example/", "")).toBe("/evil.example");
    expect(trailingSlashLocation("/\\/\\//evil.example/", "?x=1")).toBe("/evil.example?x=1");
    expect(trailingSlashLocation("///", "")).toBe("/");
  });

  it("gives a valid on-site Location for any path and query (fuzzed)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (path, query) => {
        const location = trailingSlashLocation(`/${path}/`, `?${query}`);
        expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(() => validateHeaderValue("Location", location!)).not.toThrow();
        expect(new URL(location!, "https://site.example/").host).toBe("site.example");
      }),
      { numRuns: 1_000 },
    );
  });
});
