import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, IconSwap } from "./icon";
import { iconNames } from "~/lib/icon-names";
import { iconMasksCss, masksPath, spritePath, spriteSymbols } from "../../../tools/icon-masks";

const svg = readFileSync(spritePath, "utf8");

describe("the icon sprite", () => {
  const symbols = spriteSymbols(svg);

  it("has exactly one 24×24 symbol with one path for every icon name", () => {
    expect(symbols.map(([id]) => id).sort()).toEqual([...iconNames].sort());
    expect(new Set(symbols.map(([id]) => id)).size).toBe(symbols.length);
    for (const [, shape] of symbols) expect(shape).toMatch(/^<path d="[Mm][\d\s.,a-zA-Z-]+"( fill="black")?\/>$/);
  });

  it("is a well-formed SVG document", () => {
    expect(svg.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg.match(/<symbol/g)?.length).toBe(svg.match(/<\/symbol>/g)?.length);
  });
  it("is where every component takes its icons from: none draws one of its shapes inline", () => {
    const shapes = spriteSymbols(svg).map(([id, shape]) => [id, shape.match(/ d="([^"]+)"/)![1]!] as const);
    const appDir = path.resolve(import.meta.dirname, "../..");
    const drawn: string[] = [];
    for (const file of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".tsx") || file.includes(".test.")) continue;
      const source = readFileSync(path.join(appDir, file), "utf8");
      for (const [id, d] of shapes) if (source.includes(`d="${d}"`)) drawn.push(`${file}: ${id}`);
    }
    expect(drawn).toEqual([]);
  });
});

describe("the icons' masks", () => {
  const css = readFileSync(masksPath, "utf8");

  it("are written from the sprite as it is now (npm run icons writes them: commit app/components/ui/icons.css)", () => {
    expect(css).toBe(iconMasksCss(svg));
  });

  it("draw every icon in one SVG sheet, each in a cell of its own, as a data URL the browser can read", () => {
    const sheet = css.match(/\.icon \{\n {4}--icon: url\("data:image\/svg\+xml,([^"]+)"\);/);
    expect(sheet).not.toBeNull();
    // Characters that would end the URL or the string, or start a fragment, are escaped.
    expect(sheet![1]).not.toMatch(/[#<>"]/);
    const drawing = decodeURIComponent(sheet![1]!);
    expect(drawing).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 \d+ 24' fill='none' stroke='black'/);
    expect(css.match(/url\(/g)).toHaveLength(1);
    const cells = [...drawing.matchAll(/<svg x='(\d+)' width='24' height='24' viewBox='0 0 24 24'>(.*?)<\/svg>/g)];
    expect(cells.map((c) => c[2])).toEqual(spriteSymbols(svg).map(([, shape]) => shape.replace(/"/g, "'")));
    // Cells 24 wide with room between them, so that no icon shows its neighbour's edge.
    const xs = cells.map((c) => Number(c[1]));
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(28);
  });

  it("show each icon's own cell: the sheet scaled so a cell fills the box, and moved to the icon's", () => {
    const drawing = decodeURIComponent(css.match(/--icon: url\("data:image\/svg\+xml,([^"]+)"\)/)![1]!);
    const width = Number(drawing.match(/viewBox='0 0 (\d+) 24'/)![1]);
    const size = Number(css.match(/--icon-size: ([\d.]+)%;/)![1]);
    expect(size).toBeCloseTo((width / 24) * 100, 3);
    const cells = [...drawing.matchAll(/<svg x='(\d+)'[^>]*>(.*?)<\/svg>/g)];
    for (const [id, shape] of spriteSymbols(svg)) {
      const cell = cells.find((c) => c[2] === shape.replace(/"/g, "'"))!;
      const x = Number(css.match(new RegExp(`\\[data-icon="${id}"\\] \\{\\n {4}--icon-x: ([\\d.]+)%;`))![1]);
      // A mask position of p % lines up p % of the sheet with p % of the box: the cell at
      // x (in a sheet `width` long, scaled by box ÷ 24) starts at the box's left edge.
      expect(x, id).toBeCloseTo((Number(cell[1]) / (width - 24)) * 100, 3);
    }
  });

  it("paint an icon in its text colour, and in the system's colours when colours are forced", () => {
    const appCss = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    expect(appCss).toMatch(
      /\.icon \{[^}]*background-color: currentColor;[^}]*mask: var\(--icon\) var\(--icon-x\) 0 \/ var\(--icon-size\) 100% no-repeat;/,
    );
    expect(appCss).toMatch(/@media \(forced-colors: active\) \{\s*\.icon \{\s*forced-color-adjust: none;\s*background-color: CanvasText;/);
  });
});

describe("Icon", () => {
  it("is one empty element, hidden from assistive technology, drawn by its name", () => {
    expect(renderToStaticMarkup(<Icon name="phone" className="size-4" />)).toBe(
      '<span aria-hidden="true" data-icon="phone" class="icon size-4"></span>',
    );
    expect(renderToStaticMarkup(<Icon name="check" />)).toBe('<span aria-hidden="true" data-icon="check" class="icon"></span>');
  });

  it("swaps by state with attributes only: every icon rendered, all but the shown one hidden", () => {
    expect(renderToStaticMarkup(<IconSwap names={["play", "pause"]} shown="pause" className="size-4" />)).toBe(
      '<span aria-hidden="true" hidden="" data-icon="play" class="icon size-4"></span>' +
        '<span aria-hidden="true" data-icon="pause" class="icon size-4"></span>',
    );
  });
});
