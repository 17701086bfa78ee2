import type { BecomeDealerLabels } from "./become-dealer-labels";
import type { CommonCopy } from "./common";
import type { CompanyCopy } from "./company";
import type { ErrorPagesCopy } from "./error-pages";
import type { FormsCopy } from "./forms";
import type { LanguageOffers } from "./language-offers";
import type { NavigationCopy } from "./navigation";
import type { ShellCopy } from "./shell";
import type { SiteMetaCopy } from "./site-meta";

/**
 * The interface texts every page needs in its own language (PRODUCT.md 19): header,
 * footer, menus, forms, consent, search box, carousels, file lists. The root route's loader
 * sends the page's language's set with the page's data (app/content/i18n/ui.server.ts), so a
 * page ships only its own language's strings and none of them in its JavaScript; components
 * read them with `useUi()` (app/lib/use-ui.ts). Everything here is plain data (no functions):
 * it travels in the page's data. Placeholders are `{name}`, filled by `fill` (app/lib/inline-text.ts).
 */
export interface UiTexts extends LayoutUi, FormsUi, PagesUi, BrandsUi, NewsUi, SearchUi {
  common: CommonCopy;
  siteMeta: SiteMetaCopy;
}

// Each part of the site adds its interface texts to its own interface below, and
// registers their translations in app/content/i18n/<part>.server.ts.

/** Header, top bar, menus, footer, language switcher, toasts, error and not-found pages. */
export interface LayoutUi {
  /** The company's tagline, opening hours and country (content/company/texts.<lang>.yml). */
  company: CompanyCopy;
  /** Logo, top bar, header, mobile menu, footer, language switcher, toasts (./shell.ts). */
  shell: ShellCopy;
  /** The menus' labels (./navigation.ts). */
  navigation: NavigationCopy;
  /** The not-found page and the error screen (./error-pages.ts). */
  errorPages: ErrorPagesCopy;
  /** An English page's offer of the visitor's language, each in its own language (./language-offers.ts). */
  languageOffers: LanguageOffers;
}
/** Form labels, help texts, validation and error messages, results, the dealer popup. */
export interface FormsUi {
  forms: FormsCopy;
  becomeDealerLabels: BecomeDealerLabels;
}
/** Texts shared by the home, about, dealer, contact and service pages' components. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the pages pass their copy through loaders; the set is here for a text they come to share
export interface PagesUi {}
/** Brand cards and pages, dealer locator and map, media and consent panels. */
export interface BrandsUi {
  /** The dealer locator (app/components/dealers/). */
  dealerLocator: import("./dealer-locator").DealerLocatorCopy;
  /** Labels of the dealer tiers (./dealers.ts), on the locator's badges and the home page's counts. */
  dealerTiers: Record<import("./dealers").DealerTier, { label: string }>;
  /** Film controls, the no-audio toast, click-to-load embeds and their settings (app/components/media/). */
  media: import("./media").MediaCopy;
}
/** News list and articles, legal pages. */
export interface NewsUi {
  /** A news card's badge, reading time and category names (news pages and home page). */
  newsCard: import("./news-pages").NewsCardCopy;
}
/** Search box and page, manuals and downloads. */
export interface SearchUi {
  /** The header's search box and the result labels (app/content/search-box.ts). */
  searchBox: import("./search-box").SearchBoxCopy;
}
