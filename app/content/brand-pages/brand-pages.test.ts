import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandPagesCheck } from "./schema.server";
import { brandPages } from "./all";

const publicDir = path.resolve(import.meta.dirname, "../../../public");
const file = (src: string) => path.join(publicDir, src);

describe("brand page content", () => {
  it("passes the build-time schema", () => {
    const result = brandPagesCheck.schema.safeParse(brandPagesCheck.value);
    expect(result.success, JSON.stringify(result.error?.issues, null, 2)).toBe(true);
  });

  it("refuses a page without four features", () => {
    const broken = [{ ...brandPages[0]!, features: { ...brandPages[0]!.features, items: brandPages[0]!.features.items.slice(0, 3) } }, ...brandPages.slice(1)];
    expect(brandPagesCheck.schema.safeParse(broken).success).toBe(false);
  });

  it.each(brandPages.map((p) => [p.slug, p] as const))("%s: every product image exists with the size the page declares", (_slug, page) => {
    const images = [...page.categories.items.flatMap((c) => c.images), ...(page.showcase ? [page.showcase.image] : [])];
    for (const img of images) {
      expect(existsSync(file(img.src)), img.src).toBe(true);
      const svg = readFileSync(file(img.src), "utf8");
      expect(svg, img.src).toContain(`viewBox="0 0 ${img.width} ${img.height}"`);
      expect(svg, img.src).toMatch(new RegExp(`<svg[^>]* width="${img.width}" height="${img.height}"`));
      expect(img.alt.length, img.src).toBeGreaterThan(10);
    }
  });

  it.each(brandPages.map((p) => [p.slug, p] as const))("%s: hero posters and videos exist; posters are small and sized as declared", async (_slug, page) => {
    const { poster } = page.hero.media;
    for (const cut of [poster.phone, poster.wide]) {
      expect(existsSync(file(cut.src)), cut.src).toBe(true);
      const meta = await sharp(file(cut.src)).metadata();
      expect([meta.width, meta.height], cut.src).toEqual([cut.width, cut.height]);
    }
    // The poster is the first large paint on phones (Lighthouse LCP): keep it light.
    expect(readFileSync(file(poster.phone.src)).length).toBeLessThan(40_000);
    if (page.hero.media.kind === "video") {
      for (const source of page.hero.media.sources) {
        expect(existsSync(file(source.src)), source.src).toBe(true);
        expect(readFileSync(file(source.src)).length, source.src).toBeLessThan(400_000);
      }
    }
  });
});
