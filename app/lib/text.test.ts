import { describe, expect, it } from "vitest";
import { asText, truncate } from "./text";

describe("truncate", () => {
  it("leaves short text alone", () => {
    expect(truncate("Short title", 80)).toBe("Short title");
    expect(truncate("x".repeat(80), 80)).toBe("x".repeat(80));
  });
  it("cuts on a word and adds an ellipsis", () => {
    const text = "Wine storage is changing quickly, and collectors expect more from their cabinets every year";
    const out = truncate(text, 40);
    expect(out).toBe("Wine storage is changing quickly, and…");
    expect(out.length).toBeLessThanOrEqual(41);
  });
  it("cuts mid-word when there is no space near the limit", () => {
    expect(truncate("a".repeat(50), 10)).toBe(`${"a".repeat(10)}…`);
  });
  it("keeps a word that ends exactly at the limit", () => {
    expect(truncate("corner fridges, drawer solutions and more", 32)).toBe("corner fridges, drawer solutions…");
    expect(truncate("corner fridges, drawer solutions and more", 31)).toBe("corner fridges, drawer…");
  });
  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncate("One, two, three, four, five", 9)).toBe("One, two…");
  });
});

describe("asText", () => {
  it("writes each kind of value as a reader expects it", () => {
    expect(asText("Jan")).toBe("Jan");
    expect(asText(undefined)).toBe("");
    expect(asText(null)).toBe("");
    expect(asText(3)).toBe("3");
    expect(asText(true)).toBe("true");
    expect(asText(new Error("disk full"))).toBe("disk full");
    expect(asText({ code: "SQLITE_FULL" })).toBe('{"code":"SQLITE_FULL"}');
    expect(asText(["a", "b"])).toBe('["a","b"]');
  });
});
