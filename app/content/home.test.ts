import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandsFor } from "./brands.server";
import type { HomeImage } from "./home";
import { homeSchema } from "./home.schema.server";
import { homeCopy } from "./i18n/pages.server";

const brands = brandsFor("en");

const homeContent = homeCopy.en;

const publicDir = path.resolve(import.meta.dirname, "../../public");
const file = (src: string) => path.join(publicDir, src);

/** Every image the home content names, with where it is used. */
function images(): [string, HomeImage][] {
  const c = homeContent;
  return [
    ["hero", c.hero.image],
    ...Object.entries(c.showcases).map(([k, s]): [string, HomeImage] => [`showcase ${k}`, s.image]),
    ...c.configurator.finishes.map((f): [string, HomeImage] => [`finish ${f.id}`, f.image]),
    ...c.dryingSeries.products.map((p): [string, HomeImage] => [`dryer ${p.name}`, p.image]),
  ];
}

describe("home content", () => {
  it("passes its build-time checks", () => {
    for (const copy of Object.values(homeCopy)) {
      const result = homeSchema.safeParse(copy);
      expect(result.success, result.error?.message).toBe(true);
    }
  });

  it.each(images())("%s: every generated file exists, in the declared aspect ratio", async (_, image) => {
    if (!image.widths) {
      expect(existsSync(file(image.src)), image.src).toBe(true);
      return;
    }
    for (const w of image.widths) {
      for (const ext of ["avif", "webp"]) expect(existsSync(file(`${image.src}-${w}.${ext}`)), `${image.src}-${w}.${ext}`).toBe(true);
    }
    const largest = await sharp(file(`${image.src}-${image.widths.at(-1)}.webp`)).metadata();
    expect(largest.width).toBe(image.widths.at(-1));
    expect(largest.height / largest.width).toBeCloseTo(image.height / image.width, 2);
  });

  it("has the loop videos and the map poster it names", () => {
    for (const showcase of Object.values(homeContent.showcases)) {
      if (!("video" in showcase) || !showcase.video) continue;
      expect(existsSync(file(showcase.video.webm)), showcase.video.webm).toBe(true);
      expect(existsSync(file(showcase.video.mp4)), showcase.video.mp4).toBe(true);
    }
    expect(existsSync(file(homeContent.contact.mapPoster))).toBe(true);
  });

  it("has a word mark and a product drawing for every brand", () => {
    for (const brand of brands) {
      expect(existsSync(file(brand.logo)), brand.logo).toBe(true);
      if (brand.productImage) expect(existsSync(file(brand.productImage)), brand.productImage).toBe(true);
    }
  });

  it("has the site icons, manifest and social image root.tsx and the metadata link", async () => {
    for (const src of ["/favicon.ico", "/apple-touch-icon.png", "/site.webmanifest", "/images/logo.png"]) {
      expect(existsSync(file(src)), src).toBe(true);
    }
    const social = await sharp(file("/images/social-default.png")).metadata();
    expect([social.width, social.height]).toEqual([1200, 630]);
    const touch = await sharp(file("/apple-touch-icon.png")).metadata();
    expect([touch.width, touch.height]).toEqual([180, 180]);
  });
});
