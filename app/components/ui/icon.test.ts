import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconNames } from "./icon-names";

describe("the icon sprite", () => {
  const svg = readFileSync(path.join(import.meta.dirname, "icons.svg"), "utf8");
  const symbols = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)];

  it("has exactly one 24×24 symbol with a path for every icon name", () => {
    expect(symbols.map((m) => m[1]).sort()).toEqual([...iconNames].sort());
    expect(new Set(symbols.map((m) => m[1])).size).toBe(symbols.length);
    for (const m of symbols) expect(m[2]).toMatch(/^[Mm][\d\s.,a-zA-Z-]+$/);
  });

  it("is a well-formed SVG document", () => {
    expect(svg.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg.match(/<symbol/g)?.length).toBe(svg.match(/<\/symbol>/g)?.length);
  });
});
