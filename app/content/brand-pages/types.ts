import type { IconName } from "../../lib/icon-names";

/**
 * Shape of a brand page's content (spec 2.8), as ../brands.server.ts makes it from each
 * brand's files (content/brands/<slug>.<lang>.yml, checked by ../brands.schema.server.ts):
 * every text, image, link and video address of its page, so editors never touch components.
 */

/** A single image file in public/ with its intrinsic size (no layout shift). */
export interface PageImage {
  src: string;
  /** What the image shows; empty only for decoration. */
  alt: string;
  width: number;
  height: number;
}

/**
 * The hero's background art: a portrait cut for phones and a wide one for larger screens.
 * The poster, not the video, is what the page paints first (PRODUCT.md 17).
 */
export interface HeroPoster {
  /** Portrait cut for phones, already centred on the subject. */
  phone: Omit<PageImage, "alt">;
  wide: Omit<PageImage, "alt">;
  /** Where the subject sits across the wide picture and the film (0–100 %), kept in view on narrow screens. */
  focusX: number;
}

/** Details a video's structured data needs (spec 2.1). */
interface VideoInfo {
  /** Name and description for VideoObject structured data. */
  name: string;
  description: string;
}

type HeroMedia =
  /** A still image only (Thermocold, spec 2.8). */
  | { kind: "image"; poster: HeroPoster }
  /** A looping muted video file served by this site. */
  | (VideoInfo & { kind: "video"; poster: HeroPoster; sources: { src: string; type: string }[] })
  /**
   * A player of the video service in content/company/embeds.yml (PeVino, spec 2.8), loaded only
   * after the visitor allows videos (PRODUCT.md 11).
   */
  | (VideoInfo & { kind: "embed"; poster: HeroPoster; videoId: string });

interface CategoryLink {
  /** A manufacturer's page (opens in a new tab) or a path on this site. */
  href: string;
  /** Defaults to 'Learn More'. */
  label?: string;
}

/** A product-category card (spec 3: name, description, image or images list, link). */
export interface ProductCategory {
  name: string;
  description: string;
  /** One image, or two or more shown as a carousel. */
  images: [PageImage, ...PageImage[]];
  link: CategoryLink;
}

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

interface Stat {
  value: string;
  label: string;
}

export interface BrandPage {
  /** Slug of the brand: the name of its files in content/brands/. */
  slug: string;
  meta: { title: string; description: string; keywords: string[] };
  hero: {
    badge: string;
    /** First line of the heading, usually the brand name. */
    title: string;
    /** Second line of the heading. */
    subtitle: string;
    intro: string;
    media: HeroMedia;
  };
  /** A product presentation after the hero (PeVino's 'Design Excellence', spec 2.8). */
  showcase?: {
    title: string;
    paragraphs: string[];
    listTitle: string;
    list: string[];
    image: PageImage;
    /** Subject the /contact form is opened with ('Contact for Pricing'). */
    pricingSubject: string;
    brochure: { href: string; label: string };
  };
  categories: { title: string; intro: string; items: ProductCategory[] };
  story: {
    title: string;
    paragraphs: string[];
    partnership: {
      title: string;
      paragraphs: string[];
      /** Overrides the brand record's partnerSince on this page only (PRODUCT.md 2). */
      since?: number;
    };
  };
  /** A band of figures about the maker (Norcool's Global Heritage, Winemaster's Legacy…). */
  heritage?: { title: string; intro: string; stats: Stat[]; paragraphs: string[] };
  features: { title: string; intro: string; items: [Feature, Feature, Feature, Feature] };
  /** The embedded dealer locator (Norcool, spec 2.9). */
  dealers?: { title: string; intro: string };
  contact: { title: string; text: string };
}
