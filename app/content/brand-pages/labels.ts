import type { Around } from "../../lib/inline-text";

/**
 * The texts every brand page shares around its own copy (spec 2.8): buttons, links and
 * screen-reader labels. `{name}` placeholders are filled in by the page. Each brand's own
 * copy is in ./<slug>.ts. Checked at build by ../pages.schema.server.ts.
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

export const brandPageLabels = {
  shareImageAlt: "{brand}: {tagline}",
  hero: {
    back: "Back to Home",
    explore: "Explore Product Categories",
    video: "{brand} background video",
  },
  category: {
    learnMore: "Learn More",
    externalNote: "about {name} on the {brand} website (opens in a new tab)",
  },
  carousel: {
    previous: "Previous image of {label}",
    next: "Next image of {label}",
    show: "Show image {index} of {count}",
  },
  showcase: { pricing: "Contact for Pricing" },
  partnerSince: { before: "Partner since ", after: "" },
  featuresCarousel: "{title}: highlights",
  contact: {
    subject: "{brand} enquiry",
    mail: "Contact Us",
    portal: "Dealer Portal",
  },
} satisfies BrandPageLabels;
