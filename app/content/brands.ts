import type { ResponsiveImage } from "../lib/responsive-image";
import { truncate } from "../lib/text";
import { rasterArt } from "./raster-art";
import { brandName, type BrandSlug } from "./brand-names";

/**
 * The six brands (spec 1 and 3). One record per brand: home cards, brand pages, search and
 * structured data read from here; names and order come from ./brand-names.ts.
 */
export const countryCodes = ["nederland", "benelux", "duitsland"] as const;
export type CountryCode = (typeof countryCodes)[number];

/**
 * Country names a flag tooltip reads (spec 3: benelux expands to three countries).
 * Translated beside this file (./brands.nl.ts, …) with the brands' texts.
 */
export const countryNames: Record<CountryCode, string> = {
  nederland: "the Netherlands",
  benelux: "the Netherlands, Belgium and Luxembourg",
  duitsland: "Germany",
};

/**
 * Where a brand is served, as a phrase with its preposition ("in the Netherlands"), for
 * sentences such as a flag's tooltip: other languages' prepositions and articles differ by
 * country ("aux Pays-Bas", "en Allemagne"), so a sentence puts no preposition of its own.
 */
export const countryPlaces: Record<CountryCode, string> = {
  nederland: "in the Netherlands",
  benelux: "in the Netherlands, Belgium and Luxembourg",
  duitsland: "in Germany",
};

/**
 * What a visitor reads about a brand, in one language. English is written in the records
 * below; ./brands.nl.ts, ./brands.de.ts and ./brands.fr.ts give the same texts by slug,
 * and pages get a language's records from `brandsFor(lang)` (./i18n/brands.server.ts).
 */
export interface BrandTexts {
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

export const brands: readonly Brand[] = [
  {
    ...brandName("norcool"),
    popupName: "Norcool",
    tagline: "Scandinavian cooling excellence",
    description:
      "Scandinavian refrigeration and wine storage built for kitchens that are used every day: corner fridges, drawer solutions and wine cabinets from a group active in over 100 countries for more than 75 years.",
    logo: "/images/brands/norcool-logo.svg",
    productImage: "/images/brands/norcool-product.svg",
    gradient: "from-sky-900 to-slate-800",
    partnerSince: 2016,
    countries: ["nederland"],
    highlights: [
      "Scandinavian design and engineering",
      "Part of a group active in 100+ countries",
      "Over 75 years of cooling expertise",
      "Built-in, under-counter and freestanding ranges",
    ],
    origin: "Norway",
    website: "https://www.norcool.com",
  },
  {
    ...brandName("thermocold"),
    popupName: "Thermocold",
    tagline: "Climate control for cold rooms and wine cellars",
    description:
      "Thermocold designs cooling for professional cold rooms and private wine cellars: insulated rooms, custom wine rooms, cooling units and doors, installed across the Benelux and Germany.",
    preview: "Thermocold designs cooling for professional cold rooms and private wine cellars…",
    logo: "/images/brands/thermocold-logo.svg",
    productImage: "/images/brands/thermocold-product.svg",
    gradient: "from-cyan-900 to-slate-800",
    partnerSince: 2016,
    countries: ["benelux", "duitsland"],
    highlights: [
      "Cold rooms built to measure",
      "Custom wine rooms and cellars",
      "Cooling units for every volume",
      "Installation across the Benelux and Germany",
    ],
    origin: "Netherlands",
    website: "https://www.thermocold.nl",
  },
  {
    ...brandName("nimo"),
    popupName: "Nimo",
    tagline: "Swedish drying cabinets since 1980",
    description:
      "NIMO has built drying cabinets in Sweden since 1980. For more than 40 years its cabinets have dried workwear, sports gear and outdoor clothing quickly, gently and with little energy.",
    preview: "NIMO has built drying cabinets in Sweden since 1980. For more than 40 years its cabinets have dried workwear…",
    logo: "/images/brands/nimo-logo.svg",
    productImage: "/images/brands/nimo-product.svg",
    gradient: "from-emerald-900 to-slate-800",
    partnerSince: 2023,
    countries: ["benelux", "duitsland"],
    highlights: [
      "World leader in drying cabinets",
      "100% Swedish manufacturing",
      "Over 40 years of experience",
      "Energy-efficient drying for home and work",
    ],
    origin: "Sweden",
    website: "https://www.nimo.se",
  },
  {
    ...brandName("winefit"),
    popupName: "Winefit",
    tagline: "Wine dispensing and preservation",
    description:
      "Winefit serves wine by the glass without waste: dispensing systems that keep an opened bottle fresh for weeks, for restaurants, wine bars, hotels and wine lovers at home.",
    logo: "/images/brands/winefit-logo.svg",
    productImage: "/images/brands/winefit-product.svg",
    gradient: "from-rose-900 to-slate-800",
    partnerSince: 2024,
    countries: ["nederland"],
    highlights: [
      "Wine by the glass without waste",
      "Preservation that keeps bottles fresh for weeks",
      "Systems for bars, restaurants and homes",
      "Simple to clean and maintain",
    ],
    origin: "Europe",
    website: "https://www.winefit.com",
  },
  {
    ...brandName("pevino"),
    popupName: "PeVino",
    tagline: "Danish wine cabinets",
    description:
      "PeVino makes wine cabinets with refined Danish design: precise temperature control, premium materials and elegant lighting for collections that deserve to be seen as well as kept.",
    logo: "/images/brands/pevino-logo.svg",
    productImage: "/images/brands/pevino-product.svg",
    gradient: "from-stone-800 to-neutral-900",
    partnerSince: 2024,
    countries: ["nederland", "duitsland"],
    highlights: ["Refined Danish design", "Precise temperature control", "Premium materials and finishes", "Elegant interior lighting"],
    origin: "Denmark",
    website: "https://www.pevino.dk",
  },
  {
    ...brandName("winemaster"),
    popupName: "Winemaster",
    tagline: "Wine cellar climate systems since 1984",
    description:
      "Winemaster has made climate systems for wine cellars since 1984: units that hold temperature and humidity steady in cellars of up to 100 cubic metres, built in Alsace with French wine expertise.",
    logo: "/images/brands/winemaster-logo.svg",
    productImage: "/images/brands/winemaster-product.svg",
    gradient: "from-red-950 to-slate-900",
    // The brand record says 2015; the Winemaster page's partnership column overrides it
    // with 2004 (spec 1; PRODUCT.md 2). See `winemasterPartnershipYear` below.
    partnerSince: 2015,
    countries: ["nederland"],
    highlights: [
      "French wine expertise since 1984",
      "Cellars up to 100m³",
      "100% Alsatian manufacturing",
      "Temperature and humidity in one unit",
    ],
    origin: "France",
    website: "https://www.winemaster.fr",
  },
];

/**
 * The Winemaster page's partnership column shows 2004 while the brand record says 2015.
 * Both readings stand in the spec (spec 1); kept explicit so an editor can reconcile
 * them here, in one place (PRODUCT.md 2).
 */
export const winemasterPartnershipYear = 2004;

/** The English texts of each brand, by slug: what ./brands.nl.ts and the others translate. */
export const brandTexts = Object.fromEntries(
  brands.map(({ tagline, description, preview, highlights, origin, slug }) => [
    slug,
    { tagline, description, ...(preview === undefined ? {} : { preview }), highlights, origin },
  ]),
) as Record<BrandSlug, BrandTexts>;

/** A brand's record with its texts in another language (the facts stay the record's). */
export function withTexts(brand: Brand, texts: BrandTexts): Brand {
  const localized: Brand = { ...brand, ...texts };
  // English's own cut would not match the translated description.
  if (texts.preview === undefined) delete localized.preview;
  return localized;
}

export function findBrand(slug: string): Brand | undefined {
  return brands.find((b) => b.slug === slug);
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
  /** `where`: the country with its preposition ("in Germany", `countryPlaces`). */
  countries: { code: CountryCode; name: string; where: string }[];
}

/** A brand's home card in English; `brandCardsFor(lang)` (./i18n/brands.server.ts) gives any language's. */
export function brandCardData(brand: Brand): BrandCardData {
  return brandCardIn(brand, countryNames, countryPlaces);
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
