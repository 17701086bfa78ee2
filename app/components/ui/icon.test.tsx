import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, symbolShapes } from "./icon";
import { iconNames } from "~/lib/icon-names";

const svg = readFileSync(path.join(import.meta.dirname, "icons.svg"), "utf8");

describe("the icon sprite", () => {
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

describe("Icon on the server", () => {
  it("writes the icon's shape into the page, with no <use> to resolve", () => {
    const html = renderToStaticMarkup(<Icon name="phone" className="size-4" />);
    expect(html).toMatch(
      /^<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor"[^>]*aria-hidden="true"[^>]*class="size-4"><path d="M22 16\.9v3/,
    );
    expect(html).not.toContain("<use");
  });

  it("has a shape for every icon name", () => {
    const shapes = symbolShapes(svg);
    expect([...shapes.keys()].sort()).toEqual([...iconNames].sort());
    for (const shape of shapes.values()) expect(shape).toMatch(/^<path d="[^"]+"\/>$/);
  });

  it("names an icon with a title, escaped, as an image", () => {
    const html = renderToStaticMarkup(<Icon name="mail" title="Mail <us> & more" />);
    expect(html).toContain('role="img"');
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain("<title>Mail &lt;us> &amp; more</title><path");
  });
});
