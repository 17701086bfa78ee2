import type { Plural } from "../lib/plural";
import type { NavLink } from "./navigation";
import { claims } from "./company.server";

/**
 * Copy of the /about page (spec 2.1: story, mission, commitment, stats, three values).
 * Checked at build by ./pages.schema.server.ts.
 */
export interface AboutCopy {
  hero: { eyebrow: string; title: string; intro: string };
  story: { title: string; paragraphs: readonly string[] };
  mission: { title: string; text: string };
  /** The figures band; its title is read by screen readers only. */
  stats: { title: string; items: readonly { value: string; label: string }[] };
  commitment: { title: string; items: readonly string[] };
  values: { title: string; items: readonly { title: string; text: string }[] };
  /** The buttons under the values. */
  links: { contact: NavLink; becomeDealer: NavLink };
  /**
   * The hero's card: labels of the counts ./company-facts.ts takes from the brand and
   * dealer data (the number is shown above each), and the brand links' title.
   */
  facts: { title: string; countries: Plural; dealers: Plural; since: string; brands: string };
}

export const about = {
  hero: {
    eyebrow: "About us",
    title: "Premium appliances, personally supported",
    intro:
      "We bring exclusive and niche appliance brands from Scandinavia and Europe to kitchens, wine rooms and workplaces in the Benelux and Germany, and we stay with them after they are installed.",
  },
  story: {
    title: "Our story",
    paragraphs: [
      "Our company began with a simple observation: some of the best cooling, wine storage and drying products made in Europe were hard to buy, install and service in the Netherlands. Kitchen studios wanted them; their customers asked for them; but nobody stocked the parts, answered the phone in Dutch or knew the products well enough to advise on them.",
      "We set out to be that partner. Today we import and distribute six premium brands, from Norwegian refrigeration and Swedish drying cabinets to Danish wine cabinets and French cellar climate systems, and supply them through a network of selected dealers across the Benelux and Germany.",
      "Our team brings together more than 25 years of combined experience in appliances, wine storage and climate control. That experience shows in the brands we choose and in the help we give after a sale.",
    ],
  },
  mission: {
    title: "Our mission",
    text: "To make Europe's finest specialist appliances easy to choose, buy and live with, by pairing a carefully chosen portfolio with expert advice and dependable local support.",
  },
  stats: {
    title: "In figures",
    items: [
      { value: claims.yearsExperience, label: "Years of combined experience" },
      { value: "Benelux & Germany", label: "Regional coverage" },
      { value: String(claims.brandCount), label: "Premium brands" },
      { value: "100%", label: "Commitment to our partners" },
    ],
  },
  commitment: {
    title: "Our commitment",
    items: [
      "Stock and spare parts held in the Netherlands, so repairs do not wait on long supply chains.",
      "Product training for every dealer, so advice in the showroom is accurate.",
      "A service desk that responds within 24 to 48 hours, in Dutch, English or German.",
    ],
  },
  values: {
    title: "Our core values",
    items: [
      {
        title: "Quality over quantity",
        text: "We carry few brands and know each of them well. A brand joins our portfolio only when its products, its support and its people meet our standard.",
      },
      {
        title: "Partnership",
        text: "Our dealers are partners, not outlets. We share knowledge, leads and marketing material, and we solve problems together.",
      },
      {
        title: "Support that lasts",
        text: "An appliance is a promise that runs for years. Warranty, parts and service stay with the customer long after the invoice.",
      },
    ],
  },
  links: {
    contact: { label: "Contact us", to: "/contact" },
    becomeDealer: { label: "Become a dealer", to: "/become-dealer" },
  },
  facts: {
    title: "At a glance",
    countries: { one: "country", other: "countries" },
    dealers: { one: "dealer in our network", other: "dealers in our network" },
    since: "our first brand partnership",
    brands: "Our brands",
  },
} satisfies AboutCopy;
