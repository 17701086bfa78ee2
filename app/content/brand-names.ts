/**
 * The six brands' names and page addresses, in the site's order (spec 1). The header,
 * menus and footer need only these, and they are on every page, so they live apart from
 * the full records in ./brands.ts, which every record takes its slug and name from.
 */
export const brandNames = [
  { slug: "norcool", name: "Norcool" },
  { slug: "thermocold", name: "Thermocold" },
  { slug: "nimo", name: "NIMO" },
  { slug: "winefit", name: "Winefit" },
  { slug: "pevino", name: "PeVino" },
  { slug: "winemaster", name: "Winemaster" },
] as const;

export type BrandSlug = (typeof brandNames)[number]["slug"];

export function brandName(slug: BrandSlug): { slug: BrandSlug; name: string } {
  return brandNames.find((b) => b.slug === slug)!;
}
