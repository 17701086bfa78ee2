import { readdirSync } from "node:fs";
import path from "node:path";
import { illustrationsDir, rasterArt, rasterArtDir, type RasterArtKind } from "../app/content/raster-art";
import { inputsOf, rendererOf, sha256, textOf, type Product } from "./made-from";

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

/** The folder under public/ the copies are written to: the generator owns it (scripts/made-from.ts). */
export const rasterArtDirs = [rasterArtDir.slice(1)];

/**
 * The raster copies of app/content/raster-art.ts, as files to make under public/: each brand's
 * word mark and product drawing, and every SVG illustration in public/images/brand-pages/,
 * in WebP at each width the module names. A copy is made from its SVG file, its kind and width
 * and this module's code; they are committed, and a build makes again only those whose SVG
 * changed (docs/decisions/0011-generated-files.md). Deterministic: the same SVG gives the same bytes.
 */
export function rasterArtProducts(publicDir: string, brands: readonly { logo: string; productImage?: string }[]): Map<string, Product> {
  const jobs: [string, RasterArtKind][] = [];
  for (const brand of brands) {
    jobs.push([brand.logo, "logo"]);
    if (brand.productImage) jobs.push([brand.productImage, "product"]);
  }
  const pagesDir = path.join(publicDir, illustrationsDir);
  for (const slug of readdirSync(pagesDir)) {
    for (const file of readdirSync(path.join(pagesDir, slug)))
      if (file.endsWith(".svg")) jobs.push([`${illustrationsDir}/${slug}/${file}`, "illustration"]);
  }
  const renderer = rendererOf(["scripts/raster-art.ts", "scripts/art/render.ts"], ["sharp"]);
  const products = new Map<string, Product>();
  for (const [svgPath, kind] of jobs) {
    const svg = textOf(path.join(publicDir, svgPath));
    const image = rasterArt(svgPath, kind);
    for (const width of image.widths!) {
      products.set(`${image.src}-${width}.webp`, {
        inputs: inputsOf(renderer, kind, width, sha256(svg)),
        // sharp is loaded only when a copy is made.
        make: async () => {
          const { renderSvg } = await import("./art/render");
          return renderSvg(svg, width).webp(webpOptions[kind]).toBuffer();
        },
      });
    }
  }
  return products;
}
