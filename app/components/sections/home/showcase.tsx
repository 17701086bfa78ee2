import type { HomeContent, Showcase as ShowcaseContent } from "~/content/home";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useBrands } from "~/lib/use-ui";
import { AnchorLink } from "./anchor-link";
import { LoopVideo } from "./loop-video";

const sizes = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, (min-width: 640px) 46vw, 88vw";
/** Below 1024 px a card: the picture cut to 16:9 above the text; in a band, its own shape (its width and height keep its place while it loads). */
const mediaClass = "w-full object-cover max-lg:aspect-video";
/** Buttons a size smaller in a card, full size in a band. */
const buttonSize = "lg:min-h-12 lg:px-7 lg:text-base";

/**
 * A brand showcase (spec 2.3: Norcool with its video and price login, Thermocold, NIMO
 * with a video on large screens, Winemaster): picture or loop, copy, the brand page link
 * and a contact link (the #contact anchor or /contact). A card in the showcases' row below
 * 1024 px, a full-width band from there (./showcases.tsx).
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
  const brandName = useBrands().find((b) => b.slug === showcase.brandSlug)?.name;
  const titleId = `${showcase.id}-title`;
  const ghost = buttonClass({ variant: "ghost" }, cn(buttonSize, dark ? "text-white hover:bg-white/10" : "text-navy-900"));
  const contact = showcase.contact.to.startsWith("#") ? (
    <AnchorLink to={showcase.contact.to as `#${string}`} className={ghost}>
      {showcase.contact.label}
    </AnchorLink>
  ) : (
    <SmartLink link={showcase.contact} className={ghost} />
  );

  return (
    <article
      id={showcase.id}
      aria-labelledby={titleId}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-2xl lg:block lg:rounded-none lg:py-20",
        dark ? "on-dark bg-navy-900 text-white" : "bg-white shadow-sm ring-1 ring-line lg:shadow-none lg:ring-0",
      )}
    >
      <div className="flex flex-1 flex-col lg:mx-auto lg:grid lg:max-w-7xl lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
        <div className={cn("lg:overflow-hidden lg:rounded-2xl lg:shadow-xl", flip && "lg:order-2")}>
          {showcase.video ? (
            <LoopVideo video={showcase.video} poster={showcase.image} sizes={sizes} pauseLabel={labels.pause} imgClassName={mediaClass} />
          ) : (
            <Picture image={showcase.image} alt={showcase.image.alt} sizes={sizes} imgClassName={cn("block", mediaClass)} />
          )}
        </div>
        <div className="flex flex-1 flex-col p-5 sm:p-6 lg:p-0">
          <p className={cn("text-sm font-semibold uppercase tracking-wider", dark ? "text-brass-300" : "text-brass-700")}>
            {showcase.eyebrow}
          </p>
          <h2
            id={titleId}
            className={cn("mt-2 text-2xl font-serif font-medium md:text-3xl lg:text-4xl", dark ? "text-white" : "text-navy-900")}
          >
            {showcase.title}
          </h2>
          <p className={cn("mt-3 leading-7 lg:mt-4 lg:text-lg lg:leading-8", dark ? "text-slate-200" : "text-muted")}>{showcase.text}</p>
          <ul className="mt-4 space-y-2 lg:mt-6">
            {showcase.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Icon name="check" className={cn("mt-1 size-5 shrink-0", dark ? "text-brass-300" : "text-ok")} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-wrap gap-2 pt-6 lg:gap-3 lg:pt-8">
            <SmartLink
              link={showcase.explore}
              className={buttonClass({ variant: dark ? "secondary" : "default" }, cn(buttonSize, !showcase.priceLogin && "grow lg:grow-0"))}
            >
              {showcase.explore.label}
              {brandName && !showcase.explore.label.includes(brandName) ? (
                <span className="sr-only">{fill(labels.aboutBrand, { brand: brandName })}</span>
              ) : null}
              <Icon name="arrowRight" />
            </SmartLink>
            {showcase.priceLogin ? (
              <SmartLink
                link={showcase.priceLogin}
                // In a card the contact link shares the first row with Explore; the login takes the next.
                className={buttonClass({ variant: "outline" }, cn(buttonSize, "max-lg:order-last", dark ? "text-white" : "text-navy-900"))}
              >
                <Icon name="login" />
                {showcase.priceLogin.label}
              </SmartLink>
            ) : null}
            {contact}
          </div>
        </div>
      </div>
    </article>
  );
}
