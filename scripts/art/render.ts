import sharp, { type Sharp } from "sharp";

/**
 * Renders SVG text at `width` pixels wide (vector, so every width is sharp): the art of
 * scripts/build-images.ts and the raster copies of scripts/raster-art.ts.
 */
export function renderSvg(svgText: string, width: number): Sharp {
  const native = Number(/width="(\d+)"/.exec(svgText)?.[1] ?? width);
  return sharp(Buffer.from(svgText), { density: Math.max(1, (72 * width) / native) }).resize({ width });
}
