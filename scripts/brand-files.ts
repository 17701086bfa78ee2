import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BrandEntry } from "../app/content/brands.server";

/**
 * The build's check that every picture, film and brochure a brand's file names is there
 * (content/brands/<slug>.<lang>.yml names them by their path under public/), and that each
 * hero poster is at least as large as the page declares it, so a missing or small file
 * fails the build naming the brand's file instead of showing a broken picture.
 */
export async function brandFileProblems(publicDir: string, brands: readonly BrandEntry[]): Promise<string[]> {
  const problems: string[] = [];
  for (const brand of brands) {
    for (const file of brand.files) {
      const onDisk = path.join(publicDir, file.path);
      if (!existsSync(onDisk)) {
        problems.push(`${file.source}: ${file.path} is not there: add public${file.path}, or name a file that is`);
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
