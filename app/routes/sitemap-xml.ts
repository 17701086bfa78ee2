import { site } from "~/content/company.server";
import { alternatePaths, localizePath } from "~/lib/i18n";
import { absoluteUrl } from "~/lib/meta";
import { sitemapUrls } from "~/route-registry";

/**
 * Every indexable page in every language, from the route registry (STYLE.md 5), each with
 * its alternates in all four languages and English as the default (PRODUCT.md 19);
 * noindex pages are left out.
 */
export function loader() {
  const urls = sitemapUrls().flatMap((path) => {
    const alternates = [
      ...alternatePaths(path).map(
        ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${absoluteUrl(site.url, href)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(site.url, localizePath(path, "en"))}"/>`,
    ].join("\n");
    return alternatePaths(path).map(([, href]) => `  <url>\n    <loc>${absoluteUrl(site.url, href)}</loc>\n${alternates}\n  </url>`);
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
