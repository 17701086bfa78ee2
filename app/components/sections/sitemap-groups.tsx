import type { SitemapGroup } from "~/content/sitemap";
import { SmartLink } from "~/components/ui/smart-link";

/** The /sitemap page's link groups (spec 2.1): every page, the portal and the network. */
export function SitemapGroups({ groups }: { groups: readonly SitemapGroup[] }) {
  return (
    <div className="container-page grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group, i) => (
        <section key={group.title} aria-labelledby={`sitemap-group-${i}`}>
          <h2 id={`sitemap-group-${i}`} className="text-lg font-semibold text-navy-900">
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
  );
}
