import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, IconSwap } from "./icon";
import { iconNames } from "~/lib/icon-names";
import { iconMasksCss, masksPath, spritePath, spriteSymbols } from "../../../scripts/icon-masks";

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
});

describe("the icons' masks", () => {
  const css = readFileSync(masksPath, "utf8");

  it("are written from the sprite as it is now (the build's first step writes them: commit app/components/ui/icons.css)", () => {
    expect(css).toBe(iconMasksCss(svg));
  });

  it("give every icon name its shape as an SVG data URL the browser can read", () => {
    for (const [id, shape] of spriteSymbols(svg)) {
      const rule = css.match(new RegExp(`\\[data-icon="${id}"\\] \\{\\n    --icon: url\\("data:image/svg\\+xml,([^"]+)"\\);`));
      expect(rule, id).not.toBeNull();
      const drawing = decodeURIComponent(rule![1]!);
      expect(drawing).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='black'/);
      expect(drawing).toContain(shape.replace(/"/g, "'"));
      // Characters that would end the URL or the string, or start a fragment, are escaped.
      expect(rule![1]).not.toMatch(/[#<>"]/);
    }
  });

  it("paint an icon in its text colour, and in the system's colours when colours are forced", () => {
    expect(css).toMatch(/\.icon \{[^}]*background-color: currentColor;[^}]*mask: var\(--icon\)/);
    expect(css).toMatch(/@media \(forced-colors: active\) \{\s*\.icon \{\s*forced-color-adjust: none;\s*background-color: CanvasText;/);
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
