import type { Lang } from "../../lib/i18n";
import type { Site } from "../company";
import { companyTexts, site } from "../company.server";
import type { BrandLink } from "../brands";
import { brandLinks } from "../brands.server";
import type { Embeds } from "../embeds";
import { embeds } from "../embeds.server";
import { de } from "../interface/de";
import { en, type InterfaceTexts } from "../interface/en";
import { fr } from "../interface/fr";
import { nl } from "../interface/nl";
import { languageOffers } from "../language-offers";
import { content } from "../load.server";
import { mediaSchema } from "../media.schema.server";
import type { UiTexts } from "../ui-texts";
import { newsUi } from "./news.server";

/** Each language's interface strings: one module a language (../interface/<lang>.ts). */
export const interfaceTexts: Record<Lang, InterfaceTexts> = { en, nl, de, fr };

/** The media components' texts: content/media/labels.yml, checked by the loader. */
const media = content.readTranslated("media", "labels", mediaSchema);

/**
 * A language's set (../ui-texts.ts): its interface strings (all but the search index's
 * keywords) and the texts read from the content folder, in the order pages have always
 * carried them (the set travels as one JSON string).
 */
function uiSet(lang: Lang): UiTexts {
  const texts = interfaceTexts[lang];
  return {
    common: texts.common,
    siteMeta: texts.siteMeta,
    company: companyTexts[lang],
    shell: texts.shell,
    navigation: texts.navigation,
    errorPages: texts.errorPages,
    languageOffers,
    forms: texts.forms,
    becomeDealerLabels: texts.becomeDealerLabels,
    dealerLocator: texts.dealerLocator,
    dealerTiers: texts.dealerTiers,
    media: media[lang],
    newsCard: newsUi[lang].newsCard,
    searchBox: texts.searchBox,
  };
}

/** Each language's interface texts; server only: the root loader sends one language's set with each page. */
export const uiTexts: Record<Lang, UiTexts> = { en: uiSet("en"), nl: uiSet("nl"), de: uiSet("de"), fr: uiSet("fr") };

/**
 * What the root loader sends with every page (app/root.tsx): the language, its texts as
 * one JSON string, and the company's details and the embeds' settings, which are the same
 * in every language (`useSite()`, `useEmbeds()`). The page's data travels in React Router's
 * stream format, which the browser decodes value by value in script before the page can
 * hydrate; a thousand small texts decoded that way are a long task on a slow phone, where
 * one string decodes at once and `JSON.parse` reads it natively (app/lib/use-ui.ts). The
 * details are a few dozen values, sent as they are, and so are the brands' names and
 * addresses (content/brands/) the header, menus, footer and forms list (`useBrands()`).
 */
export function rootData(lang: Lang): { lang: Lang; ui: string; site: Site; embeds: Embeds; brands: readonly BrandLink[] } {
  return { lang, ui: (uiJson[lang] ??= JSON.stringify(uiTexts[lang])), site, embeds, brands: brandLinks };
}
const uiJson: Partial<Record<Lang, string>> = {};

/**
 * The interface strings in every language, for the build's translation check: each language
 * has every text English has, with the same placeholders ("nl: app/content/interface/nl.ts: …").
 */
export const uiTranslations = [{ file: "app/content/interface/", texts: interfaceTexts }];
