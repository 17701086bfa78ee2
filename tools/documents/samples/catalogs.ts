import { bullets, note, p, section, table, type Recipe } from "../model";
import { brandOf, servedIn, type SampleContext } from "./common";

/** Sample catalogues of the downloads centre: ranges in general terms, no invented specifications. */
export function catalogSamples(ctx: SampleContext): Record<string, Recipe> {
  const { site } = ctx;
  const norcool = brandOf(ctx, "norcool");
  const winemaster = brandOf(ctx, "winemaster");
  const base = "/files/samples/catalogs";
  const ordering = section(
    "Ordering and prices",
    p(
      `${site.name} sells through a network of dealers, kitchen studios and installers. Dealers find current prices, stock and ordering in the dealer portal (${site.portal.login}). Consumers are welcome to ask us for a dealer nearby.`,
    ),
    bullets(`Phone: ${site.phone} (${ctx.company.hours.weekdays})`, `E-mail: ${site.email}`, `Become a dealer: ${site.url}/become-dealer`),
  );
  return {
    [`${base}/norcool-product-catalog-2025.pdf`]: {
      type: "pdf",
      spec: {
        brand: norcool.name,
        kind: "Product catalog",
        title: "Norcool Product Catalog 2025",
        subtitle: norcool.tagline,
        about: `An overview of the Norcool ranges ${site.name} supplies in ${servedIn(ctx, norcool)}. Model line-ups, dimensions and energy labels change during the year: ask us or see the dealer portal for the current data sheets.`,
        sections: [
          section("About Norcool", p(norcool.description), bullets(...norcool.highlights)),
          section(
            "The ranges",
            table(
              ["Range", "What it is for"],
              ["Corner refrigerators", "Refrigeration that uses the corner of a kitchen, a space that usually stays empty."],
              ["Under-counter drawer solutions", "Refrigerator drawers under the worktop, where ingredients are used."],
              ["Built-in wine cabinets", "Wine storage fitted into kitchen columns, flush with the furniture."],
              ["Under-counter wine cabinets", "Wine at serving temperature under the worktop, in kitchens and bars."],
              ["Freestanding wine cabinets", "Cabinets for collections, placed anywhere in the home."],
              ["Refrigeration units", "Built-in and freestanding refrigerators for everyday cooling."],
            ),
          ),
          section(
            "Finishes",
            p("Many Norcool models come in three looks, so the appliance can blend in or stand out:"),
            bullets(
              "Custom panels: the kitchen's own fronts, for a fully integrated look.",
              "Stainless steel: durable and easy to keep clean.",
              "Matte black: a calm, modern contrast.",
            ),
          ),
          section(
            "Features across the ranges",
            bullets(
              "Energy-efficient cooling; see each model's EU energy label.",
              "Smooth drawer opening systems.",
              "LED interior lighting.",
              "Quiet operation for open-plan kitchens and living spaces.",
            ),
          ),
          ordering,
        ],
      },
    },
    [`${base}/winemaster-wine-cellar-systems-catalog.pdf`]: {
      type: "pdf",
      spec: {
        brand: winemaster.name,
        kind: "Product catalog",
        title: "Winemaster Wine Cellar Systems Catalog",
        subtitle: winemaster.tagline,
        about: `An overview of the Winemaster climate systems ${site.name} supplies as Winemaster's distributor in ${servedIn(ctx, winemaster)}. For a recommendation for your cellar, send us its volume, construction and surroundings.`,
        sections: [
          section("About Winemaster", p(winemaster.description), bullets(...winemaster.highlights)),
          section(
            "Sizing by cellar volume",
            table(
              ["Cellar volume", "Typical use"],
              ["Up to 25 m³", "A small cellar or a wine room under the stairs."],
              ["Up to 50 m³", "A private cellar for a growing collection."],
              ["Up to 100 m³", "Large private cellars and professional storage."],
            ),
            p(
              "The right unit also depends on insulation and the temperature around the cellar, so we check every cellar before recommending a model.",
            ),
          ),
          section(
            "Product families",
            table(
              ["Family", "Purpose"],
              ["Climate control systems", "Units that cool and keep humidity stable in one system, with a precision of about ±1 °C."],
              ["Wine cellar solutions", "Through-the-wall and split systems for existing cellars."],
              ["Custom wine rooms", "Climate for glass-walled and purpose-built wine rooms."],
              ["Commercial wine storage", "Systems for restaurants, wine shops and hotels."],
              ["Wine cabinet collection", "Cabinets for when a cellar is not an option."],
              ["Wine preservation systems", "Keeping opened bottles in good condition."],
            ),
          ),
          section(
            "Installation",
            p(
              "Split systems and every job on a refrigerant circuit are installed by certified technicians. We work with installers across our region and support them with sizing and commissioning.",
            ),
            note(
              "Made in France",
              "Winemaster units are designed and built in Alsace, France, by a company with wine expertise since 1984.",
            ),
          ),
          ordering,
        ],
      },
    },
    [`${base}/brand-portfolio-overview-2025.pdf`]: {
      type: "pdf",
      spec: {
        brand: site.name,
        kind: "Portfolio",
        title: "Brand Portfolio Overview 2025",
        subtitle: `${ctx.claims.brandCount} premium brands for the Benelux and Germany`,
        about: `${site.name} imports and distributes a curated portfolio of premium and niche brands for home and professional kitchens, wine storage and drying. This overview introduces each brand; the brand pages on ${site.url} go further.`,
        sections: [
          ...ctx.brands.map((b) =>
            section(
              `${b.name}: ${b.tagline}`,
              p(b.description),
              bullets(...b.highlights),
              table(
                ["Fact", b.name],
                ["Origin", b.origin],
                ["Partner since", String(b.partnerSince)],
                ["We serve", servedIn(ctx, b)],
                ["Brand page", `${site.url}/brands/${b.slug}`],
              ),
            ),
          ),
          ordering,
        ],
      },
    },
  };
}
