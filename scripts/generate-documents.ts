import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import { writeRasterArt } from "./raster-art";
import { generateDocuments } from "./documents/generate";

/**
 * `npm run generate:documents` (runs before `react-router build`): writes the sample
 * manuals, catalogues, image ZIPs, brochures and 'Download All' ZIPs into public/files/,
 * and the size of every listed file into app/content/generated/files.json, which the
 * /manuals and /downloads loaders read (PRODUCT.md 14: sizes come from the real files), and
 * the raster copies of the SVG drawings pages show many of at once (scripts/raster-art.ts).
 * Deterministic: the same content gives the same bytes. Needs no ffmpeg: the training
 * videos are committed (scripts/documents/render-videos.ts renders them).
 */
const started = performance.now();
const root = path.resolve(import.meta.dirname, "..");
// PUBLIC_* and SITE_URL override site settings, as in vite.config.ts (envPrefix).
const { module: content } = await runnerImport<typeof import("./documents/content")>(path.join(import.meta.dirname, "documents/content.ts"), {
  configFile: false,
  root,
  envPrefix: ["PUBLIC_", "SITE_URL"],
  logLevel: "warn",
});

const result = await generateDocuments({
  publicDir: path.join(root, "public"),
  content: {
    sample: { site: content.site, claims: content.claims, brands: content.brands, countryNames: content.countryNames },
    manualGroups: content.manualGroups,
    manualArchive: content.manualArchive,
    downloads: content.downloads,
    downloadCategories: content.downloadCategories,
    downloadsArchive: content.downloadsArchive,
    brochures: content.brochures,
  },
});

const art = await writeRasterArt(path.join(root, "public"), content.brands);

const manifestDir = path.join(root, "app/content/generated");
mkdirSync(manifestDir, { recursive: true });
writeFileSync(path.join(manifestDir, "files.json"), `${JSON.stringify(result.sizes, null, 2)}\n`);

const total = Object.values(result.sizes).reduce((a, b) => a + b, 0);
console.log(
  `generate:documents: ${result.written.length} files and ${art.length} raster copies of drawings written, ${Object.keys(result.sizes).length} sizes recorded ` +
    `(${(total / 1024 / 1024).toFixed(1)} MB listed) in ${Math.round(performance.now() - started)} ms`,
);
