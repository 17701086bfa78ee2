import { site } from "../company.server";
import { heroPoster, illustration, makerSite } from "./helpers";
import type { BrandPage } from "./types";
import { brochures } from "../downloads.server";

const slug = "pevino";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/**
 * The PeVino page (spec 2.8: badge 'Refined Danish Design', heading 'PeVino / Danish Wine
 * Cabinets', an embedded player whose mute toggle reloads it, and the 'Design Excellence'
 * product section).
 */
export const pevinoPage = {
  slug,
  meta: {
    title: "PeVino: Danish wine cabinets",
    description:
      "PeVino wine cabinets with refined Danish design: precise temperature control, premium materials and elegant lighting, in the Netherlands and Germany.",
    keywords: ["PeVino", "wine cabinet", "wine fridge", "Danish design", "built-in", "freestanding", "multi-zone"],
  },
  hero: {
    badge: "Refined Danish Design",
    title: "PeVino",
    subtitle: "Danish Wine Cabinets",
    intro:
      "Wine cabinets for people who want their collection kept perfectly and seen beautifully: calm Danish lines, fine materials and light that shows every label.",
    media: {
      kind: "embed",
      poster: heroPoster(slug, 70),
      // ID of the PeVino brand film on the video service of content/company/embeds.yml,
      // loaded only after consent. Like the company identity in content/company/details.yml
      // (PRODUCT.md 5) this is a placeholder until the company names its film: set it here or with
      // PUBLIC_PEVINO_VIDEO_ID at build time.
      videoId: import.meta.env.PUBLIC_PEVINO_VIDEO_ID || "pevinoFilm1",
      name: "PeVino: Danish wine cabinets",
      description: "The PeVino brand film: Danish wine cabinets in the home.",
    },
  },
  showcase: {
    title: "PeVino Wine Cabinets",
    paragraphs: [
      "A PeVino cabinet is made to be part of the room. Its proportions, door and handle are drawn with the restraint Danish furniture is known for, while inside, quiet cooling holds each zone to within a degree.",
      "Shelves, zones and sizes can be combined to suit a collection, from a compact built-in cabinet in the kitchen to a pair of tall cabinets flanking a dining room wall.",
    ],
    listTitle: "Design Excellence",
    list: [
      "Danish design philosophy",
      "Premium materials and finishes",
      "Precise temperature control",
      "Multiple storage configurations",
      "Elegant interior lighting",
    ],
    image: img("showcase", "A tall wine cabinet with a bronze frame, its interior lit softly over rows of bottles"),
    pricingSubject: "PeVino pricing request",
    brochure: { href: brochures.pevino, label: "Download Brochure" },
  },
  categories: {
    title: "PeVino Product Categories",
    intro: "Three ways to give a collection its place.",
    items: [
      {
        name: "Built-in Wine Cabinets",
        description: "Cabinets for a kitchen column or under the worktop, flush with the furniture around them.",
        images: [img("built-in", "A built-in wine cabinet set flush into a wooden kitchen wall")],
        link: { href: maker },
      },
      {
        name: "Freestanding Wine Cabinets",
        description: "Cabinets finished on every side, to stand in a dining room, a hallway or an office.",
        images: [img("freestanding", "A freestanding wine cabinet with a slim dark frame beside a dining table")],
        link: { href: maker },
      },
      {
        name: "Multi-Zone Wine Cabinets",
        description: "Two or three independent zones, so reds, whites and sparkling wines each rest at their own temperature.",
        images: [img("multi-zone", "A wine cabinet with three lit zones, each holding a different kind of wine")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Our Story",
    paragraphs: [
      "PeVino comes from Denmark, where good design is expected of everyday things. Its wine cabinets start from that idea: an appliance you look at every day should be a pleasure to look at.",
      "Behind the glass, the technology is just as considered, with stable temperatures, low vibration and gentle humidity for wine that will be kept for years.",
    ],
    partnership: {
      title: `Partnership with ${site.name}`,
      paragraphs: [
        "We introduce PeVino to the Netherlands and Germany through selected kitchen and interior dealers.",
        "Our team helps choose sizes and zones, and looks after delivery, installation and service.",
      ],
    },
  },
  features: {
    title: "Why Choose PeVino",
    intro: "What makes a PeVino cabinet worth its place in the room.",
    items: [
      {
        icon: "sparkles",
        title: "Danish Design",
        description: "Calm lines and careful proportions that suit a living space, not only a kitchen.",
      },
      {
        icon: "thermometer",
        title: "Precise Temperature",
        description: "Each zone holds its temperature steadily, the first condition for ageing wine well.",
      },
      {
        icon: "award",
        title: "Premium Materials",
        description: "Fine finishes, solid shelves and tinted, UV-filtering glass.",
      },
      {
        icon: "star",
        title: "Elegant Lighting",
        description: "Soft interior light that shows the collection without warming it.",
      },
    ],
  },
  contact: {
    title: "Get In Touch",
    text: "Would you like a PeVino cabinet in your home, or to show PeVino in your showroom? We are glad to help.",
  },
} satisfies BrandPage;
