import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandPages } from "./brand-pages/all";
import { brandCardData, brands } from "./brands";
import { productImage, rasterArt, rasterArtSizes } from "./raster-art";

const file = (src: string) => path.join(import.meta.dirname, "../../public", src);

describe("raster copies of drawings (docs/decisions/0020-client-runtime.md)", () => {
  it("names the copies of an SVG file after its path, in WebP only", () => {
    expect(rasterArt("/images/brands/nimo-logo.svg", "logo")).toEqual({
      src: "/images/generated/brands/nimo-logo",
      widths: [144, 288],
      width: 240,
      height: 60,
      formats: ["webp"],
    });
  });

  it("shows a brand page's SVG illustrations through their copies at the declared size, any other file as it is", () => {
    expect(productImage({ src: "/images/brand-pages/nimo/dc120-ww.svg", width: 800, height: 600 })).toMatchObject({
      src: "/images/generated/brand-pages/nimo/dc120-ww",
      widths: rasterArtSizes.illustration.widths,
      width: 800,
      height: 600,
    });
    const photo = { src: "/images/brand-pages/nimo/photo.jpg", width: 1200, height: 800 };
    expect(productImage(photo)).toBe(photo);
  });

  // The copies are committed, and made again by a build when a drawing changes (scripts/raster-art.ts).
  it("has every copy the home page's brand cards ask for, at the width it names", async () => {
    for (const card of brands.map(brandCardData)) {
      for (const image of [card.logo, ...(card.productImage ? [card.productImage] : [])]) {
        for (const width of image.widths!) {
          const copy = file(`${image.src}-${width}.webp`);
          expect(existsSync(copy), copy).toBe(true);
          expect((await sharp(copy).metadata()).width, copy).toBe(width);
        }
      }
    }
  });

  it("has every copy the brand pages' product cards ask for", () => {
    for (const page of brandPages) {
      const images = [...page.categories.items.flatMap((c) => c.images), ...(page.showcase ? [page.showcase.image] : [])];
      for (const image of images.map(productImage)) {
        for (const width of image.widths ?? [])
          expect(existsSync(file(`${image.src}-${width}.webp`)), `${image.src}-${width}.webp`).toBe(true);
      }
    }
  });
});
