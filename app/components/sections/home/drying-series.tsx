import type { HomeContent } from "~/content/home";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { LocalLink } from "~/components/ui/smart-link";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";
import { SectionHeading } from "./section-heading";

/**
 * Professional drying-cabinet series (spec 2.3): Eco Dryer 2.0, Sensor Dryer and Easy
 * Dryer with their features, each linking to the maker's site, and a link to /brands/nimo.
 */
export function DryingSeries({ dryingSeries }: { dryingSeries: HomeContent["dryingSeries"] }) {
  const { common } = useUi();
  return (
    <section aria-labelledby="drying-title" className="bg-mist py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="drying-title" eyebrow={dryingSeries.eyebrow} title={dryingSeries.title} intro={dryingSeries.intro} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {dryingSeries.products.map((product) => (
            <li key={product.name}>
              <article className="flex h-full flex-col gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm md:flex-row lg:flex-col">
                <div className="rounded-xl bg-mist px-6 pt-4 md:w-56 md:shrink-0 md:self-start lg:w-auto lg:self-stretch">
                  <Picture image={product.image} alt={product.image.alt} sizes="240px" imgClassName="mx-auto h-56 w-auto" />
                </div>
                <div className="flex flex-1 flex-col">
                  <h3 className="text-xl font-semibold text-navy-900">{product.name}</h3>
                  <p className="text-sm font-medium text-brass-700">{product.tagline}</p>
                  <p className="mt-3 text-muted">{product.description}</p>
                  <ul className="mt-4 space-y-2 text-sm">
                    {product.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Icon name="check" className="mt-0.5 size-4 shrink-0 text-ok" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <a
                    href={product.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-auto inline-flex items-center gap-1.5 pt-6 font-medium text-navy-700 underline-offset-4 hover:underline"
                  >
                    {dryingSeries.detailsLabel}
                    <span className="sr-only">
                      {fill(dryingSeries.detailsNote, { name: product.name })}
                      {common.newTab}
                    </span>
                    <Icon name="external" className="size-4" />
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <LocalLink to={dryingSeries.allLink.to} className={buttonClass({ variant: "default", size: "lg" })}>
            {dryingSeries.allLink.label}
            <Icon name="arrowRight" />
          </LocalLink>
        </p>
      </div>
    </section>
  );
}
