import { useRef, useState } from "react";
import type { BrandPageLabels } from "~/content/brand-pages/labels";
import type { PageImage } from "~/content/brand-pages/types";
import { Picture } from "~/components/ui/picture";
import { productImage } from "~/content/raster-art";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { scrollBehavior } from "~/lib/use-media-query";
import { useUi } from "~/lib/use-ui";
import { useHydrated } from "~/lib/use-hydrated";

const arrow =
  "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow hover:bg-white";

/**
 * A product card's image carousel (spec 2.8: Norcool's drawers, NIMO's two-image cards).
 * A native scroll-snap strip, so it swipes without JavaScript; script shows previous/next
 * buttons that loop and dots that show where you are.
 */
export function ImageCarousel({
  images,
  label,
  sizes,
  labels,
}: {
  images: readonly PageImage[];
  label: string;
  sizes: string;
  labels: BrandPageLabels["carousel"];
}) {
  const { common } = useUi();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const enhanced = useHydrated();

  // Where a button sent the strip: its smooth scroll passes other slides on the way, which
  // must not become the current one (a quick second click would start from there).
  const target = useRef<{ index: number; until: number } | null>(null);

  const count = images.length;
  function go(to: number) {
    const el = track.current;
    if (!el) return;
    const next = (to + count) % count;
    target.current = { index: next, until: Date.now() + 1000 };
    el.scrollTo({ left: next * el.clientWidth, behavior: scrollBehavior() });
    setIndex(next);
  }

  function onScroll(el: HTMLDivElement) {
    const at = Math.round(el.scrollLeft / el.clientWidth);
    const sent = target.current;
    if (sent && at !== sent.index && Date.now() < sent.until) return;
    target.current = null;
    setIndex(at);
  }

  return (
    <div
      role="group"
      aria-roledescription={common.carousel.roleDescription.carousel}
      aria-label={label}
      className="relative"
      data-image-carousel=""
    >
      <div
        ref={track}
        // Focusable so keyboard users can scroll it before the buttons exist.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe: scrollable-region-focusable)
        tabIndex={0}
        onScroll={(e) => onScroll(e.currentTarget)}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, i) => (
          <div
            key={image.src}
            role="group"
            aria-roledescription={common.carousel.roleDescription.slide}
            aria-label={fill(common.carousel.slide, { index: i + 1, count })}
            className="w-full shrink-0 snap-center"
          >
            <Picture image={productImage(image)} alt={image.alt} sizes={sizes} imgClassName="aspect-[4/3] w-full object-cover" />
          </div>
        ))}
      </div>
      {/* In the server's HTML but hidden until they work, so hydration adopts them and
          builds nothing while the page loads. */}
      <div hidden={!enhanced}>
        <button type="button" className={cn(arrow, "left-2")} onClick={() => go(index - 1)} aria-label={fill(labels.previous, { label })}>
          <Icon name="chevronLeft" />
        </button>
        <button type="button" className={cn(arrow, "right-2")} onClick={() => go(index + 1)} aria-label={fill(labels.next, { label })}>
          <Icon name="chevronRight" />
        </button>
        <div className="absolute inset-x-0 bottom-1 flex justify-center pointer-coarse:bottom-0">
          {images.map((image, i) => (
            <button
              key={image.src}
              type="button"
              onClick={() => go(i)}
              aria-label={fill(labels.show, { index: i + 1, count })}
              aria-current={i === index ? "true" : undefined}
              // 44 px tall on a touch screen, the dot kept where it was: 12 px above the image's foot.
              className="flex h-6 w-6 items-center justify-center pointer-coarse:h-11 pointer-coarse:items-end pointer-coarse:pb-3"
            >
              <span
                className={cn(
                  "block size-2 rounded-full ring-1 ring-navy-900/40 transition-colors",
                  i === index ? "bg-navy-900" : "bg-white",
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
