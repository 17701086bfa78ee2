import type { HomeContent } from "~/content/home";
import { Carousel } from "~/components/ui/carousel";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { fill } from "~/lib/inline-text";
import { SectionHeading } from "./section-heading";

/**
 * About (spec 2.3, anchor `about`): a looping carousel of the three stats with dots,
 * showing 1, 2, 1 and 3 cards from small to large screens (at medium width it shares the
 * row with the mission), the mission quote and the values.
 */
export function AboutSection({ aboutSection }: { aboutSection: HomeContent["about"] }) {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-mist py-10 outline-none md:py-24">
      <div className="container-page">
        <SectionHeading id="about-title" eyebrow={aboutSection.eyebrow} title={aboutSection.title} intro={aboutSection.intro} />
        <div className="mt-6 grid grid-cols-1 items-start gap-6 md:mt-10 md:grid-cols-2 md:gap-10 lg:grid-cols-1">
          <Carousel
            label={aboutSection.figuresLabel}
            trackClassName="-ml-4"
            slideClassName="basis-full pl-4 sm:basis-1/2 md:basis-full lg:basis-1/3"
            controlsClassName="lg:hidden"
          >
            {aboutSection.stats.map((stat) => (
              <div key={stat.label} className="h-full rounded-2xl bg-white p-5 shadow-sm md:p-7">
                <p className="font-serif text-4xl font-medium text-navy-900 md:text-5xl">{stat.value}</p>
                <p className="mt-2 font-semibold text-brass-700">{stat.label}</p>
                <p className="mt-2 text-muted md:mt-3">{stat.text}</p>
              </div>
            ))}
          </Carousel>
          <div className="grid gap-6 md:gap-10 lg:grid-cols-2">
            <figure className="rounded-2xl bg-navy-900 p-6 text-white on-dark md:p-8">
              <blockquote className="font-serif text-lg leading-7 italic md:text-2xl md:leading-10">
                <p>{fill(aboutSection.missionQuote, { mission: aboutSection.mission })}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm font-semibold uppercase tracking-wider text-brass-300">
                {aboutSection.missionBy}
              </figcaption>
            </figure>
            <div>
              <h3 className="text-xl font-semibold text-navy-900">{aboutSection.valuesTitle}</h3>
              <ul className="mt-3 space-y-3 md:mt-4 md:space-y-4">
                {aboutSection.values.map((value) => (
                  <li key={value.title} className="flex gap-3">
                    <Icon name="check" className="mt-1 size-5 shrink-0 text-ok" />
                    <span>
                      <span className="font-semibold text-navy-900">{value.title}.</span> <span className="text-muted">{value.text}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <LocalLink
                to={aboutSection.link.to}
                className="mt-4 inline-flex items-center gap-1.5 font-medium text-navy-700 md:mt-6 underline-offset-4 hover:underline"
              >
                {aboutSection.link.label}
                <Icon name="arrowRight" className="size-4" />
              </LocalLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
