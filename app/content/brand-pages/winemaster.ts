import { winemasterPartnershipYear } from "../brands";
import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "winemaster";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/**
 * The Winemaster page (spec 2.8: hero 'Leading Wine Cellar Systems', a direct video file,
 * six product cards, 'The Winemaster Legacy' and four highlights).
 */
export const winemasterPage = {
  slug,
  meta: {
    title: "Winemaster: wine cellar climate systems",
    description:
      "Winemaster climate units for wine cellars up to 100 m³, made in Alsace since 1984. Official distributor in the Netherlands: advice, installation and service.",
    keywords: ["Winemaster", "wine cellar", "cellar conditioning", "climate control", "humidity", "wine room", "Alsace"],
  },
  hero: {
    badge: "Since 1984 · Made in Alsace",
    title: "Winemaster",
    subtitle: "Leading Wine Cellar Systems",
    intro:
      "A cellar that stays at the right temperature and humidity all year, whatever the weather outside. Winemaster units have done that for wine lovers and professionals for more than 40 years.",
    media: {
      kind: "video",
      poster: heroPoster(slug),
      sources: loopVideo(slug),
      name: "Winemaster: the quiet cellar",
      description: "A short looping film of light moving slowly through a vaulted wine cellar, the backdrop of the Winemaster brand page.",
    },
  },
  categories: {
    title: "Winemaster Product Categories",
    intro: "Climate systems and storage for every kind of cellar, from a converted cupboard to a restaurant's wine room.",
    items: [
      {
        name: "Wine Cabinet Collection",
        description: "Cabinets for ageing and serving, for collectors who want cellar conditions without building a cellar.",
        images: [img("wine-cabinet-collection", "Two tall wine cabinets side by side, one for ageing and one for serving")],
        link: { href: maker },
      },
      {
        name: "Climate Control Systems",
        description:
          "Cellar conditioning units that cool, heat and humidify, with models for cellars of up to 25, 50 and 100 cubic metres.",
        images: [img("climate-control", "A through-the-wall cellar climate unit with a temperature and humidity display")],
        link: { href: maker },
      },
      {
        name: "Wine Cellar Solutions",
        description: "Complete cellar projects: insulation advice, the right unit for the volume, and racking that uses every wall.",
        images: [img("wine-cellar", "A vaulted wine cellar with racks along the walls and a climate unit above the door")],
        link: { href: maker },
      },
      {
        name: "Commercial Wine Storage",
        description: "Reliable climate for restaurants, wine shops and hotels, where a failing cellar costs more than wine.",
        images: [img("commercial-storage", "A restaurant wine room with glass doors, racks and a split climate unit")],
        link: { href: maker },
      },
      {
        name: "Custom Wine Rooms",
        description: "Glass-walled wine rooms and cellars under the stairs, with split units that keep the machinery out of sight.",
        images: [img("custom-wine-room", "A glass wine room built under a staircase, lit bottles on wall racks")],
        link: { href: maker },
      },
      {
        name: "Wine Preservation Systems",
        description: "Humidity control and air filtration that protect corks and labels and keep off-odours away from the wine.",
        images: [img("preservation", "A humidity and air filter module beside wine bottles, with a hygrometer reading 70%")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Our Story",
    paragraphs: [
      "Winemaster was founded in 1984 in Alsace, a wine region that knows what a cellar needs: a steady temperature, the right humidity, clean air and no vibration. Its climate units were built to give any room those conditions.",
      "Four decades on, the same French wine expertise and Alsatian manufacturing stand behind every unit, from small cabinets to systems for cellars of 100 cubic metres.",
    ],
    partnership: {
      title: `Partnership with ${site.name}`,
      paragraphs: [
        "We are the official Winemaster distributor in the Netherlands. We size each system to the cellar, install it with our partners and service it for the years that follow.",
        "Thermocold cellar projects use Winemaster units too, so one team can look after the room and its climate.",
      ],
      // The brand record says 2015; this page shows 2004 (spec 1; PRODUCT.md 2).
      since: winemasterPartnershipYear,
    },
  },
  heritage: {
    title: "The Winemaster Legacy",
    intro: "Forty years of French expertise in one question: how to keep wine at its best.",
    stats: [
      { value: "40+", label: "Years of experience" },
      { value: "1984", label: "Founded in Alsace" },
      { value: "NL", label: "Official distributor in the Netherlands" },
    ],
    paragraphs: [
      "Since 1984 Winemaster has made cellar climate its only business. Its units hold temperature to within about a degree and keep humidity where corks stay supple, in cellars of up to 100 cubic metres.",
      "As the official distributor in the Netherlands, we bring that experience to Dutch homes, restaurants and wine merchants, with advice in Dutch and service close by.",
    ],
  },
  features: {
    title: "Why Choose Winemaster",
    intro: "Four reasons Winemaster is trusted with some of the best cellars.",
    items: [
      {
        icon: "award",
        title: "40+ Years Experience",
        description: "Cellar climate specialists since 1984, with the know-how of a great wine region.",
      },
      {
        icon: "globe",
        title: "Worldwide Trusted",
        description: "Units at work in private and professional cellars around the world.",
      },
      {
        icon: "sparkles",
        title: "Innovation Leader",
        description: "Cooling, heating and humidity control combined in quiet, efficient units.",
      },
      {
        icon: "users",
        title: "Expert Support",
        description: "Sizing, installation and service from the official Dutch distributor.",
      },
    ],
  },
  contact: {
    title: "Get In Touch",
    text: "Tell us the size of your cellar or wine room, and we will recommend the Winemaster system that suits it.",
  },
} satisfies BrandPage;
