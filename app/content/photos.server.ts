import { photoFrom, type Photo, type PhotoFacts } from "./photos";

// Loaded with import.meta.glob so a fresh checkout still typechecks before the build's first step wrote it.
const manifests = import.meta.glob<Record<string, PhotoFacts>>("./generated/photos.json", { eager: true, import: "default" });
/** Each photo's facts as the build's first step measured them (scripts/generate-files.ts); none before it ran. */
export const photoManifest: Readonly<Record<string, PhotoFacts>> = manifests["./generated/photos.json"] ?? {};

/**
 * A photo from photos/ for content: `photo("kitchen-studio.jpg", { alt: "…", minWidth: 1600 })`.
 * The editors' entry point (photos/README.md), whether or not a module names a photo yet.
 * @public
 */
export function photo(file: string, options: { alt: string; minWidth?: number }): Photo {
  return photoFrom(photoManifest, file, options);
}
