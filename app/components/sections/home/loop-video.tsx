import { useEffect, useRef, useState } from "react";
import type { HomeImage, Showcase } from "~/content/home";
import { IconSwap } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/inline-text";
import { useMediaQuery } from "~/lib/use-media-query";

/**
 * A short silent loop over its poster image (spec 2.3 showcases; PRODUCT.md 17). The
 * poster is what paints, and all there is without JavaScript, with reduced motion or
 * reduced data, and (for `largeOnly`) below 1024 px. The video is fetched only when the
 * block comes near the screen, plays only while visible, fades in once it runs, and has
 * a pause button (WCAG 2.2.2).
 */
export function LoopVideo({
  video,
  poster,
  sizes,
  pauseLabel,
  className,
  imgClassName = "h-auto w-full",
}: {
  video: NonNullable<Showcase["video"]>;
  poster: HomeImage;
  sizes: string;
  /** `{label}`: the pause button's words for screen readers (home copy's showcaseLabels.pause). */
  pauseLabel: string;
  className?: string;
  /** The poster's size and cut; the film covers the same box. */
  imgClassName?: string;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const reducedData = useMediaQuery("(prefers-reduced-data: reduce)");
  const large = useMediaQuery("(min-width: 1024px)");
  const allowed = !reducedMotion && !reducedData && (!video.largeOnly || large);
  const [near, setNear] = useState(false);
  const [visible, setVisible] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const filmShown = allowed && near;

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !allowed) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
        setVisible(Boolean(entry && entry.intersectionRatio > 0.2));
      },
      { rootMargin: "50% 0px", threshold: [0, 0.2] },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [allowed]);

  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    if (visible && !paused) el.play().catch(() => setPlaying(false));
    else el.pause();
  }, [visible, paused, near]);

  return (
    <div ref={rootRef} className={cn("relative overflow-hidden", className)}>
      <Picture image={poster} alt={poster.alt} sizes={sizes} imgClassName={cn("block", imgClassName)} />
      {filmShown ? (
        <video
          ref={videoRef}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          width={poster.width}
          height={poster.height}
          onPlaying={() => setPlaying(true)}
          className={cn("absolute inset-0 size-full object-cover transition-opacity duration-700", playing ? "opacity-100" : "opacity-0")}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
      ) : null}
      {/* In the server's HTML, hidden until the film is there: showing it builds no icon. */}
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        hidden={!filmShown}
        className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-navy-950/75 text-white hover:bg-navy-950"
      >
        <IconSwap names={["pause", "play"]} shown={paused ? "play" : "pause"} />
        <span className="sr-only">{fill(pauseLabel, { label: video.label })}</span>
      </button>
    </div>
  );
}
