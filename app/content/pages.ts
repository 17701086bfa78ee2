/**
 * Title, description and keywords of the site's own pages: their metadata and the search
 * index both read them from here, so each is written once. The texts are
 * content/pages/metadata.yml, one entry per page's path; routes get their
 * language's entry from their loader (`pagesFor` in ./i18n/pages.server.ts).
 */
interface PageInfo {
  title: string;
  description: string;
  keywords: string[];
}

/** The pages whose metadata content/pages/metadata.yml writes: each is a route. */
export const pagePaths = ["/about", "/contact", "/news", "/service-request", "/warranty", "/manuals", "/downloads"] as const;

export type Pages = Record<(typeof pagePaths)[number], PageInfo>;
