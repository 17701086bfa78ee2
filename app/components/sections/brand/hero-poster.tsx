import { preload } from "react-dom";
import type { HeroPoster as Poster } from "~/content/brand-pages/types";

/** The breakpoint where the wide cut takes over (the site's md, spec 9's 768 px). */
const wideMedia = "(min-width: 768px)";

/**
 * The hero's still (PRODUCT.md 17: local posters, painted before any video): a portrait
 * cut on phones, a wide cut from 768 px. Each file is at least as large as the area it
 * covers, so a film that later plays over it never counts as a larger paint.
 */
export function HeroPoster({ poster }: { poster: Poster }) {
  // The poster is the page's largest paint: React puts these preloads at the top of the
  // <head>, so the browser fetches the right cut alongside the stylesheet, not after the scripts.
  preload(poster.phone.src, { as: "image", fetchPriority: "high", media: "(max-width: 767px)" });
  preload(poster.wide.src, { as: "image", fetchPriority: "high", media: wideMedia });
  return (
    <picture>
      <source media={wideMedia} srcSet={poster.wide.src} width={poster.wide.width} height={poster.wide.height} />
      <img
        src={poster.phone.src}
        width={poster.phone.width}
        height={poster.phone.height}
        alt=""
        fetchPriority="high"
        decoding="async"
        // The phone cut is already centred on the subject; the wide one is positioned on it.
        className="absolute inset-0 -z-30 size-full object-cover object-center md:[object-position:var(--focus-x)_50%]"
      />
    </picture>
  );
}
