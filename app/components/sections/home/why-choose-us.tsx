import type { HomeContent } from "~/content/home";
import { buttonClass } from "~/components/ui/button";
import { Carousel } from "~/components/ui/carousel";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { SectionHeading } from "./section-heading";

/** Why choose us (spec 2.3): a looping carousel of three cards and a link to /become-dealer. */
export function WhyChooseUs({ whyChooseUs }: { whyChooseUs: HomeContent["whyChooseUs"] }) {
  return (
    <section aria-labelledby="why-title" className="on-dark bg-navy-900 py-10 text-white md:py-24">
      <div className="container-page">
        <SectionHeading id="why-title" eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.title} intro={whyChooseUs.intro} onDark />
        <Carousel
          label={whyChooseUs.eyebrow}
          onDark
          className="mt-6 md:mt-10"
          trackClassName="-ml-4"
          slideClassName="basis-[88%] pl-4 sm:basis-1/2 lg:basis-1/3"
          controlsClassName="lg:hidden"
        >
          {whyChooseUs.cards.map((card) => (
            <article key={card.title} className="h-full rounded-2xl border border-white/10 bg-navy-800 p-5 md:p-7">
              <span className="flex size-12 items-center justify-center rounded-full bg-brass-300/15 text-brass-300">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold md:mt-5">{card.title}</h3>
              <p className="mt-2 leading-7 text-slate-200 md:mt-3">{card.text}</p>
            </article>
          ))}
        </Carousel>
        <p className="mt-6 text-center md:mt-8 lg:mt-12">
          <LocalLink to={whyChooseUs.link.to} className={buttonClass({ variant: "secondary", size: "lg" })}>
            {whyChooseUs.link.label}
            <Icon name="arrowRight" />
          </LocalLink>
        </p>
      </div>
    </section>
  );
}
