import type { BrandPage, Feature } from "~/content/brand-pages/types";
import { Carousel } from "~/components/ui/carousel";
import { Icon } from "~/components/ui/icon";
import { SectionTitle } from "~/components/ui/section-title";
import { fill } from "~/lib/inline-text";

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <div className="h-full rounded-xl border border-line bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-brass-300/30 text-brass-700">
        <Icon name={feature.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-navy-900">{feature.title}</h3>
      <p className="mt-2 text-muted">{feature.description}</p>
    </div>
  );
}

/**
 * Why Choose (spec 2.8 and 9): four feature cards, a looping swipe carousel with dots on
 * phones (under 768 px) and a grid from 768 px.
 */
export function WhyChoose({ features, carouselLabel }: { features: BrandPage["features"]; carouselLabel: string }) {
  return (
    <section aria-labelledby="why-title" className="container-page py-16 md:py-24">
      <SectionTitle id="why-title" title={features.title} intro={features.intro} size="lg" />
      <Carousel
        // Not the section's own name, which is already "Why Choose ...".
        label={fill(carouselLabel, { title: features.title })}
        media="(max-width: 767px)"
        className="mt-10"
        viewportClassName="md:overflow-visible"
        // Spacing as slide padding: Embla measures slides, not the track's gap.
        trackClassName="-ml-4 md:ml-0 md:grid md:grid-cols-2 md:gap-6 lg:grid-cols-4"
        slideClassName="basis-full pl-4 md:pl-0"
        controlsClassName="md:hidden"
      >
        {features.items.map((f) => (
          <FeatureCard key={f.title} feature={f} />
        ))}
      </Carousel>
    </section>
  );
}
