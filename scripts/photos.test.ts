import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PhotoError, photoFrom, type PhotoFacts } from "../app/content/photos";
import { photoCopies, photoWidths, writePhotoCopies } from "./photos";

/** The company's photos (photos/README.md), with photos this test makes. */
let dir: string;
let sourceDir: string;
let publicDir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  sourceDir = path.join(dir, "photos");
  publicDir = path.join(dir, "public");
  mkdirSync(sourceDir);
  mkdirSync(publicDir);
  // A warm kitchen-coloured photo with some structure, and a small one.
  const noise = await sharp({
    create: { width: 1300, height: 800, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();
  await sharp({ create: { width: 1300, height: 800, channels: 3, background: "#a0522d" } })
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 85 })
    .toFile(path.join(sourceDir, "Kitchen Studio.JPG"));
  await sharp({ create: { width: 600, height: 400, channels: 3, background: "#336699" } })
    .png()
    .toFile(path.join(sourceDir, "small.png"));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the photo step", () => {
  it("copies each photo as AVIF and WebP at every width up to its own, with its size and colour", async () => {
    const { files, facts } = await photoCopies(sourceDir, {});
    const made = await writePhotoCopies(publicDir, files);
    const kitchen = facts["Kitchen Studio.JPG"]!;
    expect(kitchen).toMatchObject({ width: 1300, height: 800, widths: [480, 768, 1080, 1300] });
    expect(kitchen.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(facts["small.png"]).toMatchObject({ width: 600, height: 400, widths: [480, 600] });
    // The dominant colour, to sharp's histogram bins.
    expect(facts["small.png"]!.color).toMatch(/^#3[0-9a-f]6[0-9a-f]9[0-9a-f]$/);
    expect(made.made).toHaveLength(2 * (4 + 2));
    for (const width of kitchen.widths) {
      for (const format of ["avif", "webp"] as const) {
        const file = path.join(publicDir, "images/photos", `kitchen-studio-${width}.${format}`);
        const meta = await sharp(file).metadata();
        expect(meta.format === "heif" ? "avif" : meta.format).toBe(format);
        expect(meta.width).toBe(width);
      }
    }
    // Unchanged photos are neither measured nor made again.
    const again = await photoCopies(sourceDir, facts);
    expect((await writePhotoCopies(publicDir, again.files)).made).toEqual([]);
    // A photo taken away takes its copies with it.
    rmSync(path.join(sourceDir, "small.png"));
    const fewer = await photoCopies(sourceDir, facts);
    const removed = await writePhotoCopies(publicDir, fewer.files);
    expect(removed.made).toEqual([]);
    expect(removed.removed).toEqual([
      "/images/photos/small-480.avif",
      "/images/photos/small-480.webp",
      "/images/photos/small-600.avif",
      "/images/photos/small-600.webp",
    ]);
  }, 120_000);

  it("picks widths up to the photo's own, at most 2560", () => {
    expect(photoWidths(500)).toEqual([480, 500]);
    expect(photoWidths(4000)).toEqual([480, 768, 1080, 1440, 1920, 2560]);
  });
});

describe("a photo named in content", () => {
  const facts: Record<string, PhotoFacts> = {
    "kitchen.jpg": { width: 2000, height: 1250, widths: [480, 2000], color: "#a0522d", sha256: "x" },
    "small.png": { width: 600, height: 400, widths: [480, 600], color: "#336699", sha256: "y" },
  };

  it("is a responsive AVIF and WebP picture with its size and placeholder", () => {
    expect(photoFrom(facts, "kitchen.jpg", { alt: "A kitchen studio" }, "app/content/home.ts")).toEqual({
      src: "/images/photos/kitchen",
      widths: [480, 2000],
      formats: ["avif", "webp"],
      width: 2000,
      height: 1250,
      placeholder: "#a0522d",
      alt: "A kitchen studio",
    });
  });

  it("stops the build when missing, too small or without alt text, naming the photo and the module", () => {
    const at = "app/content/home.ts";
    expect(() => photoFrom(facts, "gone.jpg", { alt: "x" }, at)).toThrow(
      new PhotoError("photo gone.jpg (named in app/content/home.ts): not in photos/; add the file, or name one that is there"),
    );
    expect(() => photoFrom(facts, "kitchen.jpg", { alt: " " }, at)).toThrow(
      /photo kitchen\.jpg \(named in app\/content\/home\.ts\): its alt text is empty/,
    );
    expect(() => photoFrom(facts, "small.png", { alt: "Blue" }, at)).toThrow(
      /photo small\.png \(named in app\/content\/home\.ts\): 600 px wide, at least 960 px needed/,
    );
    expect(() => photoFrom(facts, "kitchen.jpg", { alt: "Hero", minWidth: 2400 }, at)).toThrow(/2000 px wide, at least 2400 px/);
  });
});
