import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/meta";
import { sitemapUrls } from "~/route-registry";

/** Every indexable page, from the route registry (STYLE.md 5); noindex pages are left out. */
export function loader() {
  const urls = sitemapUrls()
    .map((path) => `  <url><loc>${absoluteUrl(site.url, path)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
