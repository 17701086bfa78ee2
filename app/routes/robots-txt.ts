import { site } from "~/content/company.server";

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /search", "", `Sitemap: ${site.url}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
