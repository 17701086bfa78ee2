import type { LinkDescriptor } from "react-router";
import { cn } from "~/lib/cn";
import type { ResponsiveImage } from "~/lib/responsive-image";

/**
 * Responsive images for content modules and pages.
 *
 * An image in content is a `ResponsiveImage`:
 *   - generated art (tools/build-images.ts): `{ src: "/images/home/hero-kitchen", widths: [640, 960, 1440],
 *     width: 1440, height: 900 }` — the files are `${src}-${w}.avif` and `${src}-${w}.webp` for each width;
 *   - any single file an editor drops in public/ (SVG, JPEG, PNG, WebP): `{ src: "/images/x.jpg",
 *     width: 1200, height: 800 }` — no `widths`, served as it is.
 * `width`/`height` give the aspect ratio (no layout shift) and the largest size.
 *
 * Use:
 *   <Picture image={img} alt="…" sizes="(min-width: 1024px) 50vw, 100vw" className="…" />
 * `sizes` says how wide the image is shown, so the browser picks the right file. Images load
 * lazily unless `priority` is set, which is only for the one large image at the top of a page
 * (then also export `preloadImage(img, sizes)` from the route's `links`).
 */
const formats = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
] as const;

function srcSet(image: ResponsiveImage, ext: string): string {
  return (image.widths ?? []).map((w) => `${image.src}-${w}.${ext} ${w}w`).join(", ");
}

/** The file an <img> falls back to: the generated WebP closest to 960 px, or the single file. */
function imageUrl(image: ResponsiveImage, preferredWidth = 960): string {
  if (!image.widths?.length) return image.src;
  const width = image.widths.reduce((best, w) => (Math.abs(w - preferredWidth) < Math.abs(best - preferredWidth) ? w : best));
  return `${image.src}-${width}.webp`;
}

export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className,
  imgClassName,
}: {
  image: ResponsiveImage;
  /** Empty for decorative images. */
  alt: string;
  sizes: string;
  /** Above the fold and the page's largest image: load at once, with high priority. */
  priority?: boolean;
  /** Classes of the <picture> wrapper. */
  className?: string;
  /** Classes of the <img> (object-fit, rounding…); it keeps its aspect ratio unless given a height. */
  imgClassName?: string;
}) {
  const img = (
    <img
      src={imageUrl(image)}
      srcSet={image.widths?.length ? srcSet(image, "webp") : undefined}
      sizes={image.widths?.length ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      style={image.placeholder ? { backgroundColor: image.placeholder } : undefined}
      // Height follows the width (the aspect ratio of width/height) unless the caller sets one.
      className={cn(/(^|\s)(h|size)-/.test(imgClassName ?? "") ? undefined : "h-auto", "max-w-full", imgClassName)}
    />
  );
  // A single file, or WebP only (the <img>'s own srcset): no <source> to offer.
  const avif = Boolean(image.widths?.length) && (image.formats?.includes("avif") ?? true);
  if (!avif) return className ? <span className={cn("block", className)}>{img}</span> : img;
  return (
    <picture className={cn("block", className)}>
      <source type={formats[0].type} srcSet={srcSet(image, formats[0].ext)} sizes={sizes} />
      {img}
    </picture>
  );
}

/**
 * A preload link for the top image (a route's `links`, or `meta` with tagName "link"), in
 * the format most browsers take, with high fetch priority (React renders `fetchPriority`;
 * React Router's type lacks it). `media` limits it to the screens where the image is at
 * the top, e.g. "(min-width: 768px)".
 */
export function preloadImage(image: ResponsiveImage, sizes: string, media?: string): LinkDescriptor {
  const format = image.formats && !image.formats.includes("avif") ? formats[1] : formats[0];
  const link: LinkDescriptor = image.widths?.length
    ? { rel: "preload", as: "image", type: format.type, imageSrcSet: srcSet(image, format.ext), imageSizes: sizes }
    : { rel: "preload", as: "image", href: image.src };
  return Object.assign(link, media ? { media } : {}, { fetchPriority: "high" });
}
