import type { HomeContent } from "~/content/home";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import { AnchorLink } from "./anchor-link";

/**
 * On phones the two portal buttons share a row where their words fit on one line, a size
 * smaller; where they do not (a narrow phone, a long translation), each takes the full width.
 */
const phoneButton = "grow whitespace-nowrap max-sm:px-3 max-sm:text-sm sm:grow-0";

/**
 * Hero (spec 2.3, anchor `home`): headline, intro, the portal buttons (new tab), Explore our
 * Brands and the three stats. No text lies on the kitchen illustration: from 768 px it fills
 * the right of the hero and fades out towards the text column (preloaded by the route), and
 * the stats sit on a solid panel; on phones it follows the stats, so the text paints first
 * and the picture does not hold up the first screen. tests/e2e/home-layout.test.ts measures
 * every text's contrast over what is painted under it.
 */
export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="on-dark relative isolate overflow-hidden bg-gradient-to-b from-navy-950 to-navy-900 text-white outline-none md:bg-navy-950"
    >
      <div className="container-page pt-8 pb-8 md:pt-16 md:pb-12 lg:pt-20">
        <div className="md:w-[64%] lg:w-[56%]">
          <p className="text-sm font-semibold uppercase tracking-wider text-brass-300">{hero.eyebrow}</p>
          <h1 id="home-title" className="mt-3 text-4xl leading-tight font-serif font-medium md:text-5xl xl:text-[3.5rem]">
            {hero.title}
          </h1>
          <p className="mt-4 text-base leading-7 text-slate-200 md:mt-5 md:text-lg md:leading-8">{hero.intro}</p>
          <div className="mt-6 flex flex-wrap gap-3 md:mt-8">
            <SmartLink link={hero.dealerLogin} className={buttonClass({ variant: "secondary", size: "lg" }, phoneButton)}>
              <Icon name="login" />
              {hero.dealerLogin.label}
            </SmartLink>
            <SmartLink
              link={hero.becomeDealer}
              className={buttonClass({ variant: "outline", size: "lg" }, cn(phoneButton, "text-white hover:bg-white/10"))}
            >
              {hero.becomeDealer.label}
              <Icon name="external" />
            </SmartLink>
            <AnchorLink
              to="#brands"
              className={buttonClass(
                { variant: "ghost", size: "lg" },
                "basis-full text-white underline-offset-4 hover:bg-white/10 hover:underline sm:basis-auto",
              )}
            >
              {hero.explore.label}
              <Icon name="chevronDown" />
            </AnchorLink>
          </div>
        </div>
        {/* A solid panel: the picture never shows through the figures. */}
        <dl className="relative mt-6 grid divide-y divide-white/10 rounded-xl border border-white/15 bg-navy-900 sm:grid-cols-3 sm:divide-x sm:divide-y-0 md:mt-12 md:shadow-2xl md:shadow-black/40">
          {hero.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-row-reverse items-baseline justify-between gap-4 px-4 py-3 sm:flex-col-reverse sm:justify-end sm:gap-1 sm:px-6 sm:py-5"
            >
              <dt className="text-right text-sm text-slate-300 sm:text-left">{stat.label}</dt>
              <dd className="shrink-0 font-serif text-xl font-medium text-brass-300 md:text-2xl xl:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div
        className={
          "px-4 pb-8 sm:px-6 md:absolute md:inset-y-0 md:right-0 md:-z-10 md:w-[46%] md:p-0 lg:w-1/2 " +
          // The picture fades in from the text column's side, so its edge is never behind a word.
          "md:[mask-image:linear-gradient(to_right,transparent,black_55%)]"
        }
      >
        <Picture
          image={hero.image}
          alt={hero.image.alt}
          sizes={hero.imageSizes}
          className="overflow-hidden rounded-2xl md:size-full md:rounded-none"
          imgClassName="aspect-[21/9] w-full object-cover object-[80%_50%] md:aspect-auto md:size-full md:object-[85%_50%]"
        />
      </div>
    </section>
  );
}
