import sharp, { type OverlayOptions } from "sharp";
import { mkdirSync, writeFileSync } from "node:fs";
import { nimo } from "./scenes-nimo.ts";
import { norcool } from "./scenes-norcool.ts";
import { pevino } from "./scenes-pevino.ts";
import { thermocold } from "./scenes-thermocold.ts";
import { winefit } from "./scenes-winefit.ts";
import { winemaster } from "./scenes-winemaster.ts";

// Draws the brand pages' product illustrations (SVG) and a contact sheet of them to review:
// npx tsx tools/art/brand-pages/render.ts [slug|all] [outDir]. The files in
// content/brands/images/brand-pages/<slug>/*.svg are its output (outDir content/brands/images/brand-pages).
const only = process.argv[2];
const outRoot = process.argv[3] || "reports/brand-media";
const scenesBySlug: Record<string, Record<string, () => string>> = { norcool, thermocold, nimo, winefit, pevino, winemaster };
const tiles: { name: string; png: Buffer }[] = [];
for (const [slug, scenes] of Object.entries(scenesBySlug)) {
  if (only && only !== slug && only !== "all") continue;
  mkdirSync(`${outRoot}/${slug}`, { recursive: true });
  for (const [name, fn] of Object.entries(scenes)) {
    const svg = fn();
    writeFileSync(`${outRoot}/${slug}/${name}.svg`, svg);
    const png = await sharp(Buffer.from(svg)).resize(400, 300).png().toBuffer();
    tiles.push({ name: `${slug}/${name}`, png });
  }
}
const cols = 4;
const rows = Math.ceil(tiles.length / cols);
const sheet = sharp({ create: { width: cols * 410, height: rows * 330, channels: 3, background: "#ffffff" } });
const composites: OverlayOptions[] = [];
tiles.forEach((t, i) => {
  composites.push({ input: t.png, left: (i % cols) * 410 + 5, top: Math.floor(i / cols) * 330 + 5 });
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="20"><text x="2" y="15" font-size="13" font-family="sans-serif">${t.name}</text></svg>`,
  );
  composites.push({ input: label, left: (i % cols) * 410 + 5, top: Math.floor(i / cols) * 330 + 307 });
});
await sheet
  .composite(composites)
  .png()
  .toFile(`reports/brand-media/sheet-${only || "all"}.png`);
console.log(tiles.length, "tiles");
