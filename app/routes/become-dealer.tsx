import { DealerActions } from "~/components/sections/become-dealer/actions";
import { DealerClosing } from "~/components/sections/become-dealer/closing";
import { DealerBenefits, DealerBrands } from "~/components/sections/become-dealer/dealer-offer";
import { ApplicationSteps, PortalFeatures, StepsAtAGlance } from "~/components/sections/become-dealer/dealer-process";
import { PageHero } from "~/components/sections/page-hero";
import { StatsBand } from "~/components/sections/stats-band";
import type { CountryCode } from "~/content/brands";
import { brandsFor } from "~/content/brands.server";
import { countriesFor } from "~/content/i18n/brands.server";
import { becomeDealerCopy } from "~/content/i18n/pages.server";
import { formatList } from "~/lib/format";
import { requestLang, type Lang } from "~/lib/i18n";
import { routeMeta } from "~/lib/route-meta";
import { pageMeta } from "~/server/seo.server";
import { useUi } from "~/lib/use-ui";
import type { Route } from "./+types/become-dealer";

/** ["benelux", "duitsland"] → "the Netherlands, Belgium, Luxembourg and Germany": one list, each country once. */
function countriesOf(codes: readonly CountryCode[], lang: Lang): string {
  // A name may itself be a list ("the Netherlands, Belgium and Luxembourg"), in any of the languages.
  const { countryNames } = countriesFor(lang);
  const names = codes.flatMap((c) => countryNames[c].split(/, | (?:and|en|und|et) /));
  return formatList([...new Set(names)], lang);
}

/**
 * Prerendered: the copy in the page's language (PRODUCT.md 19) and the brand list arrive
 * as loader data, so neither is shipped again as JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const copy = becomeDealerCopy[lang];
  return {
    copy,
    meta: pageMeta(lang, {
      ...copy.meta,
      path: "/become-dealer",
      crumbs: [{ name: copy.meta.title, path: "/become-dealer" }],
    }),
    brands: brandsFor(lang).map((b) => ({
      slug: b.slug,
      name: b.name,
      tagline: b.tagline,
      partnerSince: b.partnerSince,
      countries: countriesOf(b.countries, lang),
    })),
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** /become-dealer (spec 2.4): copy from app/content/become-dealer.ts and its translations. */
export default function BecomeDealer({ loaderData }: Route.ComponentProps) {
  const { copy, brands } = loaderData;
  const { hero } = copy;
  const { becomeDealerLabels } = useUi();
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} panel={<StepsAtAGlance steps={copy.steps} />}>
        <DealerActions brochure={copy.brochure} onDark />
      </PageHero>
      <StatsBand title={becomeDealerLabels.statsTitle} stats={copy.stats} />
      <DealerBenefits benefits={copy.benefits} />
      <DealerBrands copy={copy.brands} brands={brands} />
      <PortalFeatures portal={copy.portal} />
      <ApplicationSteps steps={copy.steps} />
      <DealerClosing closing={copy.closing} brochure={copy.brochure} />
    </>
  );
}
