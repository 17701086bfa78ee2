import { site } from "../company.server";
import { heroPoster, illustration, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "thermocold";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** The Thermocold page (spec 2.8: six categories incl. the Winemaster sub-brand card; a still image, no video). */
export const thermocoldPage = {
  slug,
  meta: {
    title: "Thermocold: cold rooms and wine cellar climate control",
    description:
      "Thermocold cold storage rooms, custom wine rooms, cooling units and cold room doors, designed and installed across the Benelux and Germany.",
    keywords: ["Thermocold", "cold room", "cold storage", "wine room", "wine cellar", "cooling unit", "cold room door"],
  },
  hero: {
    badge: "Climate Control Specialists",
    title: "Thermocold",
    subtitle: "Cold Rooms & Wine Cellars",
    intro:
      "From a walk-in cold store for a restaurant to a glass-walled wine room at home: Thermocold designs the room, the cooling and the doors as one system, and we install it across the Benelux and Germany.",
    media: { kind: "image", poster: heroPoster(slug, 55) },
  },
  categories: {
    title: "Thermocold Product Categories",
    intro: "Rooms, cooling and doors that are specified together, so temperature and humidity stay where they should.",
    items: [
      {
        name: "Cold Storage Rooms",
        description:
          "Insulated walk-in rooms built from panels to the size of the space, for restaurants, shops, caterers and food producers.",
        images: [img("cold-storage-room", "A walk-in cold storage room with insulated panels and stacked crates on shelving")],
        link: { href: maker },
      },
      {
        name: "Custom Wine Rooms",
        description:
          "Wine rooms designed around the collection and the house, often with glass walls, with cooling sized for the room's volume and the bottles it will hold.",
        images: [img("custom-wine-room", "A glass-walled wine room with floor-to-ceiling racks of bottles")],
        link: { href: maker },
      },
      {
        name: "Corner Fridges",
        description: "Refrigerators that make use of the corner of an L-shaped kitchen, for homes where every cabinet has to work.",
        images: [img("corner-fridge", "A corner fridge in the angle of a kitchen, door open on round shelves")],
        link: { href: maker },
      },
      {
        name: "Winemaster Wine Cellar Systems",
        description:
          "Thermocold's cellar projects often use Winemaster climate units from France. See the full Winemaster range on its own page.",
        images: [img("winemaster-subbrand", "A Winemaster climate unit mounted in the wall of a stone wine cellar")],
        link: { href: "/brands/winemaster", label: "Discover Winemaster" },
      },
      {
        name: "Cooling Units",
        description:
          "Monoblock and split cooling units matched to the room's volume and use, with quiet operation for rooms next to living space.",
        images: [img("cooling-unit", "A split cooling unit: an evaporator on the room's wall and a condenser outside")],
        link: { href: maker },
      },
      {
        name: "Cold Room Doors",
        description:
          "Insulated hinged and sliding doors with heated frames and strong seals, so the cold stays in and the door keeps closing well for years.",
        images: [img("cold-room-door", "An insulated cold room door with a large handle and a strip curtain behind it")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Our Story",
    paragraphs: [
      "Thermocold works where ordinary appliances stop: rooms that must stay cold all day, every day, and cellars where wine should rest undisturbed for decades. Each project starts with measurements and the way the room will be used.",
      "Walls, cooling and doors are chosen together, because a cold room is only as good as its weakest part.",
    ],
    partnership: {
      title: `Partnership with ${site.name}`,
      paragraphs: [
        "We represent Thermocold in the Benelux and Germany, from the first drawing to installation and maintenance.",
        "Dealers and installers can call on our project team for sizing, quotes and technical support.",
      ],
    },
  },
  features: {
    title: "Why Choose Thermocold",
    intro: "What sets a Thermocold room apart from an off-the-shelf solution.",
    items: [
      {
        icon: "wrench",
        title: "Built to Measure",
        description: "Rooms and wine cellars designed for the space, the load and the way they are used.",
      },
      {
        icon: "thermometer",
        title: "Precise Climate",
        description: "Cooling sized to the room keeps temperature and humidity steady through the seasons.",
      },
      {
        icon: "pin",
        title: "Installed Regionally",
        description: "Projects installed and serviced across the Benelux and Germany.",
      },
      {
        icon: "leaf",
        title: "Efficient by Design",
        description: "Good insulation, tight doors and matched cooling keep energy use down.",
      },
    ],
  },
  contact: {
    title: "Get In Touch",
    text: "Planning a cold room or a wine cellar? Send us the dimensions and what you want to store, and we will come back with a proposal.",
  },
} satisfies BrandPage;
