import type { WithLink } from "../lib/inline-text";

/**
 * The not-found page (spec 2.10) and the screen shown when a page fails, with their
 * metadata (noindex). Used by the catch-all route, the root's error screen and the brand
 * and news routes for an unknown slug: the screens read them in the page's language from the
 * root's data (`useUi().errorPages`), the loaders that answer 404 build the metadata from
 * them (`notFoundMeta`, app/server/seo.server.ts). Translations sit beside this file
 * (`error-pages.nl.ts`, …).
 */
export interface NotFoundCopy {
  meta: { title: string; description: string };
  /** Meta description when a news article's slug is unknown. */
  articleDescription: string;
  title: string;
  text: string;
  home: string;
}

export interface ErrorCopy {
  title: string;
  /** Meta description. */
  description: string;
  /** Any page: the link goes home. */
  text: WithLink;
  /** A news article: the link goes to the news overview. */
  articleText: WithLink;
}

export const notFoundPage = {
  meta: { title: "Page not found", description: "The page you are looking for does not exist." },
  articleDescription: "The article you are looking for does not exist.",
  title: "Oops! Page not found",
  text: "The page you are looking for does not exist or has moved. The links above and below will take you to our brands, service and contact pages.",
  home: "Return to Home",
} satisfies NotFoundCopy;

export const errorPage = {
  title: "Something went wrong",
  description: "The page could not be shown.",
  text: { before: "The page could not be shown. Please try again in a moment, or go back to the", link: "home page", after: "." },
  articleText: {
    before: "This article could not be shown. Please try again in a moment, or go back to the",
    link: "news overview",
    after: ".",
  },
} satisfies ErrorCopy;

/** Both screens' texts, as the interface set carries them (./ui-texts.ts). */
export interface ErrorPagesCopy {
  notFound: NotFoundCopy;
  error: ErrorCopy;
}
