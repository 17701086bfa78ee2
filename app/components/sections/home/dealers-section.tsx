import type { DealerTier } from "~/content/dealers";
import type { HomeContent } from "~/content/home";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { fill } from "~/lib/inline-text";
import { SectionHeading } from "./section-heading";

export interface DealerSummary {
  total: number;
  tiers: { tier: DealerTier; label: string; count: number }[];
}

/**
 * Dealer network (spec 2.3, anchor `dealers`): how many dealers in which tiers (counted
 * from the dealer list by the route's loader) and the way to the dealer locator on the
 * Norcool page.
 */
export function DealersSection({ dealersSection, summary }: { dealersSection: HomeContent["dealers"]; summary: DealerSummary }) {
  return (
    <section id="dealers" aria-labelledby="dealers-title" className="on-dark bg-navy-950 py-10 text-white outline-none md:py-24">
      <div className="container-page grid items-center gap-8 md:gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="dealers-title"
            eyebrow={dealersSection.eyebrow}
            title={dealersSection.title}
            intro={dealersSection.intro}
            onDark
          />
          <div className="mt-6 flex flex-wrap gap-3 md:mt-8">
            <LocalLink
              to={dealersSection.locator.to}
              className={buttonClass({ variant: "secondary", size: "lg" }, "grow whitespace-nowrap max-sm:px-3 max-sm:text-sm sm:grow-0")}
            >
              <Icon name="pin" />
              {dealersSection.locator.label}
            </LocalLink>
            <LocalLink
              to={dealersSection.join.to}
              className={buttonClass(
                { variant: "outline", size: "lg" },
                "grow whitespace-nowrap text-white hover:bg-white/10 max-sm:px-3 max-sm:text-sm sm:grow-0",
              )}
            >
              {dealersSection.join.label}
            </LocalLink>
          </div>
        </div>
        <div>
          <p className="flex items-baseline gap-3">
            <span className="font-serif text-5xl font-medium text-brass-300 md:text-6xl">{summary.total}</span>
            <span className="text-lg text-slate-200">{dealersSection.totalLabel}</span>
          </p>
          <ul className="mt-4 space-y-2 md:mt-6 md:space-y-3">
            {summary.tiers.map((tier) => (
              <li key={tier.tier} className="flex items-center gap-3 rounded-xl border border-white/10 bg-navy-900 p-3 md:gap-4 md:p-4">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brass-300 text-lg font-semibold text-navy-950 md:size-12"
                  aria-hidden="true"
                >
                  {tier.tier}
                </span>
                <span className="flex-1">
                  <span className="block font-semibold">
                    <span className="sr-only">{fill(dealersSection.tier, { tier: tier.tier })}</span>
                    {tier.label}
                  </span>
                  <span className="text-sm text-slate-300">{dealersSection.tierText[tier.tier]}</span>
                </span>
                <span className="text-2xl font-semibold text-brass-300">
                  {tier.count}
                  <span className="sr-only">{tier.count === 1 ? dealersSection.count.one : dealersSection.count.other}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
