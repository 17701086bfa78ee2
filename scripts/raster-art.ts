import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import { illustrationsDir, rasterArt, rasterArtDir, type RasterArtKind } from "../app/content/raster-art";
import { fillFolder, type BuiltFile } from "./public-folder";

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

/** Renders SVG text at `width` pixels wide (vector, so every width is sharp); tools/build-images.ts draws with it too. */
export function renderSvg(svgText: string, width: number): Sharp {
  const native = Number(/width="(\d+)"/.exec(svgText)?.[1] ?? width);
  return sharp(Buffer.from(svgText), { density: Math.max(1, (72 * width) / native) }).resize({ width });
}

export interface RasterCopy {
  /** The drawing's site path ("/images/brands/nimo-logo.svg"). */
  svg: string;
  kind: RasterArtKind;
  width: number;
}

/**
 * The raster copies app/content/raster-art.ts names, by site path: each brand's word mark and
 * product drawing, and every SVG illustration in public/images/brand-pages/<slug>/, in WebP
 * at each width the module gives its kind. Found from the content and the folder, so a
 * drawing an editor adds gets its copies from the next build.
 */
export function rasterArtCopies(publicDir: string, brands: readonly { logo: string; productImage?: string }[]): Map<string, RasterCopy> {
  const drawings: [string, RasterArtKind][] = [];
  for (const brand of brands) {
    drawings.push([brand.logo, "logo"]);
    if (brand.productImage) drawings.push([brand.productImage, "product"]);
  }
  const pagesDir = path.join(publicDir, illustrationsDir);
  for (const slug of readdirSync(pagesDir).sort()) {
    for (const file of readdirSync(path.join(pagesDir, slug)).sort())
      if (file.endsWith(".svg")) drawings.push([`${illustrationsDir}/${slug}/${file}`, "illustration"]);
  }
  const copies = new Map<string, RasterCopy>();
  for (const [svg, kind] of drawings) {
    const image = rasterArt(svg, kind);
    for (const width of image.widths!) copies.set(`${image.src}-${width}.webp`, { svg, kind, width });
  }
  return copies;
}

const thisModule = fileURLToPath(import.meta.url);

/**
 * Makes the raster copies into public/images/generated/, which git ignores: every build
 * makes those missing or older than their drawing or than this module's settings, and
 * removes copies no drawing names.
 * docs/decisions/0026-samples-are-assets.md says why they are not committed.
 */
export async function writeRasterArt(
  publicDir: string,
  brands: readonly { logo: string; productImage?: string }[],
): Promise<{ copies: number; made: string[]; removed: string[] }> {
  const settingsChanged = statSync(thisModule).mtimeMs;
  const files = new Map<string, BuiltFile>();
  for (const [url, { svg, kind, width }] of rasterArtCopies(publicDir, brands)) {
    const svgFile = path.join(publicDir, svg);
    files.set(url, {
      isCurrent: (copy) => statSync(copy).mtimeMs >= Math.max(statSync(svgFile).mtimeMs, settingsChanged),
      make: () => renderSvg(readFileSync(svgFile, "utf8"), width).webp(webpOptions[kind]).toBuffer(),
    });
  }
  const { made, removed } = await fillFolder(publicDir, rasterArtDir.slice(1), files);
  return { copies: files.size, made, removed };
}
