import { PageHero } from "~/components/sections/page-hero";
import { SitemapGroups, SitemapJump } from "~/components/sections/sitemap-groups";
import { sitemapCopy } from "~/content/i18n/pages.server";
import { brandLinks } from "~/content/brands.server";
import { sitemapGroups } from "~/content/sitemap";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/server/seo.server";
import type { Route } from "./+types/sitemap";

/** The page's copy (content/pages/sitemap.yml) and link groups in the address's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const page = sitemapCopy[lang];
  return { meta: pageMeta(lang, { ...page.meta, path: "/sitemap" }), hero: page.hero, groups: sitemapGroups(page.groups, brandLinks) };
}

export const meta: Route.MetaFunction = routeMeta;

/** Spec 2.1: link groups to every page plus the external portal and network links. */
export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={loaderData.hero.title}
        intro={loaderData.hero.intro}
        panel={<SitemapJump label={loaderData.hero.jump} groups={loaderData.groups} />}
      />
      <SitemapGroups groups={loaderData.groups} />
    </>
  );
}
