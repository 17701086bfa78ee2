import { describe, expect, it } from "vitest";
import { productImage, rasterArt, rasterArtSizes } from "./raster-art";

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
});
