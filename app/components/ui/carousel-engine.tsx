import { useEffect, useState, type RefObject } from "react";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
type Options = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/**
 * The embla half of `Carousel` (./carousel.tsx), in its own chunk so pages load it only
 * when a carousel is about to be seen. It takes over the server-rendered viewport: starts
 * at the slide the visitor had scrolled to natively, then loops (spec 4 and 9).
 */
export default function CarouselEngine({
  viewportRef,
  onApi,
}: {
  viewportRef: RefObject<HTMLDivElement | null>;
  onApi: (api: CarouselApi | null) => void;
}) {
  // eslint-disable-next-line react-hooks/refs -- read once, as the engine mounts, of the server-rendered slides it takes over
  const [options] = useState<Options>(() => {
    const el = viewportRef.current;
    const first = el?.firstElementChild?.firstElementChild as HTMLElement | null | undefined;
    const startIndex = el && first?.offsetWidth ? Math.round(el.scrollLeft / first.offsetWidth) : 0;
    return { loop: true, align: "start", startIndex };
  });
  const [setViewport, api] = useEmblaCarousel(options);

  useEffect(() => {
    // Embla moves the slides itself, from the start index read above.
    const el = viewportRef.current;
    if (el) el.scrollLeft = 0;
    setViewport(el);
  }, [setViewport, viewportRef]);

  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);

  return null;
}
