import type { Lang } from "../../lib/i18n";
import type { AboutCopy } from "../about";
import type { BecomeDealerCopy } from "../become-dealer";
import { fillCompanyValues } from "../company-values.server";
import type { ContactCopy } from "../contact";
import type { HomeContent } from "../home";
import { homeSchema } from "../home.schema.server";
import { content } from "../load.server";
import type { Pages } from "../pages";
import {
  aboutSchema,
  becomeDealerSchema,
  contactSchema,
  metadataSchema,
  requestAccessSchema,
  searchPageSchema,
  serviceRequestSchema,
  sitemapSchema,
} from "../pages.schema.server";
import type { RequestAccessCopy } from "../request-access";
import type { SearchPageCopy } from "../search-page";
import type { ServiceRequestCopy } from "../service-request";
import type { SitemapCopy } from "../sitemap";

/**
 * Home, about, become-dealer, request-access, contact, service, search and sitemap pages and
 * every page's title, description and keywords, in every language: content/home/home.yml
 * and content/pages/<page>.yml, read and checked by the content loader, with the
 * company's values filled in. Routes' loaders pick their language's copy (`homeCopy[lang]`).
 */
const filled = { fill: fillCompanyValues };
const page = <T>(name: string, schema: Parameters<typeof content.readTranslated<T>>[2]) =>
  content.readTranslated("pages", name, schema, filled);

/** Title, description and keywords of the site's pages in every language. */
const pageInfo: Record<Lang, Pages> = page<Pages>("metadata", metadataSchema);

/** The pages' titles, descriptions and keywords in a language, for routes' metadata and the search index. */
export function pagesFor(lang: Lang): Pages {
  return pageInfo[lang];
}

/** Each page's copy in every language; a route's loader takes its language's (`homeCopy[lang]`). */
export const homeCopy: Record<Lang, HomeContent> = content.readTranslated("home", "home", homeSchema, filled);
export const aboutCopy: Record<Lang, AboutCopy> = page<AboutCopy>("about", aboutSchema);
export const becomeDealerCopy: Record<Lang, BecomeDealerCopy> = page<BecomeDealerCopy>("become-dealer", becomeDealerSchema);
export const requestAccessCopy: Record<Lang, RequestAccessCopy> = page<RequestAccessCopy>("request-access", requestAccessSchema);
export const contactCopy: Record<Lang, ContactCopy> = page<ContactCopy>("contact", contactSchema);
export const serviceRequestCopy: Record<Lang, ServiceRequestCopy> = page<ServiceRequestCopy>("service-request", serviceRequestSchema);
export const searchPageCopy: Record<Lang, SearchPageCopy> = page<SearchPageCopy>("search", searchPageSchema);
export const sitemapCopy: Record<Lang, SitemapCopy> = page<SitemapCopy>("sitemap", sitemapSchema);
