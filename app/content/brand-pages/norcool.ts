import { dealers } from "../dealers.server";
import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "norcool";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** The Norcool page (spec 2.8: six categories, drawer carousel, Global Heritage, dealer locator). */
export const norcoolPage = {
  slug,
  meta: {
    title: "Norcool: Scandinavian refrigeration and wine storage",
    description:
      "Norcool corner refrigerators, under-counter drawers and wine cabinets, imported for the Netherlands: Scandinavian design from a group active in over 100 countries for more than 75 years.",
    keywords: ["Norcool", "corner refrigerator", "drawer fridge", "wine cabinet", "built-in", "under-counter", "Scandinavian"],
  },
  hero: {
    badge: "Scandinavian Cooling Excellence",
    title: "Norcool",
    subtitle: "Refrigeration & Wine Storage",
    intro:
      "Corner fridges, cooling drawers and wine cabinets designed in Scandinavia for kitchens that are used every day. We import Norcool for the Netherlands and support every appliance we supply.",
    media: {
      kind: "video",
      poster: heroPoster(slug),
      sources: loopVideo(slug),
      name: "Norcool: Scandinavian cooling",
      description: "A short looping film of northern light over a quiet fjord, the backdrop of the Norcool brand page.",
    },
  },
  categories: {
    title: "Norcool Product Categories",
    intro:
      "Six ranges that cover cold storage from the corner cabinet to the wine wall. Every appliance is made to be built in, or to stand alone with the same finish.",
    items: [
      {
        name: "Corner Refrigerators",
        description:
          "Turns the corner cabinet of an L-shaped kitchen, usually dead space, into a full-height refrigerator whose shelves come to you when the door opens.",
        images: [img("corner-refrigerator", "A corner refrigerator fitted into an L-shaped kitchen, door open on lit shelves")],
        link: { href: maker },
      },
      {
        name: "Under-Counter Drawer Solutions",
        description:
          "Cooling drawers under the worktop, where the cook stands: single or double drawers for drinks, vegetables and daily fresh food, behind fronts that match the kitchen.",
        images: [
          img("drawer-closed", "Two cooling drawers under a worktop, closed behind handle-less kitchen fronts"),
          img("drawer-open", "An under-counter cooling drawer pulled open, filled with vegetables and bottles"),
          img("drawer-double", "A double-drawer unit with the upper drawer open on drinks and the lower on fresh food"),
        ],
        link: { href: maker },
      },
      {
        name: "Built-in Wine Cabinets",
        description:
          "Column wine cabinets for a tall kitchen cabinet, with stable temperature, low vibration and UV-filtering glass for wine that is kept for years.",
        images: [img("wine-built-in", "A built-in wine cabinet in a tall kitchen column, bottles lying on wooden shelves")],
        link: { href: maker },
      },
      {
        name: "Under-Counter Wine Cabinets",
        description:
          "Wine at serving temperature within reach of the dining table: compact cabinets under the worktop, with one or two temperature zones.",
        images: [img("wine-under-counter", "A compact wine cabinet under a kitchen worktop with a glass door and soft lighting")],
        link: { href: maker },
      },
      {
        name: "Freestanding Wine Cabinets",
        description:
          "Cabinets that need no kitchen around them, for the dining room, office or cellar, in sizes from a few dozen to well over a hundred bottles.",
        images: [img("wine-freestanding", "A freestanding wine cabinet with a dark glass door standing in a living room")],
        link: { href: maker },
      },
      {
        name: "Refrigeration Units",
        description:
          "Integrated refrigerators and freezers that disappear behind the kitchen's own fronts, with quiet compressors and even cooling on every shelf.",
        images: [img("refrigeration-unit", "An integrated refrigerator behind a kitchen front, door open on glass shelves")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Our Story",
    paragraphs: [
      "Norcool began with a simple question: why should cold storage dictate the shape of a kitchen? Its answer was appliances that fit the room, not the other way round: corner refrigerators for the space no cabinet uses, drawers under the worktop, wine cabinets that sit in a column like any other unit.",
      "The result is Scandinavian in the best sense: restrained to look at, practical to live with, and made to last. That is the kind of product we like to stand behind.",
    ],
    partnership: {
      title: `Partnership with ${site.name}`,
      paragraphs: [
        "We import Norcool for the Netherlands and keep stock, spare parts and product knowledge here, so kitchen studios can plan with confidence and owners get help in their own language.",
        "Our dealers receive training on every range, and our service desk handles warranty and repairs directly.",
      ],
    },
  },
  heritage: {
    title: "Global Heritage",
    intro:
      "Norcool belongs to a larger refrigeration group whose products are sold around the world. That background shows in the engineering, the testing and the supply of parts.",
    stats: [
      { value: "100+", label: "Countries reached by the group" },
      { value: "75+", label: "Years of refrigeration experience" },
      { value: String(dealers.length), label: "Norcool dealers, on the map below" },
    ],
    paragraphs: [
      "Decades of building refrigeration for homes, shops and professional kitchens give Norcool a base few specialists can match: proven compressors, efficient insulation and parts that remain available for years.",
    ],
  },
  features: {
    title: "Why Choose Norcool",
    intro: "Four reasons kitchen designers and owners keep coming back to Norcool.",
    items: [
      {
        icon: "layers",
        title: "Made to Fit",
        description: "Corner, drawer and column formats use space other appliances leave empty.",
      },
      {
        icon: "sparkles",
        title: "Scandinavian Design",
        description: "Clean lines and kitchen-matched fronts that let the room, not the appliance, take the stage.",
      },
      {
        icon: "leaf",
        title: "Efficient Cooling",
        description: "Good insulation and modern compressors keep running costs and noise low.",
      },
      {
        icon: "wrench",
        title: "Local Support",
        description: "Stock, spare parts and service in the Netherlands, from the team that imports the brand.",
      },
    ],
  },
  dealers: {
    title: "Find a Norcool Dealer",
    intro: "See Norcool in a showroom near you. Our dealers can advise on sizes, fronts and installation.",
  },
  contact: {
    title: "Get In Touch",
    text: "Planning a kitchen with Norcool, or want to become a Norcool dealer? Write to us, or log in to the dealer portal for prices and stock.",
  },
} satisfies BrandPage;
