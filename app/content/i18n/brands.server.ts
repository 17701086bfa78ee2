import type { Lang } from "../../lib/i18n";
import type { BrandSlug } from "../brand-names";
import {
  brandCardIn,
  brands,
  brandTexts,
  countryNames,
  countryPlaces,
  withTexts,
  type Brand,
  type BrandCardData,
  type BrandTexts,
  type CountryCode,
} from "../brands";
import * as brandsDe from "../brands.de";
import * as brandsFr from "../brands.fr";
import * as brandsNl from "../brands.nl";
import { brandPages } from "../brand-pages/all";
import { brandPageLabels, type BrandPageLabels } from "../brand-pages/labels";
import { brandPageLabels as brandPageLabelsDe } from "../brand-pages/labels.de";
import { brandPageLabels as brandPageLabelsFr } from "../brand-pages/labels.fr";
import { brandPageLabels as brandPageLabelsNl } from "../brand-pages/labels.nl";
import { nimoPage } from "../brand-pages/nimo";
import { nimoPage as nimoPageDe } from "../brand-pages/nimo.de";
import { nimoPage as nimoPageFr } from "../brand-pages/nimo.fr";
import { nimoPage as nimoPageNl } from "../brand-pages/nimo.nl";
import { norcoolPage } from "../brand-pages/norcool";
import { norcoolPage as norcoolPageDe } from "../brand-pages/norcool.de";
import { norcoolPage as norcoolPageFr } from "../brand-pages/norcool.fr";
import { norcoolPage as norcoolPageNl } from "../brand-pages/norcool.nl";
import { pevinoPage } from "../brand-pages/pevino";
import { pevinoPage as pevinoPageDe } from "../brand-pages/pevino.de";
import { pevinoPage as pevinoPageFr } from "../brand-pages/pevino.fr";
import { pevinoPage as pevinoPageNl } from "../brand-pages/pevino.nl";
import { thermocoldPage } from "../brand-pages/thermocold";
import { thermocoldPage as thermocoldPageDe } from "../brand-pages/thermocold.de";
import { thermocoldPage as thermocoldPageFr } from "../brand-pages/thermocold.fr";
import { thermocoldPage as thermocoldPageNl } from "../brand-pages/thermocold.nl";
import type { BrandPage } from "../brand-pages/types";
import { winefitPage } from "../brand-pages/winefit";
import { winefitPage as winefitPageDe } from "../brand-pages/winefit.de";
import { winefitPage as winefitPageFr } from "../brand-pages/winefit.fr";
import { winefitPage as winefitPageNl } from "../brand-pages/winefit.nl";
import { winemasterPage } from "../brand-pages/winemaster";
import { winemasterPage as winemasterPageDe } from "../brand-pages/winemaster.de";
import { winemasterPage as winemasterPageFr } from "../brand-pages/winemaster.fr";
import { winemasterPage as winemasterPageNl } from "../brand-pages/winemaster.nl";

/**
 * Brand cards and pages: the brands' records and their texts, and the brand pages, in each
 * language, which routes' loaders pick by language. Translations sit beside the English
 * modules (`x.ts` → `x.nl.ts`, `x.de.ts`, `x.fr.ts`).
 */
/** The brands' texts in each language (../brands.ts and its translations). */
interface BrandsCopy {
  brandTexts: Record<BrandSlug, BrandTexts>;
  countryNames: Record<CountryCode, string>;
  countryPlaces: Record<CountryCode, string>;
}

const brandsCopy: Record<Lang, BrandsCopy> = {
  en: { brandTexts, countryNames, countryPlaces },
  nl: brandsNl,
  de: brandsDe,
  fr: brandsFr,
};

const translated = (lang: Lang): readonly Brand[] => brands.map((b) => withTexts(b, brandsCopy[lang].brandTexts[b.slug as BrandSlug]));
const brandRecords: Record<Lang, readonly Brand[]> = { en: brands, nl: translated("nl"), de: translated("de"), fr: translated("fr") };

/**
 * The six brand records with their texts (tagline, description, preview, highlights,
 * origin) in a language. A loader passes what its page shows: e.g. the home page's
 * `brandCardsFor(requestLang(request))`.
 */
export function brandsFor(lang: Lang): readonly Brand[] {
  return brandRecords[lang];
}

export function findBrandFor(slug: string, lang: Lang): Brand | undefined {
  return brandRecords[lang].find((b) => b.slug === slug);
}

/** The home page's brand cards in a language (spec 2.3 and 3). */
export function brandCardsFor(lang: Lang): BrandCardData[] {
  const { countryNames: names, countryPlaces: places } = brandsCopy[lang];
  return brandRecords[lang].map((b) => brandCardIn(b, names, places));
}

/** Country names ("Duitsland") and places with their preposition ("in Duitsland") in a language. */
export function countriesFor(lang: Lang): Pick<BrandsCopy, "countryNames" | "countryPlaces"> {
  const { countryNames: names, countryPlaces: places } = brandsCopy[lang];
  return { countryNames: names, countryPlaces: places };
}

/** Each brand page in every language, in the order of ../brand-pages/all.ts. */
const pageSets = [
  { file: "app/content/brand-pages/norcool", texts: { en: norcoolPage, nl: norcoolPageNl, de: norcoolPageDe, fr: norcoolPageFr } },
  {
    file: "app/content/brand-pages/thermocold",
    texts: { en: thermocoldPage, nl: thermocoldPageNl, de: thermocoldPageDe, fr: thermocoldPageFr },
  },
  { file: "app/content/brand-pages/nimo", texts: { en: nimoPage, nl: nimoPageNl, de: nimoPageDe, fr: nimoPageFr } },
  { file: "app/content/brand-pages/winefit", texts: { en: winefitPage, nl: winefitPageNl, de: winefitPageDe, fr: winefitPageFr } },
  { file: "app/content/brand-pages/pevino", texts: { en: pevinoPage, nl: pevinoPageNl, de: pevinoPageDe, fr: pevinoPageFr } },
  {
    file: "app/content/brand-pages/winemaster",
    texts: { en: winemasterPage, nl: winemasterPageNl, de: winemasterPageDe, fr: winemasterPageFr },
  },
] satisfies { file: string; texts: Record<Lang, BrandPage> }[];

/** The brand pages in each language (../brand-pages/*.ts), for the route's loader and the build's check. */
export const brandPagesByLang: Record<Lang, readonly BrandPage[]> = {
  en: brandPages,
  nl: pageSets.map((p) => p.texts.nl),
  de: pageSets.map((p) => p.texts.de),
  fr: pageSets.map((p) => p.texts.fr),
};

export function findBrandPageFor(slug: string, lang: Lang): BrandPage | undefined {
  return brandPagesByLang[lang].find((p) => p.slug === slug);
}

/** The labels around a brand page's copy (../brand-pages/labels.ts), in each language. */
export const brandPageLabelsByLang: Record<Lang, BrandPageLabels> = {
  en: brandPageLabels,
  nl: brandPageLabelsNl,
  de: brandPageLabelsDe,
  fr: brandPageLabelsFr,
};

/** This part's page copy in every language, for the translation check (file without `.ts`). */
export const brandsTranslations: { file: string; texts: Record<Lang, unknown> }[] = [
  { file: "app/content/brands", texts: brandsCopy },
  { file: "app/content/brand-pages/labels", texts: brandPageLabelsByLang },
  ...pageSets,
];
