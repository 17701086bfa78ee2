import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BrandEntry } from "../app/content/brands.server";

/**
 * Where the brands' pictures are kept: content/brands/images/, mirroring the site's paths
 * under /images/ (content/brands/images/brands/nimo-logo.svg is /images/brands/nimo-logo.svg),
 * so an editor adds a brand's pictures beside its files. Each build copies them into public/
 * (git ignores the copies), with their times, so the raster copies of a drawing are made
 * again only when the drawing changes.
 */
const brandImagesDir = "content/brands/images";

/** Copies content/brands/images/<folder>/ to public/images/<folder>/, removing what is no longer there. */
export function copyBrandImages(root: string, publicDir: string): void {
  for (const folder of ["brands", "brand-pages"]) {
    const target = path.join(publicDir, "images", folder);
    rmSync(target, { recursive: true, force: true });
    const source = path.join(root, brandImagesDir, folder);
    if (existsSync(source)) cpSync(source, target, { recursive: true, preserveTimestamps: true });
  }
}

/**
 * The build's check that every picture, film and brochure a brand's file names is there
 * (content/brands/<slug>.<lang>.yml names them by their site path: pictures in
 * content/brands/images/, films and brochures under public/), and that each
 * hero poster is at least as large as the page declares it, so a missing or small file
 * fails the build naming the brand's file instead of showing a broken picture.
 */
export async function brandFileProblems(publicDir: string, brands: readonly BrandEntry[]): Promise<string[]> {
  const problems: string[] = [];
  for (const brand of brands) {
    for (const file of brand.files) {
      const onDisk = path.join(publicDir, file.path);
      if (!existsSync(onDisk)) {
        const where = file.path.startsWith("/images/") ? `${brandImagesDir}${file.path.slice("/images".length)}` : `public${file.path}`;
        problems.push(`${file.source}: ${file.path} is not there: add ${where}, or name a file that is`);
        continue;
      }
      if (file.minWidth === undefined || file.minHeight === undefined) continue;
      const { width = 0, height = 0 } = await sharp(onDisk).metadata();
      if (width < file.minWidth || height < file.minHeight)
        problems.push(
          `${file.source}: ${file.path} is ${width}×${height} px; the page shows it at ${file.minWidth}×${file.minHeight} px, so it needs at least that`,
        );
    }
  }
  return problems;
}
