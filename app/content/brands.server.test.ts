import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { languages, prefixedLanguages } from "~/lib/i18n";
import { brandPreview } from "./brands";
import { brandCardsFor, countriesFor } from "./i18n/brands.server";
import { brandEntries, brandLinks, brandsFor, readBrands } from "./brands.server";
import { fillCompanyValues } from "./company-values.server";
import { ContentError, createContent } from "./load.server";

const root = path.resolve(import.meta.dirname, "../..");
/** A brand's file by its site path: pictures in content/brands/images/, films under public/. */
const file = (src: string) => (src.startsWith("/images/") ? path.join(root, "content/brands", src) : path.join(root, "public", src));

/** The site's brand files as a content folder of their own, with `change` applied to one file. */
function brandFiles(change: Record<string, (doc: Record<string, unknown>) => unknown> = {}, extra: Record<string, string> = {}) {
  const files: Record<string, string> = {};
  for (const entry of brandEntries)
    for (const lang of languages) {
      const name = `/content/brands/${entry.slug}.${lang}.yml`;
      const raw = readFileSync(path.join(root, name), "utf8");
      const edit = change[name.slice(1)];
      files[name] = edit ? stringify(edit(parse(raw) as Record<string, unknown>)) : raw;
    }
  return { ...files, ...extra };
}

function problems(files: Record<string, string>): readonly string[] {
  try {
    readBrands(createContent(files), fillCompanyValues);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("no problem was found");
}

describe("the brands collection (content/brands/)", () => {
  it("reads every brand in its order, its name as written", () => {
    expect(brandLinks.map((b) => b.name)).toEqual(["Norcool", "Thermocold", "NIMO", "Winefit", "PeVino", "Winemaster"]);
    expect(brandEntries.map((e) => e.order)).toEqual([...brandEntries.map((e) => e.order)].sort((a, b) => a - b));
  });

  it("refuses a wrong field, naming the file, the language and the field", () => {
    expect(problems(brandFiles({ "content/brands/nimo.de.yml": (d) => ({ ...d, highlights: ["eins"] }) }))).toContainEqual(
      expect.stringMatching(/^content\/brands\/nimo\.de\.yml \(German\): highlights: /),
    );
    expect(problems(brandFiles({ "content/brands/nimo.en.yml": (d) => ({ ...d, countries: ["belgie"] }) }))).toEqual([
      expect.stringMatching(/^content\/brands\/nimo\.en\.yml \(English\): countries\.0: /),
    ]);
  });

  it("takes the language-neutral fields from the English file only", () => {
    expect(problems(brandFiles({ "content/brands/pevino.nl.yml": (d) => ({ ...d, name: "Pevino" }) }))).toEqual([
      "content/brands/pevino.nl.yml: name is written in content/brands/pevino.en.yml only, for every language",
    ]);
    for (const lang of prefixedLanguages) expect(brandsFor(lang).map((b) => b.name)).toEqual(brandsFor("en").map((b) => b.name));
  });

  it("reads a field of another kind of opening picture or film that staff emptied as absent, and refuses one still filled in", () => {
    const hero = (extra: Record<string, unknown>) =>
      brandFiles({
        "content/brands/pevino.en.yml": (d) => ({ ...d, heroMedia: { ...(d.heroMedia as object), ...extra } }),
      });
    const brands = readBrands(createContent(hero({ video: [], videoId: "pevinoFilm1" })), fillCompanyValues);
    expect(brands.find((b) => b.slug === "pevino")?.page.en.hero.media).toMatchObject({ kind: "embed", videoId: "pevinoFilm1" });
    expect(problems(hero({ video: ["/videos/pevino/hero.webm"] }))).toEqual([
      expect.stringMatching(/^content\/brands\/pevino\.en\.yml \(English\): heroMedia: .*video/),
    ]);
  });

  it("refuses two brands in one place of the order, and a missing translation", () => {
    expect(problems(brandFiles({ "content/brands/nimo.en.yml": (d) => ({ ...d, order: 1 }) }))).toEqual([
      "content/brands/norcool.en.yml: order: 1 is content/brands/nimo.en.yml's place too; give each brand its own",
    ]);
    const files = brandFiles();
    delete files["/content/brands/winefit.fr.yml"];
    expect(problems(files)).toEqual(["content/brands/winefit.fr.yml is missing: the French translation of content/brands/winefit.en.yml"]);
  });

  it("refuses a preview that is not a cut of the description, and a link to a brand that does not exist", () => {
    expect(
      problems(brandFiles({ "content/brands/nimo.en.yml": (d) => ({ ...d, preview: "Words the description does not open with…" }) })),
    ).toEqual([
      expect.stringMatching(/^content\/brands\/nimo\.en\.yml \(English\): preview: a brand's preview is a cut of its description/),
    ]);
    const relink = (d: Record<string, unknown>) => {
      const categories = d.categories as { items: { link?: { href?: string } }[] };
      categories.items[0]!.link = { href: "/brands/nowhere" };
      return d;
    };
    expect(problems(brandFiles({ "content/brands/thermocold.nl.yml": relink }))).toEqual([
      'content/brands/thermocold.nl.yml: categories.items.0.link.href: there is no brand "nowhere" (content/brands/nowhere.en.yml)',
    ]);
  });

  it("fills the company's values: the company's name and the dealers on the map", () => {
    const norcool = brandEntries.find((e) => e.slug === "norcool")!;
    expect(norcool.page.en.story.partnership.title).toMatch(/^Partnership with \S/);
    expect(norcool.page.en.story.partnership.title).not.toContain("{");
    expect(norcool.page.de.heritage!.stats[2]!.value).toMatch(/^\d+$/);
  });
});

describe("brands in every language (PRODUCT.md 19)", () => {
  it.each(prefixedLanguages)("%s: translated texts, the English facts", (lang) => {
    brandsFor(lang).forEach((brand, i) => {
      const english = brandsFor("en")[i]!;
      expect(brand.tagline, brand.slug).not.toBe(english.tagline);
      expect(brand.description, brand.slug).not.toBe(english.description);
      const { tagline, description, preview, highlights, origin, ...facts } = brand;
      const { tagline: _t, description: _d, preview: _p, highlights: _h, origin: _o, ...englishFacts } = english;
      expect(facts).toEqual(englishFacts);
      expect(preview === undefined, brand.slug).toBe(english.preview === undefined);
      expect(brandPreview(brand).startsWith(tagline), brand.slug).toBe(false);
      expect([description, highlights, origin].every(Boolean)).toBe(true);
    });
  });

  // A translation changes words only: the same pictures and links in the same places as the
  // English page, and every picture described in its language.
  it.each(prefixedLanguages.flatMap((lang) => brandEntries.map((e) => [lang, e.slug, e] as const)))(
    "%s/%s: has the English page's pictures and links",
    (lang, _slug, entry) => {
      const pictures = (l: typeof lang | "en") => entry.page[l].categories.items.map((c) => [c.link.href, c.images.map((i) => i.src)]);
      expect(pictures(lang)).toEqual(pictures("en"));
      expect(entry.page[lang].features.items.map((f) => f.icon)).toEqual(entry.page.en.features.items.map((f) => f.icon));
      const page = entry.page[lang];
      const alts = [...page.categories.items.flatMap((c) => c.images), ...(page.showcase ? [page.showcase.image] : [])].map((i) => i.alt);
      for (const alt of alts) expect(alt.length, alt).toBeGreaterThan(10);
      expect(new Set(alts).size).toBe(alts.length);
    },
  );

  it.each(languages)("%s: home cards name the countries with their preposition", (lang) => {
    const { countryNames, countryPlaces } = countriesFor(lang);
    for (const card of brandCardsFor(lang)) {
      for (const country of card.countries) {
        expect(country.name).toBe(countryNames[country.code]);
        expect(country.where).toBe(countryPlaces[country.code]);
      }
    }
    expect(brandCardsFor(lang)[0]!.tagline).toBe(brandsFor(lang)[0]!.tagline);
  });
});

describe("the brands' pictures and films", () => {
  it.each(brandEntries.map((e) => [e.slug, e] as const))(
    "%s: every product drawing exists at the size the page declares",
    (_slug, entry) => {
      const page = entry.page.en;
      const images = [...page.categories.items.flatMap((c) => c.images), ...(page.showcase ? [page.showcase.image] : [])];
      for (const img of images) {
        expect(existsSync(file(img.src)), img.src).toBe(true);
        const svg = readFileSync(file(img.src), "utf8");
        expect(svg, img.src).toContain(`viewBox="0 0 ${img.width} ${img.height}"`);
        expect(svg, img.src).toMatch(new RegExp(`<svg[^>]* width="${img.width}" height="${img.height}"`));
      }
    },
  );

  it.each(brandEntries.map((e) => [e.slug, e] as const))(
    "%s: hero posters and films exist; posters are small and sized as declared",
    async (_slug, entry) => {
      const { poster } = entry.page.en.hero.media;
      for (const cut of [poster.phone, poster.wide]) {
        expect(existsSync(file(cut.src)), cut.src).toBe(true);
        const meta = await sharp(file(cut.src)).metadata();
        expect([meta.width, meta.height], cut.src).toEqual([cut.width, cut.height]);
      }
      // The poster is the first large paint on phones (Lighthouse LCP): keep it light.
      expect(readFileSync(file(poster.phone.src)).length).toBeLessThan(40_000);
      const media = entry.page.en.hero.media;
      if (media.kind === "video") {
        for (const source of media.sources) {
          expect(existsSync(file(source.src)), source.src).toBe(true);
          expect(readFileSync(file(source.src)).length, source.src).toBeLessThan(400_000);
        }
      }
    },
  );
});
