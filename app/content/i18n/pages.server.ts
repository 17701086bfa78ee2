import type { Lang } from "../../lib/i18n";
import { about, type AboutCopy } from "../about";
import { about as aboutDe } from "../about.de";
import { about as aboutFr } from "../about.fr";
import { about as aboutNl } from "../about.nl";
import { becomeDealer, type BecomeDealerCopy } from "../become-dealer";
import { becomeDealer as becomeDealerDe } from "../become-dealer.de";
import { becomeDealer as becomeDealerFr } from "../become-dealer.fr";
import { becomeDealer as becomeDealerNl } from "../become-dealer.nl";
import { contact, type ContactCopy } from "../contact";
import { contact as contactDe } from "../contact.de";
import { contact as contactFr } from "../contact.fr";
import { contact as contactNl } from "../contact.nl";
import { homeContent, type HomeContent } from "../home";
import { homeContent as homeContentDe } from "../home.de";
import { homeContent as homeContentFr } from "../home.fr";
import { homeContent as homeContentNl } from "../home.nl";
import { pages, type Pages } from "../pages";
import { pages as pagesDe } from "../pages.de";
import { pages as pagesFr } from "../pages.fr";
import { pages as pagesNl } from "../pages.nl";
import { requestAccess, type RequestAccessCopy } from "../request-access";
import { requestAccess as requestAccessDe } from "../request-access.de";
import { requestAccess as requestAccessFr } from "../request-access.fr";
import { requestAccess as requestAccessNl } from "../request-access.nl";
import { serviceRequest, type ServiceRequestCopy } from "../service-request";
import { serviceRequest as serviceRequestDe } from "../service-request.de";
import { serviceRequest as serviceRequestFr } from "../service-request.fr";
import { serviceRequest as serviceRequestNl } from "../service-request.nl";
import type { PagesUi } from "../ui-texts";

/**
 * Home, about, become-dealer, request-access, contact and service pages and every page's title, description and keywords: the interface texts of this part of the site in each
 * language (joined into every page's set by ./ui.server.ts), and its page copy that routes'
 * loaders pick by language. Translations sit beside the English modules (`x.ts` → `x.nl.ts`,
 * `x.de.ts`, `x.fr.ts`).
 */
export const pagesUi: Record<Lang, PagesUi> = { en: {}, nl: {}, de: {}, fr: {} };

/** Where each interface text set of this part is written, for the translation check. */
export const pagesUiFiles: Record<keyof PagesUi, string> = {};

/** Title, description and keywords of the site's pages (../pages.ts) in every language. */
const pageInfo: Record<Lang, Pages> = { en: pages, nl: pagesNl, de: pagesDe, fr: pagesFr };

/** The pages' titles, descriptions and keywords in a language, for routes' metadata and the search index. */
export function pagesFor(lang: Lang): Pages {
  return pageInfo[lang];
}

/** Each page's copy in every language; a route's loader takes its language's (`homeCopy[lang]`). */
export const homeCopy: Record<Lang, HomeContent> = { en: homeContent, nl: homeContentNl, de: homeContentDe, fr: homeContentFr };
export const aboutCopy: Record<Lang, AboutCopy> = { en: about, nl: aboutNl, de: aboutDe, fr: aboutFr };
export const becomeDealerCopy: Record<Lang, BecomeDealerCopy> = {
  en: becomeDealer,
  nl: becomeDealerNl,
  de: becomeDealerDe,
  fr: becomeDealerFr,
};
export const requestAccessCopy: Record<Lang, RequestAccessCopy> = {
  en: requestAccess,
  nl: requestAccessNl,
  de: requestAccessDe,
  fr: requestAccessFr,
};
export const contactCopy: Record<Lang, ContactCopy> = { en: contact, nl: contactNl, de: contactDe, fr: contactFr };
export const serviceRequestCopy: Record<Lang, ServiceRequestCopy> = {
  en: serviceRequest,
  nl: serviceRequestNl,
  de: serviceRequestDe,
  fr: serviceRequestFr,
};

/** This part's page copy in every language, for the translation check (file without `.ts`). */
export const pagesTranslations: { file: string; texts: Record<Lang, unknown> }[] = [
  { file: "app/content/pages", texts: pageInfo },
  { file: "app/content/home", texts: homeCopy },
  { file: "app/content/about", texts: aboutCopy },
  { file: "app/content/become-dealer", texts: becomeDealerCopy },
  { file: "app/content/request-access", texts: requestAccessCopy },
  { file: "app/content/contact", texts: contactCopy },
  { file: "app/content/service-request", texts: serviceRequestCopy },
];
