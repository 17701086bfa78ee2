import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandPagesCheck } from "./schema.server";
import { prefixedLanguages } from "~/lib/i18n";
import { brandPagesByLang, findBrandPageFor } from "../i18n/brands.server";
import { brandPages } from "./all";

const publicDir = path.resolve(import.meta.dirname, "../../../public");
const file = (src: string) => path.join(publicDir, src);

/** What a translation must not change: every value under these keys, wherever it is (a stat's figure spaced as its language writes it). */
const factKeys = new Set(["slug", "kind", "src", "type", "width", "height", "focusX", "videoId", "href", "icon", "since", "value"]);
function facts(value: unknown, at = ""): [string, unknown][] {
  if (Array.isArray(value)) return [[`${at}.length`, value.length], ...value.flatMap((v, i) => facts(v, `${at}[${i}]`))];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) =>
      factKeys.has(k) ? [[`${at}.${k}`, k === "value" ? String(v).replace(/\s/g, "") : v] as [string, unknown]] : facts(v, `${at}.${k}`),
    );
  }
  return [];
}

describe("brand page content", () => {
  it("passes the build-time schema", () => {
    const result = brandPagesCheck.schema.safeParse(brandPagesCheck.value);
    expect(result.success, JSON.stringify(result.error?.issues, null, 2)).toBe(true);
  });

  it("refuses a page without four features, in any language", () => {
    const [first, ...rest] = brandPagesByLang.de;
    const broken = [{ ...first!, features: { ...first!.features, items: first!.features.items.slice(0, 3) } }, ...rest];
    expect(brandPagesCheck.schema.safeParse({ ...brandPagesByLang, de: broken }).success).toBe(false);
  });

  // A translation changes words only: the same pictures, films, links, icons and years in
  // the same places as the English page, and every picture described in its language.
  it.each(prefixedLanguages.flatMap((lang) => brandPages.map((p) => [lang, p.slug, p] as const)))(
    "%s/%s: has the English page's files, links and figures",
    (lang, slug, english) => {
      const page = findBrandPageFor(slug, lang)!;
      expect(facts(page)).toEqual(facts(english));
      const alts = [...page.categories.items.flatMap((c) => c.images), ...(page.showcase ? [page.showcase.image] : [])].map((i) => i.alt);
      for (const alt of alts) expect(alt.length, alt).toBeGreaterThan(10);
      expect(new Set(alts).size).toBe(alts.length);
    },
  );

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

  it.each(brandPages.map((p) => [p.slug, p] as const))(
    "%s: hero posters and videos exist; posters are small and sized as declared",
    async (_slug, page) => {
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
    },
  );
});
