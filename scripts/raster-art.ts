import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { illustrationsDir, rasterArt, type RasterArtKind } from "../app/content/raster-art";
import { renderSvg } from "./art/render";

/**
 * WebP quality per kind. The drawings are flat colour, which shows no loss at 70 (checked side
 * by side at 2x zoom) and weighs about a quarter less than at 82; word marks keep 82, as
 * lettering is where compression shows first.
 */
const webpOptions: Record<RasterArtKind, { quality: number; alphaQuality: number; effort: number }> = {
  logo: { quality: 82, alphaQuality: 90, effort: 6 },
  product: { quality: 70, alphaQuality: 80, effort: 6 },
  illustration: { quality: 70, alphaQuality: 80, effort: 6 },
};

/**
 * Writes the raster copies of app/content/raster-art.ts under public/ (run by
 * scripts/generate-documents.ts before every build): each brand's word mark and product
 * drawing, and every SVG illustration in public/images/brand-pages/. WebP at each width the
 * module names. Deterministic: the same SVG gives the same bytes.
 */
export async function writeRasterArt(publicDir: string, brands: readonly { logo: string; productImage?: string }[]): Promise<string[]> {
  const jobs: [string, RasterArtKind][] = [];
  for (const brand of brands) {
    jobs.push([brand.logo, "logo"]);
    if (brand.productImage) jobs.push([brand.productImage, "product"]);
  }
  const pagesDir = path.join(publicDir, illustrationsDir);
  for (const slug of readdirSync(pagesDir)) {
    for (const file of readdirSync(path.join(pagesDir, slug))) if (file.endsWith(".svg")) jobs.push([`${illustrationsDir}/${slug}/${file}`, "illustration"]);
  }
  const written: string[] = [];
  for (const [svgPath, kind] of jobs) {
    const svg = readFileSync(path.join(publicDir, svgPath), "utf8");
    const image = rasterArt(svgPath, kind);
    for (const width of image.widths!) {
      const data = await renderSvg(svg, width).webp(webpOptions[kind]).toBuffer();
      const file = path.join(publicDir, `${image.src}-${width}.webp`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      written.push(file);
    }
  }
  return written;
}
