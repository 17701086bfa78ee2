import type { SitemapGroup } from "~/content/sitemap";
import { HeroPanel } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
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

/** The hero's card on /sitemap: a link to each group below, with how many links it holds. */
export function SitemapJump({ label, groups }: { label: string; groups: readonly SitemapGroup[] }) {
  return (
    <HeroPanel>
      <nav aria-labelledby="sitemap-jump">
        <h2 id="sitemap-jump" className="hero-kicker">
          {label}
        </h2>
        <ul className="mt-4 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-1">
          {groups.map((group, i) => (
            <li key={group.title}>
              <a
                href={`#sitemap-group-${i}`}
                className="group flex items-center gap-3 border-b border-white/10 py-2.5 font-medium text-white hover:text-brass-300"
              >
                <Icon name="arrowRight" className="size-4 text-brass-300" />
                <span className="flex-1 group-hover:underline">{group.title}</span>
                <span className="rounded-full bg-white/10 px-2 text-sm tabular-nums text-slate-200">{group.links.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </HeroPanel>
  );
}
