import type { ResponsiveImage } from "../lib/responsive-image";

/**
 * Raster copies of the site's SVG drawings where pages show many of them at once: the home
 * page's brand cards (each brand's word mark and product drawing, named in ./brands.ts) and
 * the brand pages' product illustrations (content/brands/images/brand-pages/<slug>/*.svg). An SVG
 * <img> is a small document the browser parses, lays out and paints on the main thread,
 * which on a slow phone holds up everything else the page does while it loads; a raster
 * image is decoded off the main thread. The SVG files stay the source: every build makes the
 * copies (WebP, which every browser the site supports shows; scripts/raster-art.ts), which are
 * not committed, so adding or replacing a drawing is enough
 * (docs/decisions/0026-samples-are-assets.md).
 */
export const rasterArtSizes = {
  /** A word mark shown 36 px high (144 px wide), at 1x and 2x. */
  logo: { widths: [144, 288], width: 240, height: 60 },
  /** A product drawing shown 160 px high (128 px wide), at 1x, 2x and 3x. */
  product: { widths: [128, 256, 384], width: 400, height: 500 },
  /** A product illustration (800×600) in a category card, up to 400 px wide on a desktop and the screen's width on a phone. */
  illustration: { widths: [400, 800], width: 800, height: 600 },
} as const;

export type RasterArtKind = keyof typeof rasterArtSizes;

/** The folder under public/ the copies are written to, mirroring the SVG files' paths under /images. */
export const rasterArtDir = "/images/generated";

/** The brand pages' product illustrations, one folder per brand: every SVG file here gets copies. */
export const illustrationsDir = "/images/brand-pages";

/** The raster copies of an SVG drawing (a path under public/), as a `Picture` reads them. */
export function rasterArt(svgPath: string, kind: RasterArtKind): ResponsiveImage {
  const { widths, width, height } = rasterArtSizes[kind];
  return { src: `${rasterArtDir}${svgPath.replace(/^\/images/, "").replace(/\.svg$/, "")}`, widths, width, height, formats: ["webp"] };
}

/**
 * How a brand page shows one of its product images: an SVG illustration from
 * /images/brand-pages/ (content/brands/images/brand-pages/) through its raster copies (at the size the page declares),
 * any other file as it is.
 */
export function productImage(image: { src: string; width: number; height: number }): ResponsiveImage {
  if (!(image.src.startsWith(`${illustrationsDir}/`) && image.src.endsWith(".svg"))) return image;
  return { ...rasterArt(image.src, "illustration"), width: image.width, height: image.height };
}
