import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandEntries, brandsFor } from "../app/content/brands.server";
import { brandCardsFor } from "../app/content/i18n/brands.server";
import { productImage } from "../app/content/raster-art";
import { rasterArtCopies, writeRasterArt } from "./raster-art";

const publicDir = path.resolve(import.meta.dirname, "../public");

describe("the raster copies a build makes (docs/decisions/0026-samples-are-assets.md)", () => {
  const brands = brandsFor("en");
  const copies = rasterArtCopies(publicDir, brands);

  it("include every copy the home page's brand cards ask for, from the drawing the brand names", () => {
    for (const [brand, card] of brands.map((b, i) => [b, brandCardsFor("en")[i]!] as const)) {
      for (const [image, svg] of [
        [card.logo, brand.logo] as const,
        ...(card.productImage ? [[card.productImage, brand.productImage!] as const] : []),
      ]) {
        for (const width of image.widths!)
          expect(copies.get(`${image.src}-${width}.webp`), `${image.src}-${width}`).toMatchObject({ svg, width });
      }
    }
  });

  it("include every copy the brand pages' product cards ask for, from a drawing that is there", () => {
    for (const page of brandEntries.map((e) => e.page.en)) {
      const images = [...page.categories.items.flatMap((c) => c.images), ...(page.showcase ? [page.showcase.image] : [])];
      for (const image of images) {
        const shown = productImage(image);
        for (const width of shown.widths ?? [])
          expect(copies.get(`${shown.src}-${width}.webp`)?.svg, `${shown.src}-${width}`).toBe(image.src);
      }
    }
    for (const { svg } of copies.values()) expect(existsSync(path.join(publicDir, svg)), svg).toBe(true);
  });
});

describe("writing the raster copies", () => {
  let dir: string;
  const brand = { logo: "/images/brands/nimo-logo.svg" };
  const copy = (name: string) => path.join(dir, "images/generated", name);
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "raster-art-"));
    mkdirSync(path.join(dir, "images/brands"), { recursive: true });
    mkdirSync(path.join(dir, "images/brand-pages/nimo"), { recursive: true });
    cpSync(path.join(publicDir, brand.logo), path.join(dir, brand.logo));
    cpSync(path.join(publicDir, "images/brand-pages/nimo/dc120-ww.svg"), path.join(dir, "images/brand-pages/nimo/dc120-ww.svg"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("makes each copy at its width, keeps current ones, makes again a replaced drawing's and removes those no drawing names", async () => {
    const first = await writeRasterArt(dir, [brand]);
    expect(first.made).toEqual([
      "/images/generated/brand-pages/nimo/dc120-ww-400.webp",
      "/images/generated/brand-pages/nimo/dc120-ww-800.webp",
      "/images/generated/brands/nimo-logo-144.webp",
      "/images/generated/brands/nimo-logo-288.webp",
    ]);
    const meta = await sharp(copy("brands/nimo-logo-288.webp")).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 288]);

    expect((await writeRasterArt(dir, [brand])).made).toEqual([]);

    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, brand.logo), later, later);
    writeFileSync(copy("brands/old-logo-144.webp"), "");
    const again = await writeRasterArt(dir, [brand]);
    expect(again.made).toEqual(["/images/generated/brands/nimo-logo-144.webp", "/images/generated/brands/nimo-logo-288.webp"]);
    expect(again.removed).toEqual(["/images/generated/brands/old-logo-144.webp"]);
  });
});
