import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The site's icons as CSS masks (app/components/ui/icons.css), written from the sprite
 * (app/components/ui/icons.svg) at the build's first step and committed, so the dev server
 * and a fresh clone have it too; a unit test holds the two together.
 *
 * An icon is one empty element (`<span class="icon" data-icon="check">`, app/components/ui/icon.tsx)
 * painted in its text colour through its shape: no `<svg>` and `<path>` per icon for the
 * browser to parse, style and lay out (the home page drew 106 icons, 212 elements), no shape
 * in any script, and no sprite to fetch when the browser makes an icon after a navigation.
 */
export const spritePath = path.resolve(import.meta.dirname, "../app/components/ui/icons.svg");
export const masksPath = path.resolve(import.meta.dirname, "../app/components/ui/icons.css");

/** Each `<symbol id="…" viewBox="0 0 24 24">` of the sprite: its id and inner markup. */
export function spriteSymbols(source: string): [id: string, shape: string][] {
  return [...source.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/gs)].map((m) => [m[1]!, m[2]!]);
}

/** A 24×24 stroke drawing as a data: URL, escaped for a quoted CSS url(). */
function dataUrl(shape: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' ` +
    `stroke-linecap='round' stroke-linejoin='round'>${shape.replace(/"/g, "'")}</svg>`;
  return `data:image/svg+xml,${svg.replace(/[%#<>"]/g, encodeURIComponent)}`;
}

export function iconMasksCss(sprite: string): string {
  const masks = spriteSymbols(sprite).map(([id, shape]) => `  [data-icon="${id}"] {\n    --icon: url("${dataUrl(shape)}");\n  }\n`);
  return `/* Written by scripts/icon-masks.ts from ./icons.svg at every build: do not edit by hand.
   An icon is painted in its text colour (currentColor) through its shape, 24 px unless a
   size class says otherwise; in forced colours it takes the system's colour for text, links
   or buttons, and it prints. */
@layer components {
  .icon {
    display: block;
    flex-shrink: 0;
    vertical-align: middle;
    width: 24px;
    height: 24px;
    background-color: currentColor;
    mask: var(--icon) center / 100% 100% no-repeat;
    print-color-adjust: exact;
  }
  @media (forced-colors: active) {
    .icon {
      forced-color-adjust: none;
      background-color: CanvasText;
    }
    a .icon {
      background-color: LinkText;
    }
    button .icon {
      background-color: ButtonText;
    }
  }
${masks.join("")}}
`;
}

/** Writes icons.css when the sprite changed; true when it wrote. */
export function writeIconMasks(): boolean {
  const css = iconMasksCss(readFileSync(spritePath, "utf8"));
  let current = "";
  try {
    current = readFileSync(masksPath, "utf8");
  } catch {
    // not written yet
  }
  if (current === css) return false;
  writeFileSync(masksPath, css);
  return true;
}
