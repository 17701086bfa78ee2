import { describe, expect, it } from "vitest";
import { composite, contrastOverPixels, contrastRatio, isLargeText, luminance, percentile } from "./contrast";

const white = { r: 255, g: 255, b: 255 };
const black = { r: 0, g: 0, b: 0 };
const ratio = (a: typeof white, b: typeof white) => contrastRatio(luminance(a), luminance(b));

describe("contrast maths (WCAG 2.2)", () => {
  it("gives 21:1 for black on white, 1:1 for a colour on itself, either way round", () => {
    expect(ratio(black, white)).toBeCloseTo(21, 5);
    expect(ratio(white, black)).toBeCloseTo(21, 5);
    expect(ratio({ r: 40, g: 90, b: 160 }, { r: 40, g: 90, b: 160 })).toBe(1);
  });

  it("matches known pairs: #767676 on white is the lightest grey that passes AA (4.54)", () => {
    expect(luminance(white)).toBeCloseTo(1, 10);
    expect(luminance({ r: 0x76, g: 0x76, b: 0x76 })).toBeCloseTo(0.1812, 3);
    expect(ratio({ r: 0x76, g: 0x76, b: 0x76 }, white)).toBeCloseTo(4.54, 2);
    expect(ratio({ r: 0x77, g: 0x77, b: 0x77 }, white)).toBeLessThan(4.5);
    // Pure blue and pure red on white: 8.59:1 and 4.00:1.
    expect(ratio({ r: 0, g: 0, b: 255 }, white)).toBeCloseTo(8.59, 2);
    expect(ratio({ r: 255, g: 0, b: 0 }, white)).toBeCloseTo(4.0, 2);
  });

  it("blends translucent text over the pixel under it", () => {
    expect(composite({ ...white, a: 0.5 }, black)).toEqual({ r: 127.5, g: 127.5, b: 127.5 });
    expect(composite(white, black)).toEqual(white);
  });

  it("takes the nearest-rank percentile", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 5)).toBe(5);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 5)).toBe(7);
    expect(() => percentile([], 5)).toThrow();
  });

  it("finds a line of the picture running under white text, which the average would hide", () => {
    // 100 pixels of dark navy with a 10-pixel light line through them (a countertop edge).
    const pixels = new Uint8Array(100 * 4);
    for (let i = 0; i < 100; i++) pixels.set(i < 10 ? [230, 225, 215, 255] : [8, 20, 30, 255], i * 4);
    const over = contrastOverPixels(white, pixels, 4);
    expect(over.min).toBeLessThan(1.5);
    expect(over.ratio).toBeLessThan(1.5);
    // Four stray pixels in a hundred do not decide the 5th percentile.
    for (let i = 4; i < 10; i++) pixels.set([8, 20, 30, 255], i * 4);
    expect(contrastOverPixels(white, pixels, 4).ratio).toBeGreaterThan(15);
    // Three channels per pixel work the same.
    expect(contrastOverPixels(black, new Uint8Array([255, 255, 255, 255, 255, 255]), 3).ratio).toBeCloseTo(21, 5);
  });

  it("says which text is large", () => {
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(20, 700)).toBe(true);
    expect(isLargeText(20, 600)).toBe(false);
    expect(isLargeText(18, 700)).toBe(false);
  });
});
