import { ApplicationSteps, PortalFeatures } from "~/components/sections/dealer-process";
import { DealerBenefits, DealerBrands } from "~/components/sections/dealer-offer";
import { PageHero } from "~/components/sections/page-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { becomeDealer, type BecomeDealerCopy } from "~/content/become-dealer";
import { site } from "~/content/site";
import { breadcrumbJsonLd } from "~/lib/meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/become-dealer";

/** Prerendered: the copy arrives as loader data, so it is not shipped again as JavaScript. */
export function loader() {
  return { copy: becomeDealer };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        ...loaderData.copy.meta,
        path: "/become-dealer",
        jsonLd: [
          breadcrumbJsonLd(site.url, [
            { name: "Home", path: "/" },
            { name: loaderData.copy.meta.title, path: "/become-dealer" },
          ]),
        ],
      })
    : [];

/** Apply Now (dealer portal register page, new tab) and the brochure PDF (spec 2.4). */
function Actions({ brochure, onDark = false }: { brochure: BecomeDealerCopy["brochure"]; onDark?: boolean }) {
  return (
    <>
      <a
        href={site.portal.register}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: onDark ? "secondary" : "default", size: "lg" })}
      >
        Apply Now
        <Icon name="external" />
        <span className="sr-only"> (opens the dealer portal in a new tab)</span>
      </a>
      <a
        href={brochure.href}
        download
        className={buttonClass({ variant: "outline", size: "lg" }, onDark ? "text-white hover:bg-white/10" : "text-navy-900")}
      >
        <Icon name="download" />
        {brochure.label}
        <span className="sr-only"> (PDF)</span>
      </a>
    </>
  );
}

export default function BecomeDealer({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const { hero, closing } = copy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Actions brochure={copy.brochure} onDark />
      </PageHero>
      <StatsBand title="Our dealer network in figures" stats={copy.stats} />
      <DealerBenefits benefits={copy.benefits} />
      <DealerBrands copy={copy.brands} />
      <PortalFeatures portal={copy.portal} />
      <ApplicationSteps steps={copy.steps} />
      <section aria-labelledby="closing-title" className="container-page py-16 text-center md:py-20">
        <h2 id="closing-title" className="text-2xl font-semibold text-navy-900 md:text-3xl">
          {closing.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{closing.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Actions brochure={copy.brochure} />
        </div>
        <p className="mt-8 text-sm text-muted">
          Questions first? E-mail{" "}
          <a href={`mailto:${site.mailboxes.info}`} className="font-medium text-navy-700 underline underline-offset-2">
            {site.mailboxes.info}
          </a>{" "}
          or call{" "}
          <a href={site.phoneHref} className="font-medium text-navy-700 underline underline-offset-2">
            {site.phone}
          </a>
          .
        </p>
      </section>
    </>
  );
}
