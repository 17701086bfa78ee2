/**
 * WCAG 2.2 contrast maths (success criterion 1.4.3, "relative luminance" and "contrast
 * ratio" in its glossary), for text drawn over pictures: the background is not one colour
 * but every pixel under the text, so the ratio that counts is a low percentile of the ratios
 * against those pixels, not the ratio against the section's background colour.
 */

/** A colour with 0–255 channels and, for text, an alpha of 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a?: number;
}

/** WCAG's minimum contrast for text (1.4.3 AA): large text is ≥ 24 px, or ≥ 18.66 px bold. */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

/** Whether text of this size and weight counts as large (WCAG's 18 pt, or 14 pt bold). */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two luminances, 1 to 21, whichever is lighter. */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** A translucent colour painted over an opaque one (simple alpha blending in sRGB, as browsers paint). */
export function composite(fg: Rgba, bg: Rgba): Rgba {
  const a = fg.a ?? 1;
  return { r: fg.r * a + bg.r * (1 - a), g: fg.g * a + bg.g * (1 - a), b: fg.b * a + bg.b * (1 - a) };
}

/** The p-th percentile (0–100) of some numbers, by the nearest-rank method. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) throw new Error("percentile of no values");
  const sorted = [...values].sort((x, y) => x - y);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/**
 * The contrast of text of colour `text` over the pixels under it (`pixels`: raw bytes,
 * `channels` per pixel, RGB first), as the p-th percentile of the per-pixel ratios: 5 by
 * default, so a few stray pixels (an antialiased edge) do not decide, but a line of the
 * drawing running through the text does.
 */
export function contrastOverPixels(text: Rgba, pixels: Uint8Array, channels: number, p = 5): { ratio: number; min: number } {
  const ratios: number[] = [];
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const bg = { r: pixels[i]!, g: pixels[i + 1]!, b: pixels[i + 2]! };
    ratios.push(contrastRatio(luminance(composite(text, bg)), luminance(bg)));
  }
  return { ratio: percentile(ratios, p), min: Math.min(...ratios) };
}
