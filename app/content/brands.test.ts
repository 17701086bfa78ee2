import { describe, expect, it } from "vitest";
import { languages, prefixedLanguages } from "~/lib/i18n";
import { brandPreview, brands } from "./brands";
import { brandCardsFor, brandsFor, countriesFor } from "./i18n/brands.server";
import { brandSchema } from "./validate.server";

describe("brands", () => {
  it("pass their build-time check", () => {
    for (const brand of brands) expect(brandSchema.safeParse(brand).error?.message).toBeUndefined();
  });

  it("a brand's own preview must be a cut of its description", () => {
    const nimo = brands.find((b) => b.slug === "nimo")!;
    expect(brandSchema.safeParse({ ...nimo, preview: "Words the description does not open with…" }).success).toBe(false);
    expect(brandSchema.safeParse({ ...nimo, preview: `${nimo.description.slice(0, 51)}` }).success).toBe(true);
  });

  it("previews never repeat the card's tagline", () => {
    for (const brand of brands) expect(brandPreview(brand).startsWith(brand.tagline), brand.slug).toBe(false);
  });
});

describe("brands in every language (PRODUCT.md 19)", () => {
  it.each(prefixedLanguages)("%s: pass the build-time check, facts unchanged", (lang) => {
    const translated = brandsFor(lang);
    expect(translated.map((b) => b.slug)).toEqual(brands.map((b) => b.slug));
    translated.forEach((brand, i) => {
      const english = brands[i]!;
      expect(brandSchema.safeParse(brand).error?.message, brand.slug).toBeUndefined();
      expect(brand.tagline, brand.slug).not.toBe(english.tagline);
      expect(brand.description, brand.slug).not.toBe(english.description);
      const { tagline, description, preview, highlights, origin, ...facts } = brand;
      const { tagline: _t, description: _d, preview: _p, highlights: _h, origin: _o, ...englishFacts } = english;
      expect(facts).toEqual(englishFacts);
      // Only the brands with their own cut in English have one in a translation.
      expect(preview === undefined, brand.slug).toBe(english.preview === undefined);
      expect(brandPreview(brand).startsWith(tagline), brand.slug).toBe(false);
      expect([description, highlights, origin].every(Boolean)).toBe(true);
    });
  });

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
