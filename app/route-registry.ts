import { brandSlugs } from "./content/brands.server";
import { articles } from "./content/news.server";
import { validateContent } from "./content/validate.server";
import { prefixPath, prefixedLanguages } from "./lib/i18n";

validateContent();

/**
 * The one list of routes (STYLE.md 5). routes.ts, the prerender list and sitemap.xml all
 * come from here, so a page cannot be added to one and forgotten in another.
 */
export interface RouteEntry {
  /** React Router path pattern. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Concrete URLs built to HTML at build time; none means rendered per request. */
  urls?: readonly string[];
  /** Listed in sitemap.xml (indexable pages only; spec 2.1 noindex pages are not). */
  sitemap?: boolean;
  /** Exists in every language under its prefix (PRODUCT.md 19): pages, their redirects, not found. */
  localized?: boolean;
}

const page = (path: string, file: string, sitemap = true): RouteEntry => ({ path, file, urls: [path], sitemap, localized: true });

export const routeEntries: readonly RouteEntry[] = [
  page("/", "routes/home.tsx"),
  page("/about", "routes/about.tsx"),
  page("/contact", "routes/contact.tsx"),
  page("/become-dealer", "routes/become-dealer.tsx"),
  page("/request-access", "routes/request-access.tsx"),
  page("/news", "routes/news.tsx"),
  {
    path: "/news/:slug",
    file: "routes/news-article.tsx",
    urls: articles.map((a) => `/news/${a.slug}`),
    sitemap: true,
    localized: true,
  },
  {
    path: "/brands/:slug",
    file: "routes/brand.tsx",
    urls: brandSlugs.map((slug) => `/brands/${slug}`),
    sitemap: true,
    localized: true,
  },
  page("/service-request", "routes/service-request.tsx"),
  page("/manuals", "routes/manuals.tsx"),
  page("/downloads", "routes/downloads.tsx"),
  page("/warranty", "routes/warranty.tsx"),
  page("/sitemap", "routes/sitemap.tsx"),
  page("/privacy", "routes/privacy.tsx", false),
  page("/general-terms-conditions", "routes/terms.tsx", false),
  page("/return-policy", "routes/return-policy.tsx", false),
  page("/shipping", "routes/shipping.tsx", false),
  page("/cookies", "routes/cookies.tsx", false),
  { path: "/search", file: "routes/search.tsx", localized: true },
  // Redirects (PRODUCT.md 1 and 4), answered by the server.
  { path: "/terms", file: "routes/terms-redirect.ts", localized: true },
  { path: "/application", file: "routes/application.ts" },
  // Resources.
  { path: "/sitemap.xml", file: "routes/sitemap-xml.ts", urls: ["/sitemap.xml"] },
  { path: "/robots.txt", file: "routes/robots-txt.ts", urls: ["/robots.txt"] },
  { path: "/search-index.json", file: "routes/search-index-json.ts", urls: ["/search-index.json"], localized: true },
  { path: "/api/send-form-email", file: "routes/api.send-form-email.ts" },
  { path: "*", file: "routes/not-found.tsx", localized: true },
];

/** Every localized page's addresses in Dutch, German and French. */
function localizedUrls(): string[] {
  return prefixedLanguages.flatMap((lang) =>
    routeEntries.filter((r) => r.localized).flatMap((r) => (r.urls ?? []).map((url) => prefixPath(url, lang))),
  );
}

export function prerenderUrls(): string[] {
  return [...routeEntries.flatMap((r) => r.urls ?? []), ...localizedUrls()];
}

/** Every indexable page's English path; each has its Dutch, German and French twin. */
export function sitemapUrls(): string[] {
  return routeEntries.filter((r) => r.sitemap).flatMap((r) => r.urls ?? []);
}
