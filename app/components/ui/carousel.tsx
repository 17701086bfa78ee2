import { Children, lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { CarouselApi } from "~/components/ui/carousel-engine";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useMediaQuery } from "~/lib/use-media-query";
import { useHydrated } from "~/lib/use-hydrated";
import { useUi } from "~/lib/use-ui";

/** Embla and its React hook, fetched only when a carousel comes near the screen. */
const CarouselEngine = lazy(() => import("~/components/ui/carousel-engine"));

/**
 * A looping carousel (spec 4 and 9; WAI-ARIA APG carousel pattern), for any list of cards.
 *
 *   <Carousel label="Why choose us" trackClassName="-ml-4" slideClassName="basis-full pl-4 md:basis-1/2"
 *     controlsClassName="lg:hidden">
 *     {cards.map((c) => <Card key={c.title} {...c} />)}
 *   </Carousel>
 *
 * The server HTML is a row of slides that scrolls sideways (touch, trackpad, keyboard), so
 * every slide is readable without JavaScript. When the carousel nears the viewport, embla
 * is loaded and takes over: looping, dragging, previous/next buttons and one dot per
 * position (buttons with aria-current). Slides are groups with aria-roledescription
 * "slide". With reduced motion, buttons jump instead of sliding; nothing moves by itself.
 * Role descriptions and the names of controls and slides are in the page's language
 * (`common.carousel`).
 * Space between slides goes in slide padding (embla measures slides, not the track's gap).
 * `media` limits the carousel to some screens, e.g. "(max-width: 767px)", with
 * `trackClassName` laying the slides out as a grid elsewhere.
 */
export function Carousel({
  label,
  children,
  media,
  arrows = true,
  onDark = false,
  className,
  viewportClassName,
  trackClassName,
  slideClassName,
  controlsClassName,
}: {
  /** Names the carousel for screen readers, e.g. "Why choose us". */
  label: string;
  children: ReactNode;
  /** Only a carousel where this media query matches (default: always). */
  media?: string;
  /** Previous/next buttons beside the dots (default true). */
  arrows?: boolean;
  /** Light controls for dark backgrounds. */
  onDark?: boolean;
  className?: string;
  viewportClassName?: string;
  trackClassName?: string;
  /** Width and spacing of one slide per breakpoint, e.g. "basis-full pl-4 sm:basis-1/2". */
  slideClassName?: string;
  /** Classes of the controls row, e.g. "lg:hidden" where every slide fits. */
  controlsClassName?: string;
}) {
  const labels = useUi().common.carousel;
  const slides = Children.toArray(children);
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const viewportId = useId();
  const matches = useMediaQuery(media ?? "all");
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(slides.length);
  const active = matches && wanted;

  // Load the engine a screen ahead of the carousel, or as soon as someone reaches for it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setWanted(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList().length);
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  const onApi = useCallback((next: CarouselApi | null) => setApi(next), []);
  const jump = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const ready = active && api !== null;
  const arrowClass = cn(
    "inline-flex size-11 items-center justify-center rounded-full border transition-colors",
    onDark ? "border-white/40 text-white hover:bg-white/10" : "border-line bg-white text-navy-900 hover:bg-mist",
  );

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription={labels.roleDescription.carousel}
      aria-label={label}
      className={cn("relative min-w-0", className)}
      data-carousel={ready ? "ready" : "static"}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      <div
        ref={viewportRef}
        id={viewportId}
        // While the row scrolls natively it must be reachable by keyboard (axe:
        // scrollable-region-focusable); once embla runs, the buttons take over. Before
        // hydration the screen size is unknown, so it is reachable in every layout.
        tabIndex={!ready && (!hydrated || media === undefined || matches) ? 0 : undefined}
        className={cn(ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto [scrollbar-width:thin]", viewportClassName)}
      >
        <div className={cn("flex touch-pan-y", trackClassName)}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={labels.roleDescription.slide}
              aria-label={fill(labels.slide, { index: i + 1, count: slides.length })}
              className={cn("min-w-0 shrink-0 grow-0 snap-start", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div
        className={cn(
          "mt-6 flex items-center justify-center gap-3",
          // Until the engine runs, the row scrolls by itself; the controls then appear
          // in space kept for them (no layout shift), and not at all where every slide fits.
          ready && snaps > 1 ? "visible" : "invisible",
          controlsClassName,
        )}
      >
        {arrows ? (
          <button type="button" className={arrowClass} aria-controls={viewportId} onClick={() => api?.scrollPrev(jump())}>
            <Icon name="chevronLeft" />
            <span className="sr-only">{labels.previous}</span>
          </button>
        ) : null}
        <div className="flex items-center">
          {Array.from({ length: snaps }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-controls={viewportId}
              aria-current={i === selected ? "true" : undefined}
              aria-label={fill(labels.show, { index: i + 1, count: snaps })}
              onClick={() => api?.scrollTo(i, jump())}
              // 44 px tall on a touch screen, where the dots are the main way through.
              className="flex h-8 w-8 items-center justify-center pointer-coarse:h-11"
            >
              <span
                className={cn(
                  "block h-2.5 rounded-full transition-all motion-reduce:transition-none",
                  i === selected ? "w-6" : "w-2.5",
                  onDark ? (i === selected ? "bg-brass-300" : "bg-white/60") : i === selected ? "bg-navy-900" : "bg-slate-400",
                )}
              />
            </button>
          ))}
        </div>
        {arrows ? (
          <button type="button" className={arrowClass} aria-controls={viewportId} onClick={() => api?.scrollNext(jump())}>
            <Icon name="chevronRight" />
            <span className="sr-only">{labels.next}</span>
          </button>
        ) : null}
      </div>
      {active ? (
        <Suspense fallback={null}>
          <CarouselEngine viewportRef={viewportRef} onApi={onApi} />
        </Suspense>
      ) : null}
    </div>
  );
}
