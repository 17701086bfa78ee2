import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * `npm run icons`: the site's icons as one CSS mask (app/components/ui/icons.css), written
 * from the sprite (app/components/ui/icons.svg) after a change to it, and committed; a unit
 * test (app/components/ui/icon.test.tsx) fails while the two differ.
 *
 * An icon is one empty element (`<span class="icon" data-icon="check">`, app/components/ui/icon.tsx)
 * painted in its text colour through its shape: no `<svg>` and `<path>` per icon for the
 * browser to parse, style and lay out (the home page drew 106 icons, 212 elements), no shape
 * in any script, and no sprite to fetch when the browser makes an icon after a navigation.
 * Every shape stands in one sheet, a single SVG image, and each icon shows its own cell of
 * it: a browser makes every SVG image a small document of its own, on the main thread while
 * it styles the page, and a mask per icon cost the home page 16 of them
 * (docs/decisions/0020-client-runtime.md). How an icon is painted (size, colour, forced
 * colours, print) is the `.icon` rule in app/app.css.
 */
export const spritePath = path.resolve(import.meta.dirname, "../app/components/ui/icons.svg");
export const masksPath = path.resolve(import.meta.dirname, "../app/components/ui/icons.css");

/** Each `<symbol id="…" viewBox="0 0 24 24">` of the sprite: its id and inner markup. */
export function spriteSymbols(source: string): [id: string, shape: string][] {
  return [...source.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/gs)].map((m) => [m[1]!, m[2]!]);
}

/** Icons stand in one row, each in a 24×24 cell, with this much space between cells. */
const CELL = 24;
const GAP = 8;
const cellX = (i: number) => i * (CELL + GAP);

/**
 * A drawing in the icons' stroke style, `width` wide and one cell high, as a data: URL
 * escaped for a quoted CSS url().
 */
export function strokeDrawingUrl(width: number, content: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${CELL}' fill='none' stroke='black' stroke-width='2' ` +
    `stroke-linecap='round' stroke-linejoin='round'>${content.replace(/"/g, "'")}</svg>`;
  return `data:image/svg+xml,${svg.replace(/[%#<>"]/g, encodeURIComponent)}`;
}

export function iconMasksCss(sprite: string): string {
  const symbols = spriteSymbols(sprite);
  const width = cellX(symbols.length) - GAP;
  // Every icon in one drawing, side by side: one SVG document for the browser to make,
  // however many icons a page shows (an SVG image is a small document of its own, made on
  // the main thread as the page is styled).
  const sheet = strokeDrawingUrl(
    width,
    symbols.map(([, shape], i) => `<svg x='${cellX(i)}' width='${CELL}' height='${CELL}' viewBox='0 0 24 24'>${shape}</svg>`).join(""),
  );
  // The sheet scaled so that one cell fills the icon's box, then moved so that the icon's
  // cell is in it: a position of p % puts the sheet's point at p % of its width on the box's
  // point at p % of the box's, so a cell at x shows at p = x / (width − 24).
  const position = (i: number) => `${Math.round((cellX(i) / (width - CELL || 1)) * 1e6) / 1e4}%`;
  const cells = symbols.map(([id], i) => `  [data-icon="${id}"] {\n    --icon-x: ${position(i)};\n  }\n`);
  return `/* Written by tools/icon-masks.ts (npm run icons) from ./icons.svg: do not edit by hand.
   Every icon's shape in one sheet, the mask that .icon (app/app.css) paints its text colour
   through, and where each icon's cell is in it. */
@layer components {
  .icon {
    --icon: url("${sheet}");
    --icon-size: ${Math.round((width / CELL) * 1e6) / 1e4}%;
  }
${cells.join("")}}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(masksPath, iconMasksCss(readFileSync(spritePath, "utf8")));
  console.log(`wrote ${path.relative(process.cwd(), masksPath)}`);
}
