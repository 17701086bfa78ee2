import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import type { PhotoFacts } from "../app/content/photos";
import { downloadsArchive, manualArchive } from "../app/content/served-files";
import { brandFileProblems, copyBrandImages } from "./brand-files";
import { writeDownloads } from "./downloads";
import { photoCopies, writePhotoCopies, writePhotoManifest } from "./photos";
import { writeRasterArt } from "./raster-art";

/**
 * The build's first step (`npm run build`, and `npm run dev` before the dev server starts).
 * It writes only what follows the content on every build and git ignores
 * (docs/decisions/0026-samples-are-assets.md): the raster copies of drawings
 * (scripts/raster-art.ts), the copies of the brands' pictures in public/images/ (from
 * content/brands/images/, scripts/brand-files.ts), the 'Download All' ZIPs, and the size of every listed file in
 * app/content/generated/files.json, which the /manuals and /downloads loaders read
 * (PRODUCT.md 14: sizes come from the real files), and the company's photos' AVIF and WebP
 * copies (public/images/photos/) with their facts (app/content/generated/photos.json;
 * photos/README.md), so a photo is the one file an editor adds. The sample documents and drawings are committed assets, written by the
 * tools in tools/ when someone runs them. Each file is written only when its bytes change.
 */
const started = performance.now();
const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");

const writeIfChanged = (file: string, text: string) => {
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
};

// The brands (content/brands/), read by the content loader through Vite's module runner (it
// finds the files with import.meta.glob): every file a brand names must be there.
const { module: brandsModule } = await runnerImport<typeof import("../app/content/brands.server")>(
  path.join(root, "app/content/brands.server.ts"),
  { configFile: false, root, logLevel: "warn" },
);
copyBrandImages(root, publicDir);
const missing = await brandFileProblems(publicDir, brandsModule.brandEntries);
if (missing.length) {
  console.error(`Content is invalid:\n${missing.map((p) => `- ${p}`).join("\n")}`);
  process.exit(1);
}
const art = await writeRasterArt(publicDir, brandsModule.brandsFor("en"));

const manifestDir = path.join(root, "app/content/generated");
mkdirSync(manifestDir, { recursive: true });
const photoManifest = path.join(manifestDir, "photos.json");
const known = existsSync(photoManifest) ? (JSON.parse(readFileSync(photoManifest, "utf8")) as Record<string, PhotoFacts>) : {};
const photos = await photoCopies(path.join(root, "photos"), known);
const photosMade = await writePhotoCopies(publicDir, photos.files);
writePhotoManifest(photoManifest, photos.facts);

// The lists of content/downloads/ and content/manuals/, read by the content loader through Vite's module runner (it finds the files with import.meta.glob).
const { module: lists } = await runnerImport<typeof import("../app/content/downloads.server")>(
  path.join(root, "app/content/downloads.server.ts"),
  { configFile: false, root, logLevel: "warn" },
);
const files = await writeDownloads(publicDir, { ...lists.fileLists(), manualArchive, downloadsArchive });
writeIfChanged(path.join(manifestDir, "files.json"), `${JSON.stringify(files.sizes, null, 2)}\n`);

const total = Object.values(files.sizes).reduce((a, b) => a + b, 0);
console.log(
  `generate-files: ${art.made.length} of ${art.copies} raster copies made, ${photosMade.made.length} of ${photos.files.size} photo copies` +
    `${art.removed.length + photosMade.removed.length ? `, ${art.removed.length + photosMade.removed.length} copies no drawing or photo names removed` : ""}; ` +
    `${Object.keys(files.archives).length} 'Download All' ZIPs, ${Object.keys(files.sizes).length} sizes ` +
    `(${(total / 1024 / 1024).toFixed(1)} MB listed) in ${Math.round(performance.now() - started)} ms`,
);
