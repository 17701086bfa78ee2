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
import { dealerLocator } from "../dealer-locator";
import { dealerLocator as dealerLocatorDe } from "../dealer-locator.de";
import { dealerLocator as dealerLocatorFr } from "../dealer-locator.fr";
import { dealerLocator as dealerLocatorNl } from "../dealer-locator.nl";
import { dealerTiers } from "../dealers";
import { dealerTiers as dealerTiersDe } from "../dealers.de";
import { dealerTiers as dealerTiersFr } from "../dealers.fr";
import { dealerTiers as dealerTiersNl } from "../dealers.nl";
import { content } from "../load.server";
import { mediaSchema } from "../media.schema.server";
import type { BrandsUi } from "../ui-texts";

/**
 * Brand cards and pages, dealer locator and map, media and consent panels: the interface texts of this part of the site in each
 * language (joined into every page's set by ./ui.server.ts), and its page copy that routes'
 * loaders pick by language. Translations sit beside the English modules (`x.ts` → `x.nl.ts`,
 * `x.de.ts`, `x.fr.ts`).
 */
/** The media components' texts: content/media/labels.<lang>.yml, checked by the loader. */
const media = content.readTranslated("media", "labels", mediaSchema);

export const brandsUi: Record<Lang, BrandsUi> = {
  en: { dealerLocator, dealerTiers, media: media.en },
  nl: { dealerLocator: dealerLocatorNl, dealerTiers: dealerTiersNl, media: media.nl },
  de: { dealerLocator: dealerLocatorDe, dealerTiers: dealerTiersDe, media: media.de },
  fr: { dealerLocator: dealerLocatorFr, dealerTiers: dealerTiersFr, media: media.fr },
};

/** Where each interface text set of this part is written, for the translation check (the loader checks content/'s own). */
export const brandsUiFiles: Partial<Record<keyof BrandsUi, string>> = {
  dealerLocator: "app/content/dealer-locator",
  dealerTiers: "app/content/dealers",
};

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
