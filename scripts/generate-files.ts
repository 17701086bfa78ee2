import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import { publicSettingPrefixes } from "../app/lib/public-settings";
import { generateDocuments } from "./documents/generate";
import { writeIconMasks } from "./icon-masks";
import { readMadeFrom, writeMadeFrom } from "./made-from";
import type { PhotoFacts } from "../app/content/photos";
import { photoCopies, writePhotoCopies, writePhotoManifest } from "./photos";
import { writeRasterArt } from "./raster-art";

/**
 * The build's first step (`npm run build`); with `--all`, `npm run generate:samples`.
 *
 * The sample manuals, catalogues, image ZIPs and brochures under public/files/ are committed;
 * this brings them up to date with the content, making again only those whose inputs changed,
 * which is usually none (scripts/made-from.ts; `--all` makes every one). Then it writes what
 * follows the content on every build and is not committed: the raster copies of drawings
 * (scripts/raster-art.ts), the 'Download All' ZIPs, and the size of every listed file in
 * app/content/generated/files.json, which the /manuals and /downloads loaders read (PRODUCT.md
 * 14: sizes come from the real files). docs/decisions/0011-generated-files.md says why.
 * Needs no ffmpeg: the training videos are committed (scripts/documents/render-videos.ts).
 */
const started = performance.now();
const all = process.argv.includes("--all");
const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
// PUBLIC_* and SITE_URL override site settings, as in vite.config.ts (envPrefix).
const { module: content } = await runnerImport<typeof import("./documents/content")>(
  path.join(import.meta.dirname, "documents/content.ts"),
  {
    configFile: false,
    root,
    envPrefix: [...publicSettingPrefixes],
    logLevel: "warn",
  },
);

const record = readMadeFrom();
const readJson = <T>(file: string): T => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : ({} as T));
const documents = await generateDocuments({
  publicDir,
  record,
  all,
  content: content.documentContent,
});
const art = await writeRasterArt(publicDir, content.brands);
// The company's photos (photos/README.md): copies and their facts for app/content/photos.ts.
const photoManifest = path.join(root, "app/content/photos.json");
const photos = await photoCopies(path.join(root, "photos"), readJson<Record<string, PhotoFacts>>(photoManifest));
const photoCopiesMade = await writePhotoCopies(publicDir, photos.files);
writePhotoManifest(photoManifest, photos.facts);
writeMadeFrom(record);

const iconsWritten = writeIconMasks();

const manifestDir = path.join(root, "app/content/generated");
mkdirSync(manifestDir, { recursive: true });
writeFileSync(path.join(manifestDir, "files.json"), `${JSON.stringify(documents.sizes, null, 2)}\n`);

const removed = [...documents.removed, ...photoCopiesMade.removed];
const total = Object.values(documents.sizes).reduce((a, b) => a + b, 0);
console.log(
  `generate-files: ${documents.made.length} of ${documents.samples} samples and ${art.made.length} of ${art.copies} raster copies made, ${photoCopiesMade.made.length} of ${photos.files.size} photo copies` +
    `${removed.length ? `, ${removed.length} files that no sample or drawing names removed` : ""}; ` +
    `${Object.keys(documents.archives).length} 'Download All' ZIPs written, ${Object.keys(documents.sizes).length} sizes recorded ` +
    `(${(total / 1024 / 1024).toFixed(1)} MB listed)${iconsWritten ? ", the icons' masks written from the sprite" : ""} in ${Math.round(performance.now() - started)} ms`,
);
if (!all && documents.made.length + photoCopiesMade.made.length + removed.length > 0) {
  console.log(
    "generate-files: if the content or a drawing changed, commit these files with scripts/made-from.json; " +
      "if only this build's PUBLIC_* settings differ from the defaults, leave them (docs/decisions/0011-generated-files.md)",
  );
}
