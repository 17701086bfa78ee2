import { formatTimeRange } from "../lib/format-time";
import type { IconName } from "../lib/icon-names";
import type { ResponsiveImage } from "../lib/responsive-image";
import { claims, companyTexts, officeHours, site } from "./company.server";
import type { NavLink } from "./navigation";

/**
 * Every text, number, link and image of the home page (spec 2.3), section by section.
 * Images: generated art is `{ src, widths, width, height }` (files `${src}-${w}.avif|webp`,
 * made by scripts/build-images.ts); to use a photo instead, give a single file's path with
 * its width and height and drop `widths`. Checked at build by ./validate.server.ts.
 * Translations sit beside it (`home.nl.ts`, …); `{name}` placeholders are filled by the page.
 * Long because the home page has a dozen sections and an editor finds them in one place,
 * in page order; it holds data only.
 */

export interface HomeImage extends ResponsiveImage {
  alt: string;
}

interface Stat {
  value: string;
  label: string;
}

const art = (name: string, width: number, height: number, alt: string, widths = [480, 800, 1200]): HomeImage => ({
  src: `/images/home/${name}`,
  widths,
  width,
  height,
  alt,
});

/** Title, description and keywords of the home page (its metadata and the search index). */
const homeMeta = {
  title: `${site.name}: premium home and kitchen appliances for the Benelux and Germany`,
  description:
    "Importer and distributor of Norcool, Thermocold, NIMO, Winefit, PeVino and Winemaster: premium cooling, wine storage, climate control and drying cabinets, with dealers and local support in the Benelux and Germany.",
  keywords: [
    "premium appliances",
    "importer",
    "distributor",
    "wine cabinets",
    "drawer fridges",
    "drying cabinets",
    "wine cellar climate",
    "Benelux",
    "Germany",
    "dealers",
  ],
};

/** Hero (anchor `home`). */
const hero = {
  eyebrow: "Import & distribution · Benelux & Germany",
  title: "Premium appliances from Europe's specialist makers",
  intro:
    "We import and distribute six premium brands of cooling, wine storage, climate control and drying cabinets, and stand behind the dealers, kitchen studios and homeowners who choose them.",
  dealerLogin: { label: "Dealer Login", to: site.portal.login, external: true },
  becomeDealer: { label: "Become a Dealer", to: site.portal.register, external: true },
  explore: { label: "Explore our Brands", to: "#brands" },
  // Spec 2.3: the three hero stats.
  stats: [
    { value: claims.yearsExperience, label: "Years of Combined Experience" },
    { value: "Benelux & Germany", label: "Regional Coverage" },
    { value: "Premium", label: "Brand Portfolio" },
  ],
  image: art("hero-kitchen", 1600, 1000, "", [480, 768, 1024, 1440, 1920]),
  /**
   * How wide the hero image is drawn: behind the text at full width from 768 px, where it
   * is preloaded; on phones it follows the text, so the headline paints first.
   */
  imageSizes: "(min-width: 768px) 100vw, calc(100vw - 2rem)",
  imageBackdropFrom: "(min-width: 768px)",
} satisfies {
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

/** Brands (anchor `brands`); the cards themselves come from ./brands.ts. */
const brandsSection = {
  eyebrow: "Our brands",
  title: "Six specialists, one partner",
  intro:
    "Each brand leads its field, from Scandinavian refrigeration to French cellar climate. We import, stock and support every one of them, so dealers and their customers deal with one team.",
  partnerSince: "Partner since",
  cardLink: "Discover",
  /** Spec 3: a card's flags, named for screen readers, and each flag's tooltip. */
  flags: "Countries where {distributor} serves {brand}",
  flag: "{distributor} serves {brand} in {country}",
};

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

/** What screen readers hear on every showcase. */
const showcaseLabels = {
  /** After a link label that does not name the brand ("Learn More"); starts with its own space. */
  aboutBrand: " about {brand}",
  /** The loop video's pause button; `{label}` describes the animation. */
  pause: "Pause animation: {label}",
  /** Names the group of the four showcases for screen readers. */
  group: "Our brands up close",
};

/** Brand showcases (spec 2.3), shown together by app/components/sections/home/showcases.tsx. */
const showcases = {
  norcool: {
    id: "norcool-showcase",
    brandSlug: "norcool",
    eyebrow: "Norcool · Scandinavian cooling",
    title: "Cooling that disappears into the kitchen",
    text: "Norcool's drawer fridges, corner fridges and wine cabinets are built into the cabinetry instead of standing beside it. Drawers open where you need them, at the island, the bar or the pantry, and keep food and wine at exactly the right temperature.",
    points: [
      "Under-counter drawers and corner solutions",
      "Built-in and freestanding wine cabinets",
      "Backed by a group active in 100+ countries",
    ],
    image: art("showcase-norcool", 1080, 720, "A kitchen run in oak with a stainless steel two-drawer fridge built in under the worktop"),
    video: {
      webm: "/videos/home/norcool-drawer.webm",
      mp4: "/videos/home/norcool-drawer.mp4",
      label: "Animation: the top drawer of the fridge slides open and closes again",
    },
    explore: { label: "Explore Norcool", to: "/brands/norcool" },
    priceLogin: { label: "Log in for dealer prices", to: site.portal.login, external: true },
    contact: { label: "Contact Us", to: "#contact" },
    tone: "light",
  },
  thermocold: {
    id: "thermocold-showcase",
    brandSlug: "thermocold",
    eyebrow: "Thermocold · Climate control",
    title: "Cold rooms and wine rooms, built to measure",
    text: "From a walk-in cold store for a restaurant to a glass-fronted wine room in a private home, Thermocold designs the insulation, cooling and doors as one system, and our technicians install it across the Benelux and Germany.",
    points: ["Cold storage rooms and custom wine rooms", "Cooling units sized to the room", "Installation and service by our own team"],
    image: art("showcase-thermocold", 1200, 900, "A wine room behind a steel-framed glass wall, its racks lit warmly under a cooling unit"),
    explore: { label: "Learn More", to: "/brands/thermocold" },
    contact: { label: "Request Information", to: "/contact" },
    tone: "dark",
  },
  nimo: {
    id: "nimo-showcase",
    brandSlug: "nimo",
    eyebrow: "NIMO · Swedish drying cabinets",
    title: "Dry by morning, gently",
    text: "A NIMO drying cabinet dries workwear, ski clothes and wet boots overnight with warm, moving air, using far less energy than a tumble dryer and without shrinking or wearing the fabric. Made in Sweden since 1980.",
    points: [
      "Over 40 years of Swedish manufacturing",
      "For homes, hotels, schools and workplaces",
      "Gentle on fabrics, frugal with energy",
    ],
    image: art("showcase-nimo", 1200, 900, "A bright boot room with an open white drying cabinet holding two jackets"),
    video: {
      webm: "/videos/home/nimo-drying.webm",
      mp4: "/videos/home/nimo-drying.mp4",
      label: "Animation: warm air rises through the drying cabinet",
      largeOnly: true,
    },
    explore: { label: "Explore NIMO", to: "/brands/nimo" },
    contact: { label: "Contact Us", to: "#contact" },
    tone: "light",
  },
  winemaster: {
    id: "winemaster-showcase",
    brandSlug: "winemaster",
    eyebrow: "Winemaster · Cellar climate since 1984",
    title: "The right climate for every bottle",
    text: "Winemaster's climate units hold a cellar at a steady temperature and humidity all year, for cellars of up to 100 cubic metres. Built in Alsace by people who know wine, they are quiet, precise and made to last.",
    points: ["Models for cellars up to 100 m³", "Temperature and humidity in one unit", "100% Alsatian manufacturing"],
    image: art("showcase-winemaster", 1200, 900, "A vaulted brick cellar with wine racks, a barrel and a climate unit on the wall"),
    explore: { label: "Learn More", to: "/brands/winemaster" },
    contact: { label: "Request Information", to: "/contact" },
    tone: "dark",
  },
} satisfies Record<string, Showcase>;

export interface Finish {
  /** Spec 3: custom, stainless, black. */
  id: "custom" | "stainless" | "black";
  name: string;
  image: HomeImage;
  /** Swatch colour. */
  color: string;
  description: string;
}

/** Norcool finish configurator (spec 2.3). The first option is where it starts. */
const configurator = {
  eyebrow: "Norcool drawer fridge",
  title: "Choose your finish",
  intro: "The same drawer fridge, three ways to fit your kitchen. Pick a finish to see it in place.",
  legend: "Finish",
  /** `{name}`: a finish, before its description. */
  finishLabel: "{name}:",
  finishes: [
    {
      id: "custom",
      name: "Custom Panels",
      image: art("finish-custom", 720, 540, "The drawer fridge with oak panels matching the kitchen cabinets around it"),
      color: "#b98d5d",
      description: "Fronts made to take your own kitchen panels, so the fridge disappears into the cabinetry.",
    },
    {
      id: "stainless",
      name: "Stainless Steel",
      image: art("finish-stainless", 720, 540, "The drawer fridge in brushed stainless steel between oak cabinets"),
      color: "#c9cfd5",
      description: "Brushed stainless steel with a fingerprint-resistant coating, for a professional look.",
    },
    {
      id: "black",
      name: "Matte Black",
      image: art("finish-black", 720, 540, "The drawer fridge in matte black between oak cabinets"),
      color: "#1d2125",
      description: "A deep matte black that sets off light woods and stone, and hides everyday marks.",
    },
  ] satisfies [Finish, Finish, Finish],
  /** The custom-panel demo: a file on the external media host (embeds.demoVideoOrigin). */
  demoVideo: {
    path: "/norcool/custom-panel-installation.mp4",
    title: "Norcool custom panel installation demo",
    button: "Watch the panel demo",
    close: "Back to the image",
    failed: "The demo video could not be loaded. Please try again later.",
  },
  featuresTitle: "Key features",
  // Spec 2.3: the four key features.
  features: [
    { title: "Energy Class A+++", text: "Among the most efficient refrigeration on the market." },
    { title: "Drawer opening system", text: "Full-extension drawers on soft-close runners." },
    { title: "LED lighting", text: "Cool, even light that shows every bottle and tray." },
    { title: "Whisper-quiet operation", text: "Quiet enough for open-plan living spaces." },
  ],
};

interface WhyChooseUs {
  eyebrow: string;
  title: string;
  intro: string;
  cards: { icon: IconName; title: string; text: string }[];
  link: NavLink;
}

/** Why choose us carousel (spec 2.3: three cards and a link to /become-dealer). */
const whyChooseUs: WhyChooseUs = {
  eyebrow: "Why choose us",
  title: "A partner, not just a supplier",
  intro: "Dealers and kitchen studios work with us because we make specialist brands easy to sell and easy to live with.",
  cards: [
    {
      icon: "globe",
      title: "European Specialties",
      text: "Brands that lead their niche, from Scandinavia, Denmark and France, many of them available in the Benelux and Germany only through us.",
    },
    {
      icon: "star",
      title: "Quality Selection",
      text: "A brand joins our portfolio only when its products, its service and its people meet our standard. We would rather carry six brands well than sixty badly.",
    },
    {
      icon: "wrench",
      title: "Local Support",
      text: "Stock, spare parts and technicians in the Netherlands, product training for dealers and a service desk that answers in Dutch, English or German.",
    },
  ],
  link: { label: "Become a dealer partner", to: "/become-dealer" },
};

interface Dryer {
  name: string;
  tagline: string;
  description: string;
  image: HomeImage;
  features: string[];
  /** The product's page on the maker's site (opens in a new tab). */
  link: string;
}

/** Professional drying-cabinet series (spec 2.3). */
const dryingSeries = {
  eyebrow: "NIMO professional series",
  title: "Drying cabinets for every wardrobe",
  intro:
    "Three cabinets for three kinds of use, all made in Sweden and all drying with warm, circulating air instead of heat and tumbling.",
  detailsLabel: "Details on the NIMO site",
  /** `{name}`: the product, read after the link's label. */
  detailsNote: ": {name}",
  products: [
    {
      name: "Eco Dryer 2.0",
      tagline: "The energy saver",
      description: "Our most efficient cabinet, with an eco mode that recirculates warm air for busy households and offices.",
      image: {
        src: "/images/home/dryer-eco.svg",
        width: 400,
        height: 500,
        alt: "Eco Dryer 2.0, a tall white drying cabinet with a leaf symbol on its control panel",
      },
      features: ["Eco mode with heat recovery", "Timer up to 6 hours", "Room for a full family's outdoor wear"],
      link: "https://www.nimo.se",
    },
    {
      name: "Sensor Dryer",
      tagline: "Stops when it is dry",
      description: "A humidity sensor follows the drying and ends the cycle as soon as the load is dry, so no energy is wasted.",
      image: {
        src: "/images/home/dryer-sensor.svg",
        width: 400,
        height: 500,
        alt: "Sensor Dryer, a tall white drying cabinet with a humidity display",
      },
      features: ["Humidity sensor with automatic stop", "Display of the drying progress", "Ideal for workwear and sports clubs"],
      link: "https://www.nimo.se",
    },
    {
      name: "Easy Dryer",
      tagline: "Simple and compact",
      description: "A lower cabinet with a single dial, for hallways, utility rooms and holiday homes where space is tight.",
      image: {
        src: "/images/home/dryer-easy.svg",
        width: 400,
        height: 500,
        alt: "Easy Dryer, a compact white drying cabinet with a single dial",
      },
      features: ["One-dial operation", "Compact height for small rooms", "Quiet fan, gentle on fabrics"],
      link: "https://www.nimo.se",
    },
  ] satisfies [Dryer, Dryer, Dryer],
  allLink: { label: "All NIMO drying cabinets", to: "/brands/nimo" },
};

/** About (anchor `about`): stat carousel, mission quote and values (spec 2.3). */
const aboutSection = {
  eyebrow: "About us",
  title: "Specialists in specialist appliances",
  intro:
    "We began because some of Europe's best cooling, wine and drying products were hard to buy and harder to service in the Netherlands. Today we bring them to kitchens, wine rooms and workplaces across four countries, and we stay with them after installation.",
  // Spec 2.3: 25+ years, 4 countries, 6 brands.
  stats: [
    {
      value: claims.yearsExperience,
      label: "Years of experience",
      text: "Combined experience of our team in appliances, wine storage and climate control.",
    },
    {
      value: String(claims.countriesServed),
      label: "Countries",
      text: "The Netherlands, Belgium, Luxembourg and Germany, served from our office in the Netherlands.",
    },
    {
      value: String(claims.brandCount),
      label: "Premium brands",
      text: "Norcool, Thermocold, NIMO, Winefit, PeVino and Winemaster, each chosen for what it does best.",
    },
  ],
  mission:
    "To make Europe's finest specialist appliances easy to choose, buy and live with, by pairing a carefully chosen portfolio with expert advice and dependable local support.",
  /** `{mission}`: the mission in quotation marks. */
  missionQuote: "“{mission}”",
  missionBy: "Our mission",
  /** Names the carousel of figures for screen readers. */
  figuresLabel: "Our figures",
  valuesTitle: "What we stand for",
  values: [
    { title: "Quality over quantity", text: "Few brands, known thoroughly." },
    { title: "Partnership", text: "Dealers are partners: we share knowledge, leads and solutions." },
    { title: "Support that lasts", text: "Parts, warranty and service long after the invoice." },
    { title: "Honest advice", text: "The right appliance for the room, not the most expensive one." },
  ],
  link: { label: "More about us", to: "/about" },
};

/** Contact (anchor `contact`). Details come from the company's (content/company/details.yml). */
const contactSection = {
  eyebrow: "Contact",
  title: "Let's talk about your project",
  intro: "Questions about a brand, a quote for a project or help with an appliance you own: send us a message or call during office hours.",
  detailsTitle: "Contact details",
  office: "Office",
  country: companyTexts.en.country,
  phone: "Phone",
  email: "E-mail",
  technical: "Service and technical questions",
  hoursTitle: "Business hours",
  // Spec 2.3: Mon-Fri 9:00-17:00, weekend closed (the times: content/company/details.yml).
  hours: [
    { days: "Monday – Friday", time: formatTimeRange(officeHours.weekdays, "en") },
    { days: "Saturday – Sunday", time: "Closed" },
  ],
  mapTitle: "Our office on the map",
  /** The map's frame: `{title}` is mapTitle, then the office's street and city. */
  mapFrame: "{title}: {street}, {city}",
  /** Local picture shown until the visitor loads the map. */
  mapPoster: "/images/home/office-map.svg",
  formTitle: "Send us a message",
};

/**
 * Dealer network (anchor `dealers`, spec 2.3). The counts and tier names come from the
 * dealer list (./dealers.ts: 54 dealers, tiers A 2, B 2, C 50); this adds the words.
 */
const dealersSection = {
  eyebrow: "Dealer network",
  title: "Find our brands near you",
  intro:
    "Our brands are sold and installed by selected dealers and kitchen studios who know the products and are trained by us. Find the nearest one on the dealer map, or join the network yourself.",
  totalLabel: "Dealers in the Netherlands",
  tierText: {
    A: "Full showroom of our brands and the widest stock.",
    B: "Trained on every brand, with display models.",
    C: "Advice, ordering and installation near you.",
  },
  /** Read before a tier's name, and after its count of dealers (starts with its own space). */
  tier: "Tier {tier}: ",
  count: { one: " dealer", other: " dealers" },
  locator: { label: "Find a dealer", to: "/brands/norcool#dealers" },
  join: { label: "Become a dealer", to: "/become-dealer" },
};

/** News (anchor `news`); the cards come from the articles in ./news. */
const newsSection = {
  eyebrow: "News",
  title: "Latest news",
  intro: "New products, market trends and stories from our brands.",
  all: { label: "All news", to: "/news" },
  empty: "New articles are on their way. Check back soon.",
};

/**
 * The whole page's copy, handed to the page by its loader: the text then travels once in
 * the built HTML (and its data) instead of also in the page's JavaScript, which keeps the
 * home page within its script budget. Components import only the types.
 */
export const homeContent = {
  meta: homeMeta,
  hero,
  brands: brandsSection,
  showcases,
  showcaseLabels,
  configurator,
  whyChooseUs,
  dryingSeries,
  about: aboutSection,
  contact: contactSection,
  dealers: dealersSection,
  news: newsSection,
};

export type HomeContent = typeof homeContent;
