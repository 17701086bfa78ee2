import type { IconName } from "../lib/icon-names";
import type { ResponsiveImage } from "../lib/responsive-image";
import type { NavLink } from "./navigation";

/**
 * The shape of the home page's copy (spec 2.3), section by section, in page order. The copy
 * is content/home/home.yml, read and checked by ./i18n/pages.server.ts with the
 * schema in ./home.schema.server.ts; `{name}` placeholders are filled by the page, the
 * company's values (`{companyName}`, `{portalLogin}`, `{officeHours}`, …) by the loader.
 * Images: generated art is `{ src, widths, width, height }` (files `${src}-${w}.avif|webp`,
 * made by tools/build-images.ts); to use a photo instead, give a single file's path with
 * its width and height and drop `widths`.
 */

export interface HomeImage extends ResponsiveImage {
  alt: string;
}

interface Stat {
  value: string;
  label: string;
}

export interface Showcase {
  id: string;
  brandSlug: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  image: HomeImage;
  /** A short silent loop played over the image; `largeOnly` plays it only from 1024 px up. */
  video?: { webm: string; mp4: string; label: string; largeOnly?: boolean };
  explore: NavLink;
  contact: NavLink;
  /** Dealer prices live in the portal (spec 2.3: Norcool's price-login button). */
  priceLogin?: NavLink;
  /** Dark or light band. */
  tone: "light" | "dark";
}

export interface Finish {
  /** Spec 3: custom, stainless, black. */
  id: "custom" | "stainless" | "black";
  name: string;
  image: HomeImage;
  /** Swatch colour. */
  color: string;
  description: string;
}

interface WhyChooseUs {
  eyebrow: string;
  title: string;
  intro: string;
  cards: { icon: IconName; title: string; text: string }[];
  link: NavLink;
}

interface Dryer {
  name: string;
  tagline: string;
  description: string;
  image: HomeImage;
  features: string[];
  /** The product's page on the maker's site (opens in a new tab). */
  link: string;
}

export interface HomeContent {
  meta: {
    title: string;
    description: string;
    keywords: string[];
  };
  hero: {
    eyebrow: string;
    title: string;
    intro: string;
    dealerLogin: NavLink;
    becomeDealer: NavLink;
    explore: NavLink;
    stats: Stat[];
    image: HomeImage;
    imageSizes: string;
    imageBackdropFrom: string;
  };
  brands: {
    eyebrow: string;
    title: string;
    intro: string;
    partnerSince: string;
    cardLink: string;
    flags: string;
    flag: string;
  };
  showcases: Record<"norcool" | "thermocold" | "nimo" | "winemaster", Showcase>;
  showcaseLabels: {
    aboutBrand: string;
    pause: string;
    group: string;
  };
  configurator: {
    eyebrow: string;
    title: string;
    intro: string;
    legend: string;
    finishLabel: string;
    finishes: [Finish, Finish, Finish];
    demoVideo: {
      path: string;
      title: string;
      button: string;
      close: string;
      failed: string;
    };
    featuresTitle: string;
    features: {
      title: string;
      text: string;
    }[];
  };
  whyChooseUs: WhyChooseUs;
  dryingSeries: {
    eyebrow: string;
    title: string;
    intro: string;
    detailsLabel: string;
    detailsNote: string;
    products: [Dryer, Dryer, Dryer];
    allLink: NavLink;
  };
  about: {
    eyebrow: string;
    title: string;
    intro: string;
    stats: (Stat & { text: string })[];
    mission: string;
    missionQuote: string;
    missionBy: string;
    figuresLabel: string;
    valuesTitle: string;
    values: {
      title: string;
      text: string;
    }[];
    link: NavLink;
  };
  contact: {
    eyebrow: string;
    title: string;
    intro: string;
    detailsTitle: string;
    office: string;
    country: string;
    phone: string;
    email: string;
    technical: string;
    hoursTitle: string;
    hours: {
      days: string;
      time: string;
    }[];
    mapTitle: string;
    mapFrame: string;
    mapPoster: string;
    formTitle: string;
  };
  dealers: {
    eyebrow: string;
    title: string;
    intro: string;
    totalLabel: string;
    tierText: {
      A: string;
      B: string;
      C: string;
    };
    tier: string;
    count: {
      one: string;
      other: string;
    };
    locator: NavLink;
    join: NavLink;
  };
  news: {
    eyebrow: string;
    title: string;
    intro: string;
    all: NavLink;
    empty: string;
  };
}
