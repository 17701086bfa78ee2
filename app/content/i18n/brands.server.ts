import type { Lang } from "../../lib/i18n";
import type { BrandPageLabels } from "../brand-pages/labels";
import { brandCardsIn } from "../brands.server";
import type { BrandCardData, CountryCode } from "../brands";
import { de } from "../interface/de";
import { en } from "../interface/en";
import { fr } from "../interface/fr";
import { nl } from "../interface/nl";

/**
 * Brand cards and pages in each language, which routes' loaders pick by language: the
 * brands themselves are content/brands/ (../brands.server.ts); the country names and the
 * labels every brand page shares are interface strings (../interface/<lang>.ts).
 */
const interfaceTexts = { en, nl, de, fr };

/** The country names in a language, and each country as a phrase with its preposition. */
interface CountriesCopy {
  countryNames: Record<CountryCode, string>;
  countryPlaces: Record<CountryCode, string>;
}

/** Country names ("Duitsland") and places with their preposition ("in Duitsland") in a language. */
export function countriesFor(lang: Lang): CountriesCopy {
  const { names, places } = interfaceTexts[lang].countries;
  return { countryNames: names, countryPlaces: places };
}

/** The home page's brand cards in a language (spec 2.3 and 3): the brands collection's, with the countries named in that language. */
export function brandCardsFor(lang: Lang): BrandCardData[] {
  const { countryNames, countryPlaces } = countriesFor(lang);
  return brandCardsIn(lang, countryNames, countryPlaces);
}

/** The labels around a brand page's copy (../brand-pages/labels.ts), in each language. */
export const brandPageLabelsByLang: Record<Lang, BrandPageLabels> = {
  en: en.brandPageLabels,
  nl: nl.brandPageLabels,
  de: de.brandPageLabels,
  fr: fr.brandPageLabels,
};
