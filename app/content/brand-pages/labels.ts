import type { Around } from "../../lib/inline-text";

/**
 * The texts every brand page shares around its own copy (spec 2.8): buttons, links and
 * screen-reader labels. `{name}` placeholders are filled in by the page. Each brand's own
 * copy is in content/brands/<slug>.<lang>.yml; the texts of each language are in
 * ../interface/<lang>.ts (`brandPageLabels`), checked at build by ../labels.schema.server.ts.
 */
export interface BrandPageLabels {
  /** `{brand}`, `{tagline}`: alt text of the page's picture when shared (Open Graph). */
  shareImageAlt: string;
  hero: {
    back: string;
    explore: string;
    /** `{brand}`: names the background film for screen readers. */
    video: string;
  };
  category: {
    /** A category link without its own label. */
    learnMore: string;
    /** `{name}`, `{brand}`: read after an external link's label. */
    externalNote: string;
  };
  /** A category's pictures; each slide is named by ../common.ts. */
  carousel: {
    /** `{label}`: the category's name. */
    previous: string;
    next: string;
    /** `{index}`, `{count}` */
    show: string;
  };
  showcase: { pricing: string };
  /** Around the year the partnership began. */
  partnerSince: Around;
  /** `{title}`: the section's title; names the feature carousel. */
  featuresCarousel: string;
  contact: {
    /** `{brand}`: subject of the Contact Us e-mail. */
    subject: string;
    mail: string;
    portal: string;
  };
}
