import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "winefit";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** The Winefit page (spec 2.8: six categories; own illustrations instead of the spec's placeholder images). */
export const winefitPage = {
  slug,
  meta: {
    title: "Winefit: wine dispensing and preservation",
    description:
      "Winefit dispensing systems and preservation technology serve wine by the glass without waste, for restaurants, wine bars, hotels and homes in the Netherlands.",
    keywords: ["Winefit", "wine dispenser", "wine preservation", "by the glass", "wine bar", "restaurant", "hospitality"],
  },
  hero: {
    badge: "Wine Dispensing & Preservation",
    title: "Winefit",
    subtitle: "Every Glass as Fresh as the First",
    intro:
      "Open a bottle today and pour the last glass weeks from now, just as good. Winefit systems keep opened wine under protective gas and serve it at the right temperature, one measured glass at a time.",
    media: {
      kind: "video",
      poster: heroPoster(slug, 66),
      sources: loopVideo(slug),
      name: "Winefit: wine by the glass",
      description: "A short looping film of soft light over a row of wine bottles, the backdrop of the Winefit brand page.",
    },
  },
  categories: {
    title: "Winefit Product Categories",
    intro: "Everything needed to serve wine by the glass: from a single dispenser at home to a full bar installation.",
    items: [
      {
        name: "Dispensing Systems",
        description:
          "Dispensers for two to eight bottles that pour a measured glass at the touch of a button, with each bottle at its own serving temperature.",
        images: [img("dispensing-system", "A wine dispenser holding four bottles, a glass being filled under one of the spouts")],
        link: { href: maker },
      },
      {
        name: "Preservation Technology",
        description:
          "Inert gas replaces the wine that is poured, so no oxygen reaches the bottle and an opened wine keeps its aroma for weeks.",
        images: [img("preservation", "A wine bottle under a protective gas cap, with a small gas cylinder beside it")],
        link: { href: maker },
      },
      {
        name: "Commercial Wine Solutions",
        description:
          "Bar and restaurant set-ups that widen the by-the-glass list without waste, with portion control that makes every glass count.",
        images: [img("commercial", "A bar counter with a row of wine dispensers and glasses ready for service")],
        link: { href: maker },
      },
      {
        name: "Storage Systems",
        description: "Temperature-controlled storage for the bottles waiting their turn, sized to sit beside or below the dispensers.",
        images: [img("storage", "A temperature-controlled storage cabinet with bottles lying on its shelves")],
        link: { href: maker },
      },
      {
        name: "Smart Wine Technology",
        description:
          "Connected dispensers report what was poured and how much is left, so stock, prices and portions can be managed from a screen.",
        images: [img("smart-technology", "A tablet showing pour statistics beside a connected wine dispenser")],
        link: { href: maker },
      },
      {
        name: "Accessories",
        description:
          "Gas cylinders, spouts, drip trays, cleaning kits and glassware: the parts that keep a dispensing system running day after day.",
        images: [img("accessories", "Wine accessories laid out: a gas cylinder, a spout, a drip tray and a wine glass")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Our Story",
    paragraphs: [
      "Every restaurant knows the problem: a guest asks for a glass of the good wine, and the rest of the bottle has to be sold tonight or poured away. Winefit was built to end that choice.",
      "By protecting opened bottles and pouring exact measures, its systems let hosts offer more wines by the glass with less waste, and let wine lovers at home open a special bottle for a single glass.",
    ],
    partnership: {
      title: `Partnership with ${site.name}`,
      paragraphs: [
        "We supply Winefit in the Netherlands, help plan installations for bars and restaurants, and deliver gas and parts.",
        "Our team trains staff on the system so it is used well from the first evening.",
      ],
    },
  },
  features: {
    title: "Why Choose Winefit",
    intro: "Four ways Winefit changes how wine is served.",
    items: [
      {
        icon: "wine",
        title: "No Waste by the Glass",
        description: "Open any bottle for a single glass; the rest keeps for later.",
      },
      {
        icon: "clock",
        title: "Fresh for Weeks",
        description: "Protective gas keeps oxygen away from opened wine, glass after glass.",
      },
      {
        icon: "thermometer",
        title: "Right Temperature",
        description: "Each bottle is held and served at its own ideal temperature.",
      },
      {
        icon: "users",
        title: "Made for Hospitality",
        description: "Portion control and pour data that help a wine list pay for itself.",
      },
    ],
  },
  contact: {
    title: "Get In Touch",
    text: "Want to pour more wines by the glass? Tell us about your bar, restaurant or home, and we will suggest a Winefit set-up.",
  },
} satisfies BrandPage;
