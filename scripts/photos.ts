import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { photoBase, photosDir, type PhotoFacts } from "../app/content/photos";
import { inputsOf, rendererOf, sha256, type Product } from "./made-from";

/**
 * The company's photos (photos/README.md): for each JPEG, PNG or WebP in photos/, AVIF and
 * WebP copies at the widths pages ask for, up to the photo's own width, and its facts (size,
 * widths, dominant colour) in app/content/photos.json, which app/content/photos.ts reads. The
 * copies are committed like the other generated files and made again only when the photo or
 * this code changes (docs/decisions/0011-generated-files.md).
 */
const candidateWidths = [480, 768, 1080, 1440, 1920, 2560];
const photoExtensions = /\.(jpe?g|png|webp)$/i;

/** The folder under public/ the copies are written to: the generator owns it (scripts/made-from.ts). */
export const photoDirs = [photosDir.slice(1)];

/** The widths a photo this wide is copied at: every candidate below it, and its own (at most 2560). */
export function photoWidths(width: number): number[] {
  return [...new Set([...candidateWidths.filter((w) => w < width), Math.min(width, candidateWidths.at(-1)!)])].sort((a, b) => a - b);
}

/**
 * The copies to make and each photo's facts; facts of a photo whose bytes are unchanged are
 * taken from `known` (the last manifest) rather than measured again.
 */
export async function photoProducts(
  sourceDir: string,
  known: Readonly<Record<string, PhotoFacts>>,
): Promise<{ products: Map<string, Product>; facts: Record<string, PhotoFacts> }> {
  const files = existsSync(sourceDir)
    ? readdirSync(sourceDir)
        .filter((f) => photoExtensions.test(f))
        .sort()
    : [];
  const renderer = rendererOf(["scripts/photos.ts"], ["sharp"]);
  const products = new Map<string, Product>();
  const facts: Record<string, PhotoFacts> = {};
  const bases = new Map<string, string>();
  for (const file of files) {
    const base = photoBase(file);
    const clash = bases.get(base);
    if (clash) throw new Error(`photos/${file} and photos/${clash} would share their copies (${base}-*): rename one`);
    bases.set(base, file);
    const source = readFileSync(path.join(sourceDir, file));
    const hash = sha256(source);
    let entry = known[file]?.sha256 === hash ? known[file] : undefined;
    if (!entry) {
      // Sizes as shown: EXIF orientation applied.
      const meta = await sharp(source).metadata();
      const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
      const { dominant } = await sharp(source).stats();
      const color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
      entry = { width, height, widths: photoWidths(width), color, sha256: hash };
    }
    facts[file] = entry;
    for (const width of entry.widths) {
      products.set(`${base}-${width}.avif`, {
        inputs: inputsOf(hash, width, "avif", renderer),
        make: () => sharp(source).rotate().resize({ width }).avif({ quality: 55, effort: 4 }).toBuffer(),
      });
      products.set(`${base}-${width}.webp`, {
        inputs: inputsOf(hash, width, "webp", renderer),
        make: () => sharp(source).rotate().resize({ width }).webp({ quality: 78, effort: 4 }).toBuffer(),
      });
    }
  }
  return { products, facts };
}

/** Writes the manifest when it changed, one photo a line. */
export function writePhotoManifest(file: string, facts: Readonly<Record<string, PhotoFacts>>): void {
  const lines = Object.keys(facts)
    .sort()
    .map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(facts[name])}`);
  const text = lines.length ? `{\n${lines.join(",\n")}\n}\n` : "{}\n";
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}
