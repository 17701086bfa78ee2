import type { ResponsiveImage } from "../lib/responsive-image";
import { truncate } from "../lib/text";
import { rasterArt } from "./raster-art";

/**
 * The shape of a brand's record (spec 1 and 3) as home cards, brand pages, search and
 * structured data read it. The brands themselves are content: content/brands/<slug>.<lang>.yml,
 * read and checked by ./brands.server.ts.
 */
export const countryCodes = ["nederland", "benelux", "duitsland"] as const;
export type CountryCode = (typeof countryCodes)[number];

/**
 * What a visitor reads about a brand, in one language: each language's file of the brand
 * (content/brands/<slug>.<lang>.yml); pages get a language's records from `brandsFor(lang)`
 * (./brands.server.ts).
 */
interface BrandTexts {
  tagline: string;
  description: string;
  /**
   * The brand's own cut of its description for the home card, ending in … (spec 2.3: NIMO
   * and Thermocold); the others use the 120-character rule.
   */
  preview?: string;
  highlights: [string, string, string, string];
  origin: string;
}

/**
 * A brand's name as written and its page's address (/brands/<slug>): what every page's
 * header, menus, footer and forms need of each brand, sent with the root loader's data.
 */
export interface BrandLink {
  slug: string;
  name: string;
  /** Name as the dealer form's brand list spells it (spec 5: "Pevino", "Nimo"). */
  dealerFormName: string;
}

export interface Brand extends BrandTexts {
  slug: string;
  name: string;
  /** Name as it appears in the brand popup's success text (spec 8). */
  popupName: string;
  logo: string;
  productImage?: string;
  /** Tailwind gradient classes of the brand's card and hero. */
  gradient: string;
  partnerSince: number;
  countries: CountryCode[];
  /** The manufacturer's own site. */
  website: string;
}

/** The home card's preview: the brand's own cut, or 120 characters cut on a word. */
export function brandPreview(brand: Brand, limit = 120): string {
  if (brand.preview) return brand.preview;
  return truncate(brand.description, limit);
}

/**
 * What a home-page brand card shows (spec 2.3 and 3), built with the page so the brands'
 * full texts stay out of its JavaScript.
 */
export interface BrandCardData {
  slug: string;
  name: string;
  tagline: string;
  gradient: string;
  /** Raster copies of the SVG art (./raster-art.ts). */
  logo: ResponsiveImage;
  productImage?: ResponsiveImage;
  preview: string;
  partnerSince: Brand["partnerSince"];
  /** `where`: the country with its preposition ("in Germany", `../interface/<lang>.ts `countries.places`). */
  countries: { code: CountryCode; name: string; where: string }[];
}

/** A brand's home card, with the country names and places in the card's language. */
export function brandCardIn(brand: Brand, names: Record<CountryCode, string>, places: Record<CountryCode, string>): BrandCardData {
  return {
    slug: brand.slug,
    name: brand.name,
    tagline: brand.tagline,
    gradient: brand.gradient,
    logo: rasterArt(brand.logo, "logo"),
    ...(brand.productImage ? { productImage: rasterArt(brand.productImage, "product") } : {}),
    preview: brandPreview(brand),
    partnerSince: brand.partnerSince,
    countries: brand.countries.map((code) => ({ code, name: names[code], where: places[code] })),
  };
}
