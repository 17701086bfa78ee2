import type { Plural } from "../lib/plural";
import type { NavLink } from "./navigation";

/**
 * The shape of the /about page's copy (spec 2.1: story, mission, commitment, stats, three
 * values). The copy is content/pages/about.yml, read and checked by
 * ./i18n/pages.server.ts with the schema in ./pages.schema.server.ts.
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
