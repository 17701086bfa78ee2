import type { BecomeDealerCopy } from "~/content/become-dealer";
import { Icon } from "~/components/ui/icon";
import { SectionTitle } from "~/components/ui/section-title";
import { LocalLink } from "~/components/ui/smart-link";
import { fillParts } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";

/** A brand on offer, as the route's loader gives it: `countries` is one list in the page's language. */
export interface DealerBrand {
  slug: string;
  name: string;
  tagline: string;
  partnerSince: number;
  countries: string;
}

/** /become-dealer: what a dealer gets (spec 2.4 benefits) and the brands on offer. */
export function DealerBenefits({ benefits }: { benefits: BecomeDealerCopy["benefits"] }) {
  return (
    <section aria-labelledby="benefits-title" className="container-page py-16 md:py-20">
      <SectionTitle id="benefits-title" title={benefits.title} intro={benefits.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {benefits.items.map((b) => (
          <li key={b.title} className="rounded-xl border border-line p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-mist text-brass-700">
              <Icon name={b.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-navy-900">{b.title}</h3>
            <p className="mt-2 text-muted">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DealerBrands({ copy, brands }: { copy: BecomeDealerCopy["brands"]; brands: readonly DealerBrand[] }) {
  const labels = useUi().becomeDealerLabels.brandCard;
  return (
    <section aria-labelledby="brands-title" className="bg-mist">
      <div className="container-page py-16 md:py-20">
        <SectionTitle id="brands-title" title={copy.title} intro={copy.intro} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <LocalLink
                to={`/brands/${brand.slug}`}
                className="group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-line transition hover:shadow-md"
              >
                <span className="text-xl font-semibold text-navy-900 group-hover:underline">{brand.name}</span>
                <span className="mt-1 text-muted">{brand.tagline}</span>
                <span className="mt-4 text-sm text-muted">
                  {fillParts(labels.facts, { year: brand.partnerSince, countries: brand.countries })}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-navy-700">
                  {fillParts(labels.discover, { brand: brand.name })}
                  <Icon name="arrowRight" className="size-4" />
                </span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
