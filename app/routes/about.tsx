import { AboutCommitment } from "~/components/sections/about/commitment";
import { AboutFacts } from "~/components/sections/about/about-facts";
import { AboutStory } from "~/components/sections/about/story";
import { AboutValues } from "~/components/sections/about/values";
import { PageHero } from "~/components/sections/page-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { companyFacts } from "~/content/company-facts";
import { aboutCopy } from "~/content/i18n/pages.server";
import { requestLang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { ownPageMeta } from "~/server/seo.server";
import type { Route } from "./+types/about";

/**
 * Prerendered: the page's copy in its language (PRODUCT.md 19) and the hero's counts from
 * the brand and dealer data arrive as loader data.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    copy: aboutCopy[lang],
    facts: companyFacts(),
    meta: ownPageMeta(lang, "/about"),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** /about (spec 2.1): copy from app/content/about.ts and its translations. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { copy, facts } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        panel={<AboutFacts copy={copy.facts} facts={facts} />}
      />
      <AboutStory story={copy.story} mission={copy.mission} />
      <StatsBand title={copy.stats.title} stats={copy.stats.items} wordy />
      <AboutCommitment commitment={copy.commitment} />
      <AboutValues values={copy.values} links={copy.links} />
    </>
  );
}
