import type { Lang } from "../../lib/i18n";
import { companyTexts } from "../company.server";
import { errorPage, notFoundPage } from "../error-pages";
import { errorPage as errorPageDe, notFoundPage as notFoundPageDe } from "../error-pages.de";
import { errorPage as errorPageFr, notFoundPage as notFoundPageFr } from "../error-pages.fr";
import { errorPage as errorPageNl, notFoundPage as notFoundPageNl } from "../error-pages.nl";
import { languageOffers } from "../language-offers";
import { navigation } from "../navigation";
import { navigation as navigationDe } from "../navigation.de";
import { navigation as navigationFr } from "../navigation.fr";
import { navigation as navigationNl } from "../navigation.nl";
import { shell } from "../shell";
import { shell as shellDe } from "../shell.de";
import { shell as shellFr } from "../shell.fr";
import { shell as shellNl } from "../shell.nl";
import type { LayoutUi } from "../ui-texts";

/**
 * Header, top bar, menus, footer, language switcher, toasts, error and not-found pages: the
 * interface texts of this part of the site in each language (joined into every page's set
 * by ./ui.server.ts). Translations sit beside the English modules (`x.ts` → `x.nl.ts`,
 * `x.de.ts`, `x.fr.ts`).
 */
export const layoutUi: Record<Lang, LayoutUi> = {
  en: { company: companyTexts.en, shell, navigation, errorPages: { notFound: notFoundPage, error: errorPage }, languageOffers },
  nl: {
    company: companyTexts.nl,
    shell: shellNl,
    navigation: navigationNl,
    errorPages: { notFound: notFoundPageNl, error: errorPageNl },
    languageOffers,
  },
  de: {
    company: companyTexts.de,
    shell: shellDe,
    navigation: navigationDe,
    errorPages: { notFound: notFoundPageDe, error: errorPageDe },
    languageOffers,
  },
  fr: {
    company: companyTexts.fr,
    shell: shellFr,
    navigation: navigationFr,
    errorPages: { notFound: notFoundPageFr, error: errorPageFr },
    languageOffers,
  },
};

/**
 * Where each interface text set of this part is written, for the translation check; the
 * company's words are content/company/texts.<lang>.yml, which the content loader checks.
 */
export const layoutUiFiles: Record<Exclude<keyof LayoutUi, "company">, string> = {
  shell: "app/content/shell",
  navigation: "app/content/navigation",
  errorPages: "app/content/error-pages",
  languageOffers: "app/content/language-offers",
};
