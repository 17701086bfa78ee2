import type { ResponsiveImage } from "../lib/responsive-image";

/**
 * The company's own photos (PRODUCT.md 21; photos/README.md): a JPEG, PNG or WebP dropped in
 * photos/ and named in content with `photo(file, { alt })` (./photos.server.ts). scripts/photos.ts makes the AVIF
 * and WebP copies (public/images/photos/) and ./generated/photos.json, the size, widths and
 * placeholder colour of each, when the build starts (all git-ignored: the photo is the only
 * file an editor adds); this reads that list. A photo that is missing, too
 * small for where it is shown, or has no alt text stops the build here, naming the photo and
 * the content module that names it.
 */
export interface PhotoFacts {
  width: number;
  height: number;
  widths: number[];
  /** The photo's dominant colour, shown until it loads. */
  color: string;
  /** Hash of the source file the copies were made from. */
  sha256: string;
}

export interface Photo extends ResponsiveImage {
  alt: string;
}

/** Where photos are written, under public/. */
export const photosDir = "/images/photos";

/** The site path base of a photo's copies: "Kitchen Studio.JPG" → "/images/photos/kitchen-studio". */
export function photoBase(file: string): string {
  const stem = file
    .replace(/\.[^.]+$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${photosDir}/${stem}`;
}

export class PhotoError extends Error {}

/** Which content module named the photo, from the call's stack. */
function caller(): string {
  const line = new Error().stack?.split("\n").find((l) => /app\/content\/(?!photos\.ts)/.test(l));
  return /(app\/content\/[^:)?]+)/.exec(line ?? "")?.[1] ?? "app/content";
}

/** Checks a photo named in content against what the photo step found, and gives it as a picture. */
export function photoFrom(
  facts: Readonly<Record<string, PhotoFacts>>,
  file: string,
  options: { alt: string; minWidth?: number },
  where = caller(),
): Photo {
  const { alt, minWidth = 960 } = options;
  const found = facts[file];
  if (!found) throw new PhotoError(`photo ${file} (named in ${where}): not in photos/; add the file, or name one that is there`);
  if (!alt.trim()) throw new PhotoError(`photo ${file} (named in ${where}): its alt text is empty; say what the photo shows`);
  if (found.width < minWidth)
    throw new PhotoError(`photo ${file} (named in ${where}): ${found.width} px wide, at least ${minWidth} px needed where it is shown`);
  return {
    src: photoBase(file),
    widths: found.widths,
    formats: ["avif", "webp"],
    width: found.width,
    height: found.height,
    placeholder: found.color,
    alt,
  };
}
