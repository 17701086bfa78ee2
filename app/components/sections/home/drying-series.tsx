import type { HomeContent } from "~/content/home";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { ScrollRow } from "~/components/ui/scroll-row";
import { LocalLink } from "~/components/ui/smart-link";
import { fill } from "~/lib/inline-text";
import { useUi } from "~/lib/use-ui";
import { SectionHeading } from "./section-heading";

/**
 * Professional drying-cabinet series (spec 2.3): Eco Dryer 2.0, Sensor Dryer and Easy
 * Dryer with their features, each linking to the maker's site, and a link to /brands/nimo.
 * A row to swipe through below 1024 px, three columns from there.
 */
export function DryingSeries({ dryingSeries }: { dryingSeries: HomeContent["dryingSeries"] }) {
  const { common } = useUi();
  return (
    <section aria-labelledby="drying-title" className="bg-white py-10 md:py-24">
      <div className="container-page">
        <SectionHeading id="drying-title" eyebrow={dryingSeries.eyebrow} title={dryingSeries.title} intro={dryingSeries.intro} />
        <ScrollRow grid="lg" className="mt-6 md:mt-10 lg:grid-cols-3 lg:gap-6">
          {dryingSeries.products.map((product) => (
            <article
              key={product.name}
              className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm md:gap-5 md:p-6"
            >
              <div className="rounded-xl bg-mist px-6 pt-4">
                <Picture image={product.image} alt={product.image.alt} sizes="240px" imgClassName="mx-auto h-32 w-auto md:h-56" />
              </div>
              <div className="flex flex-1 flex-col">
                <h3 className="text-xl font-semibold text-navy-900">{product.name}</h3>
                <p className="text-sm font-medium text-brass-700">{product.tagline}</p>
                <p className="mt-2 text-muted md:mt-3">{product.description}</p>
                <ul className="mt-3 space-y-2 text-sm md:mt-4">
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
                  className="mt-auto inline-flex items-center gap-1.5 pt-4 font-medium md:pt-6 text-navy-700 underline-offset-4 hover:underline"
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
          ))}
        </ScrollRow>
        <p className="mt-6 text-center md:mt-10">
          <LocalLink to={dryingSeries.allLink.to} className={buttonClass({ variant: "default", size: "lg" })}>
            {dryingSeries.allLink.label}
            <Icon name="arrowRight" />
          </LocalLink>
        </p>
      </div>
    </section>
  );
}
