import type { Lang } from "../../lib/i18n";
import { brandCardsIn } from "../brands.server";
import { countryNames, countryPlaces, type BrandCardData, type CountryCode } from "../brands";
import * as brandsDe from "../brands.de";
import * as brandsFr from "../brands.fr";
import * as brandsNl from "../brands.nl";
import { brandPageLabels, type BrandPageLabels } from "../brand-pages/labels";
import { brandPageLabels as brandPageLabelsDe } from "../brand-pages/labels.de";
import { brandPageLabels as brandPageLabelsFr } from "../brand-pages/labels.fr";
import { brandPageLabels as brandPageLabelsNl } from "../brand-pages/labels.nl";

/**
 * Brand cards and pages: the country names and the brand pages' labels in each language,
 * which routes' loaders pick by language (the brands themselves are content/brands/, read by
 * ../brands.server.ts). Translations sit beside the English modules (`x.ts` → `x.nl.ts`, …).
 */
/** The country names in each language (../brands.ts and its translations). */
interface CountriesCopy {
  countryNames: Record<CountryCode, string>;
  countryPlaces: Record<CountryCode, string>;
}

const countriesCopy: Record<Lang, CountriesCopy> = {
  en: { countryNames, countryPlaces },
  nl: brandsNl,
  de: brandsDe,
  fr: brandsFr,
};

/** The home page's brand cards in a language (spec 2.3 and 3): the brands collection's, with the countries named in that language. */
export function brandCardsFor(lang: Lang): BrandCardData[] {
  const { countryNames: names, countryPlaces: places } = countriesCopy[lang];
  return brandCardsIn(lang, names, places);
}

/** Country names ("Duitsland") and places with their preposition ("in Duitsland") in a language. */
export function countriesFor(lang: Lang): CountriesCopy {
  return countriesCopy[lang];
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
  { file: "app/content/brands", texts: countriesCopy },
  { file: "app/content/brand-pages/labels", texts: brandPageLabelsByLang },
];
