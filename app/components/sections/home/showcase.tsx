import { brandNames } from "~/content/brand-names";
import type { HomeContent, Showcase as ShowcaseContent } from "~/content/home";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { AnchorLink } from "./anchor-link";
import { LoopVideo } from "./loop-video";

const sizes = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw";

/**
 * A brand showcase band (spec 2.3: Norcool with its video and price login, Thermocold,
 * NIMO with a video on large screens, Winemaster): picture or loop, copy, the brand page
 * link and a contact link (the #contact anchor or /contact).
 */
export function Showcase({
  showcase,
  labels,
  flip = false,
}: {
  showcase: ShowcaseContent;
  labels: HomeContent["showcaseLabels"];
  flip?: boolean;
}) {
  const dark = showcase.tone === "dark";
  // "Learn More" says where it goes to screen readers and search engines too.
  const brandName = brandNames.find((b) => b.slug === showcase.brandSlug)?.name;
  const titleId = `${showcase.id}-title`;
  const contact = showcase.contact.to.startsWith("#") ? (
    <AnchorLink
      to={showcase.contact.to as `#${string}`}
      className={buttonClass({ variant: "ghost", size: "lg" }, dark ? "text-white hover:bg-white/10" : "text-navy-900")}
    >
      {showcase.contact.label}
    </AnchorLink>
  ) : (
    <SmartLink
      link={showcase.contact}
      className={buttonClass({ variant: "ghost", size: "lg" }, dark ? "text-white hover:bg-white/10" : "text-navy-900")}
    />
  );

  return (
    <section
      id={showcase.id}
      aria-labelledby={titleId}
      className={cn("py-16 md:py-24", dark ? "on-dark bg-navy-900 text-white" : "bg-white")}
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(flip && "lg:order-2")}>
          {showcase.video ? (
            <LoopVideo
              video={showcase.video}
              poster={showcase.image}
              sizes={sizes}
              pauseLabel={labels.pause}
              className="rounded-2xl shadow-xl"
            />
          ) : (
            <Picture image={showcase.image} alt={showcase.image.alt} sizes={sizes} className="overflow-hidden rounded-2xl shadow-xl" />
          )}
        </div>
        <div>
          <p className={cn("text-sm font-semibold uppercase tracking-wider", dark ? "text-brass-300" : "text-brass-700")}>
            {showcase.eyebrow}
          </p>
          <h2 id={titleId} className={cn("mt-2 font-serif text-3xl font-medium md:text-4xl", dark ? "text-white" : "text-navy-900")}>
            {showcase.title}
          </h2>
          <p className={cn("mt-4 text-lg leading-8", dark ? "text-slate-200" : "text-muted")}>{showcase.text}</p>
          <ul className="mt-6 space-y-2">
            {showcase.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Icon name="check" className={cn("mt-1 size-5 shrink-0", dark ? "text-brass-300" : "text-ok")} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <SmartLink link={showcase.explore} className={buttonClass({ variant: dark ? "secondary" : "default", size: "lg" })}>
              {showcase.explore.label}
              {brandName && !showcase.explore.label.includes(brandName) ? (
                <span className="sr-only">{fill(labels.aboutBrand, { brand: brandName })}</span>
              ) : null}
              <Icon name="arrowRight" />
            </SmartLink>
            {showcase.priceLogin ? (
              <SmartLink
                link={showcase.priceLogin}
                className={buttonClass({ variant: "outline", size: "lg" }, dark ? "text-white" : "text-navy-900")}
              >
                <Icon name="login" />
                {showcase.priceLogin.label}
              </SmartLink>
            ) : null}
            {contact}
          </div>
        </div>
      </div>
    </section>
  );
}
