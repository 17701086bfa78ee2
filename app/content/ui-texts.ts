import type { CompanyCopy } from "./company";
import type { InterfaceTexts } from "./interface/en";
import type { LanguageOffers } from "./language-offers";
import type { MediaCopy } from "./media";
import type { NewsCardCopy } from "./news-pages";

/**
 * The interface texts every page needs in its own language (PRODUCT.md 19): header,
 * footer, menus, forms, consent, search box, carousels, file lists. The root route's loader
 * sends the page's language's set with the page's data (app/content/i18n/ui.server.ts), so a
 * page ships only its own language's strings and none of them in its JavaScript; components
 * read them with `useUi()` (app/lib/use-ui.ts). Everything here is plain data (no functions):
 * it travels in the page's data. Placeholders are `{name}`, filled by `fill` (app/lib/inline-text.ts).
 *
 * Most of the set is the language's interface strings (./interface/<lang>.ts); the search
 * index's keywords stay on the server. The rest is read from the content folder or shared
 * by every language.
 */
export interface UiTexts extends Omit<InterfaceTexts, "newsSearchKeywords" | "brandPageLabels" | "countries"> {
  /** The company's tagline, opening hours and country (content/company/texts.yml). */
  company: CompanyCopy;
  /** An English page's offer of the visitor's language, each in its own language (./language-offers.ts). */
  languageOffers: LanguageOffers;
  /** Film controls, the no-audio toast, click-to-load embeds and their settings (content/media/labels.yml). */
  media: MediaCopy;
  /** A news card's badge, reading time and category names (content/pages/news.yml). */
  newsCard: NewsCardCopy;
}
