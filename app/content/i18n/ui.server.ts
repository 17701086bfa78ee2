import type { Lang } from "../../lib/i18n";
import type { Site } from "../company";
import { site } from "../company.server";
import type { BrandLink } from "../brands";
import { brandLinks } from "../brands.server";
import type { Embeds } from "../embeds";
import { embeds } from "../embeds.server";
import { common } from "../common";
import { common as commonDe } from "../common.de";
import { common as commonFr } from "../common.fr";
import { common as commonNl } from "../common.nl";
import { siteMeta } from "../site-meta";
import { siteMeta as siteMetaDe } from "../site-meta.de";
import { siteMeta as siteMetaFr } from "../site-meta.fr";
import { siteMeta as siteMetaNl } from "../site-meta.nl";
import type { UiTexts } from "../ui-texts";
import { layoutUi, layoutUiFiles } from "./layout.server";
import { formsUi, formsUiFiles } from "./forms.server";
import { pagesUi, pagesUiFiles } from "./pages.server";
import { brandsUi, brandsUiFiles } from "./brands.server";
import { newsUi, newsUiFiles } from "./news.server";
import { searchUi, searchUiFiles } from "./search.server";

/**
 * Each language's interface texts (../ui-texts.ts), assembled from the content modules
 * and their translations beside them (`common.ts`, `common.nl.ts`, …). Server only: the
 * root loader sends one language's set with each page.
 */
export const uiTexts: Record<Lang, UiTexts> = {
  en: { common, siteMeta, ...layoutUi.en, ...formsUi.en, ...pagesUi.en, ...brandsUi.en, ...newsUi.en, ...searchUi.en },
  nl: {
    common: commonNl,
    siteMeta: siteMetaNl,
    ...layoutUi.nl,
    ...formsUi.nl,
    ...pagesUi.nl,
    ...brandsUi.nl,
    ...newsUi.nl,
    ...searchUi.nl,
  },
  de: {
    common: commonDe,
    siteMeta: siteMetaDe,
    ...layoutUi.de,
    ...formsUi.de,
    ...pagesUi.de,
    ...brandsUi.de,
    ...newsUi.de,
    ...searchUi.de,
  },
  fr: {
    common: commonFr,
    siteMeta: siteMetaFr,
    ...layoutUi.fr,
    ...formsUi.fr,
    ...pagesUi.fr,
    ...brandsUi.fr,
    ...newsUi.fr,
    ...searchUi.fr,
  },
};

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
 * Where each part of the set is written, for the build's translation check; the parts read
 * from the content folder are checked by the content loader.
 */
const uiFiles: Partial<Record<keyof UiTexts, string>> = {
  common: "app/content/common",
  siteMeta: "app/content/site-meta",
  ...layoutUiFiles,
  ...formsUiFiles,
  ...pagesUiFiles,
  ...brandsUiFiles,
  ...newsUiFiles,
  ...searchUiFiles,
};

/** Each part of the interface set in every language, for the translation check. */
export const uiTranslations = (Object.keys(uiFiles) as (keyof UiTexts)[]).map((key) => ({
  file: uiFiles[key]!,
  texts: { en: uiTexts.en[key], nl: uiTexts.nl[key], de: uiTexts.de[key], fr: uiTexts.fr[key] },
}));
