import type { WithLink } from "../lib/inline-text";

/**
 * The not-found page (spec 2.10) and the screen shown when a page fails, with their
 * metadata (noindex). Used by the catch-all route, the root's error screen and the brand
 * and news routes for an unknown slug: the screens read them in the page's language from the
 * root's data (`useUi().errorPages`), the loaders that answer 404 build the metadata from
 * them (`notFoundMeta`, app/server/seo.server.ts). The texts of each language are in
 * ./interface/<lang>.ts (`errorPages`).
 */
interface NotFoundCopy {
  meta: { title: string; description: string };
  /** Meta description when a news article's slug is unknown. */
  articleDescription: string;
  title: string;
  text: string;
  home: string;
}

interface ErrorCopy {
  title: string;
  /** Meta description. */
  description: string;
  /** Any page: the link goes home. */
  text: WithLink;
  /** A news article: the link goes to the news overview. */
  articleText: WithLink;
}

/** Both screens' texts, as the interface set carries them (./ui-texts.ts). */
export interface ErrorPagesCopy {
  notFound: NotFoundCopy;
  error: ErrorCopy;
}
