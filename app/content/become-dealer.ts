import type { IconName } from "../lib/icon-names";
import { brochures } from "./downloads";
import { claims } from "./company.server";

/**
 * Copy of /become-dealer (spec 2.4): hero, stats, benefits, brand list (from brands.ts),
 * portal features, the four-step process and the brochure. Checked by validate.server.ts.
 */
interface DealerCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface BecomeDealerCopy {
  meta: { title: string; description: string; keywords: readonly string[] };
  hero: { eyebrow: string; title: string; intro: string };
  stats: readonly { value: string; label: string }[];
  benefits: { title: string; intro: string; items: readonly DealerCard[] };
  brands: { title: string; intro: string };
  portal: { title: string; intro: string; features: readonly string[] };
  steps: { title: string; intro: string; items: readonly { title: string; text: string }[] };
  brochure: { href: string; label: string };
  closing: { title: string; text: string };
}

export const becomeDealer = {
  meta: {
    title: "Become a dealer",
    description:
      "Sell Norcool, Thermocold, NIMO, Winefit, PeVino and Winemaster: exclusive brands, stock in the Netherlands, training and a dealer portal. Apply online in four steps.",
    keywords: ["become a dealer", "dealer", "reseller", "partnership", "dealer portal", "distribution", "apply"],
  },
  hero: {
    eyebrow: "Become a dealer",
    title: "Grow your business with Europe's specialist appliance brands",
    intro:
      "Kitchen studios, interior designers, wine specialists and installers across the Benelux and Germany sell our brands with confidence: products customers ask for, stock close by, and a team that backs every sale.",
  },
  /** Spec 2.4: 25+ years, 500+ active dealers, 4 countries, 6 brands. */
  stats: [
    { value: claims.yearsExperience, label: "Years of combined experience" },
    { value: claims.activeDealers, label: "Active dealers" },
    { value: String(claims.countriesServed), label: "Countries served" },
    { value: String(claims.brandCount), label: "Premium brands" },
  ],
  benefits: {
    title: "Why dealers work with us",
    intro: "We keep our portfolio small on purpose, so we can support each dealer properly.",
    items: [
      {
        icon: "star",
        title: "Exclusive, distinctive brands",
        text: "Offer appliances your competitors do not: Scandinavian refrigeration, Swedish drying cabinets, Danish and French wine storage. Products that give a kitchen or wine room its character.",
      },
      {
        icon: "building",
        title: "Stock in the Netherlands",
        text: "We hold stock and spare parts in our Dutch warehouse, so you can promise realistic delivery dates and repairs do not wait on long supply chains.",
      },
      {
        icon: "users",
        title: "Product training",
        text: "Training for your showroom and sales staff, in person and online, so the advice your customers get is accurate and the installation is right the first time.",
      },
      {
        icon: "tag",
        title: "Healthy margins",
        text: "Clear dealer pricing with room for a fair margin, and no race to the bottom: we choose our dealers carefully and support selective distribution.",
      },
      {
        icon: "news",
        title: "Marketing support",
        text: "Product images, brochures, point-of-sale material and texts for your website and social media, ready to use and updated with every new range.",
      },
      {
        icon: "wrench",
        title: "Technical and after-sales service",
        text: "Our technical team helps you plan installations, answers questions from your fitters and handles warranty and service requests, so you can focus on selling.",
      },
    ],
  },
  brands: {
    title: "Brands you can offer",
    intro: "Six complementary brands for kitchens, wine rooms, cellars and workplaces. Choose the ones that fit your customers.",
  },
  portal: {
    title: "Everything you need in the dealer portal",
    intro:
      "Approved dealers get a personal login to our dealer portal, open day and night. It is where you find prices and stock, and where you order.",
    features: [
      "Dealer prices and current stock levels for every product",
      "Online ordering with order confirmation and delivery tracking",
      "Order history and invoices in one place",
      "Product sheets, manuals, images and brochures to download",
      "Marketing material for your showroom, website and social media",
      "Warranty and service requests for your customers",
    ],
  },
  steps: {
    title: "How to become a dealer",
    intro: "From application to your first sale in four steps.",
    items: [
      {
        title: "Apply online",
        text: "Register your company on the dealer portal: your details, your showroom or workshop, and the brands you are interested in.",
      },
      {
        title: "Review",
        text: "We review your application and look at your business, showroom and region, and contact you within 48 hours.",
      },
      {
        title: "Partnership meeting",
        text: "We meet, at your premises or ours, to agree on brands, conditions and the support you need.",
      },
      {
        title: "Launch support",
        text: "You receive your portal login, training for your team and display and marketing material to launch the brands in your showroom.",
      },
    ],
  },
  brochure: {
    href: brochures.dealer,
    label: "Download Brochure",
  },
  closing: {
    title: "Ready to grow with us?",
    text: "Apply online in a few minutes, or download the dealer brochure to read more about our brands and conditions first.",
  },
} satisfies BecomeDealerCopy;
