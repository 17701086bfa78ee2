import { describe, expect, it } from "vitest";
import {
  filterDownloads,
  filterManualGroups,
  filterSearch,
  matchesQuery,
  parseDownloadsFilter,
  parseManualsFilter,
} from "./downloads-filter";

const groups = [
  { brand: "Norcool", manuals: [{ name: "Corner Refrigerator User Manual" }, { name: "Wine Cabinet Care Guide" }] },
  { brand: "NIMO", manuals: [{ name: "Drying Cabinet User Manual" }, { name: "Installation Guide" }] },
];

const items = [
  { name: "Norcool Product Catalog", category: "catalogs" },
  { name: "NIMO Drying Cabinet User Manual", category: "manuals" },
  { name: "Norcool Corner Refrigerator User Manual", category: "manuals" },
  { name: "Winefit Cleaning Training", category: "videos" },
];

describe("matchesQuery", () => {
  it("is a case-insensitive substring match that ignores surrounding space", () => {
    expect(matchesQuery("Wine Cabinet Care Guide", "  CABINET c ")).toBe(true);
    expect(matchesQuery("Wine Cabinet Care Guide", "cellar")).toBe(false);
    expect(matchesQuery("anything", "   ")).toBe(true);
  });
});

describe("filterManualGroups", () => {
  it("keeps every manual of a brand whose name matches", () => {
    expect(filterManualGroups(groups, "nim")).toEqual([groups[1]]);
  });

  it("keeps only the matching manuals of other brands and drops empty brands", () => {
    const result = filterManualGroups(groups, "user manual");
    expect(result.map((g) => [g.brand, g.manuals.map((m) => m.name)])).toEqual([
      ["Norcool", ["Corner Refrigerator User Manual"]],
      ["NIMO", ["Drying Cabinet User Manual"]],
    ]);
  });

  it("gives nothing when nothing matches (the empty state)", () => {
    expect(filterManualGroups(groups, "espresso")).toEqual([]);
  });

  it("gives everything for an empty query", () => {
    expect(filterManualGroups(groups, "")).toEqual(groups);
  });
});

describe("filterDownloads", () => {
  it("combines the name search with the category", () => {
    expect(filterDownloads(items, { q: "norcool", category: "manuals" })).toEqual([items[2]]);
    expect(filterDownloads(items, { q: "norcool", category: "all" })).toEqual([items[0], items[2]]);
    expect(filterDownloads(items, { q: "", category: "videos" })).toEqual([items[3]]);
  });

  it("matches the file name only, case-insensitively", () => {
    expect(filterDownloads(items, { q: "USER MANUAL", category: "all" })).toHaveLength(2);
    expect(filterDownloads(items, { q: "catalogs", category: "all" })).toEqual([]);
  });
});

describe("URL state", () => {
  const ids = ["manuals", "catalogs", "images", "videos"] as const;

  it("reads q and a known category", () => {
    expect(parseDownloadsFilter("?q=wine&category=videos", ids)).toEqual({ q: "wine", category: "videos" });
    expect(parseDownloadsFilter(new URLSearchParams("category=images"), ids)).toEqual({ q: "", category: "images" });
  });

  it("treats a missing or unknown category as all", () => {
    expect(parseDownloadsFilter("", ids)).toEqual({ q: "", category: "all" });
    expect(parseDownloadsFilter("?category=secret", ids)).toEqual({ q: "", category: "all" });
  });

  it("reads the manuals query", () => {
    expect(parseManualsFilter("?q=Dryer")).toEqual({ q: "Dryer" });
    expect(parseManualsFilter("")).toEqual({ q: "" });
  });

  it("writes only what filters, and round-trips", () => {
    expect(filterSearch({ q: "", category: "all" })).toBe("");
    expect(filterSearch({ q: "  ", category: "all" })).toBe("");
    expect(filterSearch({ q: "wine & dine", category: "videos" })).toBe("?q=wine+%26+dine&category=videos");
    expect(parseDownloadsFilter(filterSearch({ q: "wine & dine", category: "videos" }), ids)).toEqual({
      q: "wine & dine",
      category: "videos",
    });
  });
});
