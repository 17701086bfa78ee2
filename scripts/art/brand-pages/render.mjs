import sharp from "sharp";
import { mkdirSync, writeFileSync } from "node:fs";
const only = process.argv[2];
const outRoot = process.argv[3] || "reports/brand-media";
const modules = ["norcool", "thermocold", "nimo", "winefit", "pevino", "winemaster"];
const tiles = [];
for (const slug of modules) {
  if (only && only !== slug && only !== "all") continue;
  let mod;
  try { mod = await import(`./scenes-${slug}.mjs`); } catch (e) { if (e.code === "ERR_MODULE_NOT_FOUND") continue; throw e; }
  const scenes = mod[slug];
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
const composites = [];
tiles.forEach((t, i) => {
  composites.push({ input: t.png, left: (i % cols) * 410 + 5, top: Math.floor(i / cols) * 330 + 5 });
  const label = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="20"><text x="2" y="15" font-size="13" font-family="sans-serif">${t.name}</text></svg>`);
  composites.push({ input: label, left: (i % cols) * 410 + 5, top: Math.floor(i / cols) * 330 + 307 });
});
await sheet.composite(composites).png().toFile(`reports/brand-media/sheet-${only || "all"}.png`);
console.log(tiles.length, "tiles");
