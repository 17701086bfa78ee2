import { describe, expect, it } from "vitest";
import { isActivePath } from "./link";

describe("isActivePath", () => {
  it("marks the page shown and the pages under it, as React Router's NavLink does", () => {
    expect(isActivePath("/news", "/news")).toBe(true);
    expect(isActivePath("/news/wine-storage-market-trends-2025", "/news")).toBe(true);
    expect(isActivePath("/nl/brands/nimo", "/nl/brands/nimo")).toBe(true);
  });

  it("does not mark a page whose path only starts with the same letters, nor home under every page", () => {
    expect(isActivePath("/newsletter", "/news")).toBe(false);
    expect(isActivePath("/about", "/")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
  });

  it("compares the path alone, not a query or a fragment", () => {
    expect(isActivePath("/downloads", "/downloads?category=manuals")).toBe(true);
    expect(isActivePath("/", "/#brands")).toBe(true);
  });
});
