import { lazy, Suspense, type CSSProperties, type MouseEvent } from "react";
import type { Brand } from "~/content/brands";
import type { BrandPageLabels } from "~/content/brand-pages/labels";
import type { BrandPage } from "~/content/brand-pages/types";
import { BackgroundVideo } from "~/components/media/background-video";
import { LoadingCover } from "~/components/media/loading-cover";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LocalLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { scrollBehavior } from "~/lib/use-media-query";
import { HeroPoster } from "./hero-poster";

// Only PeVino's hero has an external player (behind consent): its code loads with that page.
const EmbedBackdrop = lazy(() => import("~/components/media/embed-backdrop").then((m) => ({ default: m.EmbedBackdrop })));

export const CATEGORIES_ID = "categories";

/** Spec 2.8: smooth scroll to the categories; a plain #categories link without JavaScript. */
function exploreCategories(e: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(CATEGORIES_ID);
  if (!target || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${CATEGORIES_ID}`);
}

/**
 * The brand page's hero (spec 2.8): Back to Home, badge, title, intro and the Explore
 * button over the brand's poster, with its background film and loading cover (spec 9).
 */
export function BrandHero({ brand, hero, labels }: { brand: Brand; hero: BrandPage["hero"]; labels: BrandPageLabels["hero"] }) {
  const { media } = hero;
  const mediaLabel = fill(labels.video, { brand: brand.name });
  return (
    <section
      aria-labelledby="brand-title"
      className="on-dark relative isolate overflow-hidden bg-navy-950 text-white"
      // Poster and film keep the scene's subject in view on narrow screens.
      style={{ "--focus-x": `${media.poster.focusX}%` } as CSSProperties}
    >
      <HeroPoster poster={media.poster} />
      {/* Keeps the text readable over any frame of the film. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-navy-950/65 md:bg-transparent md:bg-gradient-to-r md:from-navy-950/90 md:via-navy-950/70 md:to-navy-950/10"
      />
      <LoadingCover className="-z-[5]">
        <div className={cn("absolute inset-0 bg-gradient-to-br opacity-40", brand.gradient)} />
      </LoadingCover>
      <div
        className={cn(
          "container-page flex min-h-[34rem] flex-col justify-center pt-8 md:min-h-[38rem] lg:min-h-[40rem]",
          media.kind === "embed" ? "pb-64 lg:pb-16" : "pb-20",
        )}
      >
        <LocalLink
          to="/"
          className="-my-1 inline-flex w-fit items-center gap-2 rounded py-1 text-sm font-medium text-slate-100 hover:text-brass-300"
        >
          <Icon name="arrowLeft" className="size-4" />
          {labels.back}
        </LocalLink>
        <p className="mt-8 w-fit rounded-full border border-brass-300/50 bg-navy-950/40 px-3 py-1 text-sm font-medium text-brass-300">
          {hero.badge}
        </p>
        <h1 id="brand-title" className="mt-4 max-w-xl font-serif text-4xl font-medium md:text-6xl">
          {hero.title} <span className="mt-2 block font-sans text-2xl font-normal text-slate-100 md:text-4xl">{hero.subtitle}</span>
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-8 text-slate-100">{hero.intro}</p>
        <div className="mt-8">
          <a href={`#${CATEGORIES_ID}`} onClick={exploreCategories} className={buttonClass({ variant: "secondary", size: "lg" })}>
            {labels.explore}
            <Icon name="chevronDown" />
          </a>
        </div>
      </div>
      {media.kind === "video" ? <BackgroundVideo sources={media.sources} label={mediaLabel} /> : null}
      {media.kind === "embed" ? (
        <Suspense fallback={null}>
          <EmbedBackdrop videoId={media.videoId} label={mediaLabel} />
        </Suspense>
      ) : null}
    </section>
  );
}
