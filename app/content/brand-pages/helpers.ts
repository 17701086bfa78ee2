import { findBrand } from "../brands";
import type { HeroPoster, PageImage } from "./types";

/**
 * Small builders shared by the brand page modules, so each module lists only its words
 * and file names. Product illustrations are 800×600 SVG files in
 * public/images/brand-pages/<slug>/; hero posters are a 540×960 phone cut and a 1600×900
 * wide cut beside them.
 */
export function illustration(slug: string, file: string, alt: string): PageImage {
  return { src: `/images/brand-pages/${slug}/${file}.svg`, alt, width: 800, height: 600 };
}

export function heroPoster(slug: string, focusX = 50): HeroPoster {
  return {
    focusX,
    phone: { src: `/images/brand-pages/${slug}/hero-phone.webp`, width: 540, height: 960 },
    wide: { src: `/images/brand-pages/${slug}/hero-wide.webp`, width: 1600, height: 900 },
  };
}

/** A brand's loop video in public/videos/, WebM first and MP4 for older Safari. */
export function loopVideo(slug: string): { src: string; type: string }[] {
  return [
    { src: `/videos/${slug}-loop.webm`, type: "video/webm" },
    { src: `/videos/${slug}-loop.mp4`, type: "video/mp4" },
  ];
}

/** The manufacturer's own site from the brand record: where 'Learn More' cards lead. */
export function makerSite(slug: string): string {
  const brand = findBrand(slug);
  if (!brand) throw new Error(`No brand record for "${slug}" in app/content/brands.ts`);
  return brand.website;
}
