import { describe, expect, it } from "vitest";
import { countOccurrences, queryWords, scoreEntry, search } from "./score";
import type { SearchEntry } from "./types";

// Expected scores are worked out by hand from spec 9 and PRODUCT.md 13; the arithmetic is
// written beside each expectation. Lower-cased text of `cabinets` (title, description and
// keywords joined by single spaces):
//   "wine cabinets danish wine cabinets with precise temperature control. wine cabinet danish design"
const cabinets: SearchEntry = {
  id: "cabinets",
  title: "Wine Cabinets",
  description: "Danish wine cabinets with precise temperature control.",
  url: "/cabinets",
  type: "brand",
  keywords: ["wine", "cabinet", "danish design"],
};
//   "service request report a fault with your wine cabinet. repair support"
const service: SearchEntry = {
  id: "service",
  title: "Service request",
  description: "Report a fault with your wine cabinet.",
  url: "/service",
  type: "service",
  keywords: ["repair", "support"],
};
//   "nimo drying cabinets swedish drying cabinets since 1980. nimo drying"
const nimo: SearchEntry = {
  id: "nimo",
  title: "NIMO Drying Cabinets",
  description: "Swedish drying cabinets since 1980.",
  url: "/nimo",
  type: "brand",
  keywords: ["NIMO", "drying"],
};

describe("queryWords", () => {
  it("trims, lower-cases and splits on runs of white space", () => {
    expect(queryWords("  Wine \t CABINET\n ")).toEqual(["wine", "cabinet"]);
  });
  it("gives no words for an empty or white-space-only query", () => {
    expect(queryWords("")).toEqual([]);
    expect(queryWords(" \t\n ")).toEqual([]);
  });
});

describe("countOccurrences", () => {
  it("counts non-overlapping occurrences", () => {
    expect(countOccurrences("aaaa", "aa")).toBe(2);
    expect(countOccurrences("aaa", "aa")).toBe(1);
    expect(countOccurrences("wine winewine", "wine")).toBe(3);
    expect(countOccurrences("wine", "port")).toBe(0);
    expect(countOccurrences("wine", "")).toBe(0);
  });
});

describe("scoreEntry", () => {
  it("scores a one-word query that is in the title", () => {
    // whole query "wine" in title +100; title hit +50; description hit +30; keyword hit +20;
    // 3 occurrences ("wine cabinets", "danish wine", keyword "wine") +30 = 230
    expect(scoreEntry(cabinets, "wine")).toBe(230);
  });

  it("scores a word found only in the description", () => {
    // no whole-query title hit 0; title 0; description +30; keyword 0; 1 occurrence +10 = 40
    expect(scoreEntry(service, "wine")).toBe(40);
  });

  it("counts substring hits, and a keyword hit once per word", () => {
    // "pair" is inside keyword "repair": keyword +20; 1 occurrence +10; nothing else = 30
    expect(scoreEntry(service, "pair")).toBe(30);
    // keywords "wine", "cabinet" and "danish design": "in" is inside all of them, yet the
    // keyword hit counts once (+20); whole query in title "wine cabinets" +100; title +50;
    // description ("danish", "wine", "cabinets") +30; occurrences of "in" in the text:
    // wINe, cabINets, danish wINe, cabINets, wINe, cabINet, desIGN? no ("design" has no "in"),
    // so "wine"×3 + "cabinet(s)"×3 = 6, and none in "precise temperature control" +60 = 260
    expect(scoreEntry(cabinets, "in")).toBe(260);
  });

  it("adds the parts of every word of a multi-word query", () => {
    // whole query "wine cabinet" in title "wine cabinets" +100
    // "wine": title +50, description +30, keyword +20, 3 occurrences +30 = 130
    // "cabinet": title +50, description +30, keyword +20, 3 occurrences
    //   ("wine cabinets", "wine cabinets with", keyword "cabinet") +30 = 130
    // 100 + 130 + 130 = 360
    expect(scoreEntry(cabinets, "wine cabinet")).toBe(360);
  });

  it("ignores case in the query and in the entry", () => {
    // whole query "nimo" in title "nimo drying cabinets" +100; title +50; description 0;
    // keyword "nimo" +20; 2 occurrences (title, keyword) +20 = 190
    expect(scoreEntry(nimo, "NiMo")).toBe(190);
    expect(scoreEntry(nimo, "  nimo  ")).toBe(190);
    // Same arithmetic as "wine cabinet" above: 360
    expect(scoreEntry(cabinets, "WINE Cabinet")).toBe(360);
  });

  it("counts a repeated query word each time it is typed", () => {
    // whole query "wine wine" is not in the title 0; "wine" 130 (see above) twice = 260
    expect(scoreEntry(cabinets, "wine wine")).toBe(260);
  });

  it("checks the whole query as typed (trimmed, lower-cased) against the title", () => {
    // "wine  cabinet" keeps its two spaces, so it is not in the title: 0 + 130 + 130 = 260
    expect(scoreEntry(cabinets, "wine  cabinet")).toBe(260);
  });

  it("scores words that hit nothing as 0", () => {
    // "wine" 130, "port" 0, whole query "wine port" not in title 0 = 130
    expect(scoreEntry(cabinets, "wine port")).toBe(130);
    expect(scoreEntry(cabinets, "port")).toBe(0);
  });

  it("scores an empty or white-space-only query as 0", () => {
    expect(scoreEntry(cabinets, "")).toBe(0);
    expect(scoreEntry(cabinets, " \t ")).toBe(0);
  });
});

describe("search", () => {
  const index = [service, nimo, cabinets];

  it("ranks by score, highest first, and drops scores of 0", () => {
    // "cabinet": cabinets: whole query in title "wine cabinets" +100, plus 130 (above) = 230;
    // nimo: whole query in title "nimo drying cabinets" +100, title +50, description +30,
    // keywords 0, 2 occurrences +20 = 200; service: description +30, 1 occurrence +10 = 40
    const results = search(index, "cabinet");
    expect(results.map((r) => [r.id, r.score])).toEqual([
      ["cabinets", 230],
      ["nimo", 200],
      ["service", 40],
    ]);
    // "drying": only nimo (title +50, description +30, keyword +20, 3 occurrences +30,
    // whole query in title +100 = 230)
    expect(search(index, "drying").map((r) => [r.id, r.score])).toEqual([["nimo", 230]]);
  });

  it("returns the result fields of spec 3", () => {
    expect(search(index, "repair")).toEqual([
      // keyword "repair" +20, 1 occurrence +10 = 30
      {
        id: "service",
        url: "/service",
        title: "Service request",
        description: "Report a fault with your wine cabinet.",
        type: "service",
        score: 30,
      },
    ]);
  });

  it("keeps index order for equal scores", () => {
    const twin = (id: string): SearchEntry => ({ id, title: "Warranty", description: "", url: `/${id}`, type: "page", keywords: [] });
    // each: whole query +100, title +50, 1 occurrence +10 = 160
    const results = search([twin("b"), twin("a"), twin("c")], "warranty");
    expect(results.map((r) => [r.id, r.score])).toEqual([
      ["b", 160],
      ["a", 160],
      ["c", 160],
    ]);
  });

  it("gives at most 8 results unless told otherwise", () => {
    const many = Array.from({ length: 12 }, (_, i): SearchEntry => ({ ...nimo, id: `n${i}` }));
    expect(search(many, "nimo")).toHaveLength(8);
    expect(search(many, "nimo", 3).map((r) => r.id)).toEqual(["n0", "n1", "n2"]);
  });

  it("gives nothing for an empty, white-space-only or unmatched query", () => {
    expect(search(index, "")).toEqual([]);
    expect(search(index, "   ")).toEqual([]);
    expect(search(index, "zzz")).toEqual([]);
  });
});
