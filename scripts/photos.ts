import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { photoBase, photosDir, type PhotoFacts } from "../app/content/photos";
import { fillFolder, type BuiltFile } from "./public-folder";

/**
 * The company's photos (photos/README.md): for each JPEG, PNG or WebP in photos/, AVIF and
 * WebP copies at the widths pages ask for, up to the photo's own width, and its facts (size,
 * widths, dominant colour, the hash of the photo) in app/content/generated/photos.json, which
 * app/content/photos.ts reads; git ignores both, so a photo is the one file an editor adds.
 * Encoding AVIF takes seconds a copy, too long to repeat for every photo on every publish:
 * a publish starts from the live release's copies and facts (deploy/publish), and a photo's copies are made again only when its bytes no
 * longer match the hash its facts recorded (or they are missing: delete them to apply new
 * settings here).
 */
const candidateWidths = [480, 768, 1080, 1440, 1920, 2560];
const photoExtensions = /\.(jpe?g|png|webp)$/i;

/** The folder under public/ the copies are written to: every file in it is a photo's copy. */
const copiesDir = photosDir.slice(1);

/** The widths a photo this wide is copied at: every candidate below it, and its own (at most 2560). */
export function photoWidths(width: number): number[] {
  return [...new Set([...candidateWidths.filter((w) => w < width), Math.min(width, candidateWidths.at(-1)!)])].sort((a, b) => a - b);
}

/**
 * The copies to make and each photo's facts; facts of a photo whose bytes are unchanged are
 * taken from `known` (the last manifest) rather than measured again, and its copies, when
 * there, are current.
 */
export async function photoCopies(
  sourceDir: string,
  known: Readonly<Record<string, PhotoFacts>>,
): Promise<{ files: Map<string, BuiltFile>; facts: Record<string, PhotoFacts> }> {
  const photos = existsSync(sourceDir)
    ? readdirSync(sourceDir)
        .filter((f) => photoExtensions.test(f))
        .sort()
    : [];
  const files = new Map<string, BuiltFile>();
  const facts: Record<string, PhotoFacts> = {};
  const bases = new Map<string, string>();
  for (const file of photos) {
    const base = photoBase(file);
    const clash = bases.get(base);
    if (clash) throw new Error(`photos/${file} and photos/${clash} would share their copies (${base}-*): rename one`);
    bases.set(base, file);
    const source = readFileSync(path.join(sourceDir, file));
    const hash = createHash("sha256").update(source).digest("hex");
    const unchanged = known[file]?.sha256 === hash;
    let entry = unchanged ? known[file] : undefined;
    if (!entry) {
      // Sizes as shown: EXIF orientation applied.
      const meta = await sharp(source).metadata();
      const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
      const { dominant } = await sharp(source).stats();
      const color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
      entry = { width, height, widths: photoWidths(width), color, sha256: hash };
    }
    facts[file] = entry;
    const isCurrent = () => unchanged;
    for (const width of entry.widths) {
      files.set(`${base}-${width}.avif`, {
        isCurrent,
        make: () => sharp(source).rotate().resize({ width }).avif({ quality: 55, effort: 4 }).toBuffer(),
      });
      files.set(`${base}-${width}.webp`, {
        isCurrent,
        make: () => sharp(source).rotate().resize({ width }).webp({ quality: 78, effort: 4 }).toBuffer(),
      });
    }
  }
  return { files, facts };
}

/** Makes the copies of new and changed photos and removes those of photos taken away. */
export function writePhotoCopies(publicDir: string, files: ReadonlyMap<string, BuiltFile>) {
  return fillFolder(publicDir, copiesDir, files);
}

/** Writes the manifest when it changed, one photo a line. */
export function writePhotoManifest(file: string, facts: Readonly<Record<string, PhotoFacts>>): void {
  const lines = Object.keys(facts)
    .sort()
    .map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(facts[name])}`);
  const text = lines.length ? `{\n${lines.join(",\n")}\n}\n` : "{}\n";
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}
