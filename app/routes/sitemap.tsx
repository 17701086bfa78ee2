import { sitemapGroups } from "~/content/navigation";
import { PageHero } from "~/components/sections/page-hero";
import { SmartLink } from "~/components/ui/smart-link";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Sitemap",
    description: "Every page of the site in one place: brands, service and support, legal pages and the dealer portal.",
    path: "/sitemap",
    keywords: ["sitemap", "overview", "pages"],
  });

/** Spec 2.1: link groups to every page plus the external portal and network links. */
export default function Sitemap() {
  return (
    <>
      <PageHero title="Sitemap" intro="Every page of the site, grouped." />
      <div className="container-page grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-3">
        {sitemapGroups.map((group) => (
          <section key={group.title} aria-labelledby={`group-${group.title.toLowerCase().replace(/\W+/g, "-")}`}>
            <h2 id={`group-${group.title.toLowerCase().replace(/\W+/g, "-")}`} className="text-lg font-semibold text-navy-900">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <SmartLink link={link} className="text-navy-700 underline underline-offset-2 hover:text-navy-900" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
