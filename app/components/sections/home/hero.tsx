import type { HomeContent } from "~/content/home";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { AnchorLink } from "./anchor-link";

/**
 * Hero (spec 2.3, anchor `home`): headline, intro, the portal buttons (new tab), Explore our
 * Brands and the three stats. From 768 px the kitchen illustration lies behind the text
 * (preloaded by the route); on phones it follows the stats, so the text paints first and
 * the picture does not hold up the first screen.
 */
export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="on-dark relative isolate overflow-hidden bg-gradient-to-b from-navy-950 to-navy-900 text-white outline-none md:bg-navy-950"
    >
      {/* Keeps the text legible over the picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-navy-950/90 via-navy-950/60 to-navy-950/10 md:block lg:via-navy-950/40 lg:to-transparent"
      />
      <div className="container-page pt-12 pb-10 md:py-20 lg:py-28">
        <div className="max-w-2xl xl:max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brass-300">{hero.eyebrow}</p>
          <h1 id="home-title" className="mt-3 font-serif text-4xl font-medium leading-tight md:text-5xl xl:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-200 md:text-xl">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <SmartLink link={hero.dealerLogin} className={buttonClass({ variant: "secondary", size: "lg" })}>
              <Icon name="login" />
              {hero.dealerLogin.label}
            </SmartLink>
            <SmartLink link={hero.becomeDealer} className={buttonClass({ variant: "outline", size: "lg" }, "text-white hover:bg-white/10")}>
              {hero.becomeDealer.label}
              <Icon name="external" />
            </SmartLink>
            <AnchorLink
              to="#brands"
              className={buttonClass({ variant: "ghost", size: "lg" }, "text-white underline-offset-4 hover:bg-white/10 hover:underline")}
            >
              {hero.explore.label}
              <Icon name="chevronDown" />
            </AnchorLink>
          </div>
        </div>
        <dl className="mt-12 grid max-w-4xl gap-4 sm:grid-cols-3 md:mt-16">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-white/15 bg-navy-950/70 px-5 py-4">
              <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="font-serif text-2xl font-medium text-brass-300 md:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="px-4 pb-12 sm:px-6 md:absolute md:inset-0 md:-z-20 md:p-0">
        <Picture
          image={hero.image}
          alt={hero.image.alt}
          sizes={hero.imageSizes}
          className="overflow-hidden rounded-2xl md:size-full md:rounded-none"
          imgClassName="aspect-[16/10] w-full object-cover object-[80%_50%] md:aspect-auto md:size-full md:object-right"
        />
      </div>
    </section>
  );
}
