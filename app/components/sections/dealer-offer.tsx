import { Link } from "react-router";
import type { BecomeDealerCopy } from "~/content/become-dealer";
import { brands, countryNames } from "~/content/brands";
import { Icon } from "~/components/ui/icon";
import { formatList } from "~/lib/format";

/** /become-dealer: what a dealer gets (spec 2.4 benefits) and the brands on offer. */
export function DealerBenefits({ benefits }: { benefits: BecomeDealerCopy["benefits"] }) {
  return (
    <section aria-labelledby="benefits-title" className="container-page py-16 md:py-20">
      <h2 id="benefits-title" className="text-2xl font-semibold text-navy-900 md:text-3xl">
        {benefits.title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">{benefits.intro}</p>
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


/** ["benelux", "duitsland"] -> "the Netherlands, Belgium, Luxembourg and Germany" */
function countriesOf(codes: readonly (keyof typeof countryNames)[]): string {
  const names = codes.flatMap((c) => countryNames[c].split(/, | and /));
  return formatList([...new Set(names)]);
}

export function DealerBrands({ copy }: { copy: BecomeDealerCopy["brands"] }) {
  return (
    <section aria-labelledby="brands-title" className="bg-mist">
      <div className="container-page py-16 md:py-20">
        <h2 id="brands-title" className="text-2xl font-semibold text-navy-900 md:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{copy.intro}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <Link
                to={`/brands/${brand.slug}`}
                className="group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-line transition hover:shadow-md"
              >
                <span className="text-xl font-semibold text-navy-900 group-hover:underline">{brand.name}</span>
                <span className="mt-1 text-muted">{brand.tagline}</span>
                <span className="mt-4 text-sm text-muted">
                  Partner since {brand.partnerSince} · Available in {countriesOf(brand.countries)}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-navy-700">
                  Discover {brand.name}
                  <Icon name="arrowRight" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
