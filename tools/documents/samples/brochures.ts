import { bullets, h3, note, p, section, steps, table, type Recipe } from "../model";
import { brandOf, servedIn, type SampleContext } from "./common";

/**
 * The two brochures other pages link to (PRODUCT.md 14): becoming a dealer (spec 2.4) and
 * PeVino (spec 2.8). Built from the site and brand content, so contact details, claims and
 * brands stay the ones the website shows.
 */
export function brochureSamples(ctx: SampleContext, paths: { dealer: string; pevino: string }): Record<string, Recipe> {
  const { site, claims, company } = ctx;
  const pevino = brandOf(ctx, "pevino");
  const contact = bullets(
    `Phone: ${site.phone} (${company.hours.weekdays}; ${company.hours.weekend})`,
    `E-mail: ${site.email}`,
    `Address: ${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${company.country}`,
  );
  return {
    [paths.dealer]: {
      type: "pdf",
      spec: {
        brand: site.name,
        kind: "Dealer brochure",
        title: "Become a Dealer",
        subtitle: `Premium brands, personal support and a dealer portal for retailers and installers in the Benelux and Germany`,
        aboutLabel: `About ${site.name}`,
        about: `${site.name} is an import and distribution company based in the Netherlands. We bring ${claims.brandCount} premium brands to kitchen studios, retailers, installers and hospitality suppliers in ${claims.countriesServed} countries.`,
        sections: [
          section(
            "In figures",
            table(
              ["Measure", "Figure"],
              ["Combined experience", `${claims.yearsExperience} years`],
              ["Active dealers", claims.activeDealers],
              ["Countries served", String(claims.countriesServed)],
              ["Premium brands", String(claims.brandCount)],
            ),
          ),
          section(
            "Why partner with us",
            bullets(
              "Exclusive and niche brands your customers will not find everywhere, with a story to tell.",
              "Regional distribution for the Netherlands, Belgium, Luxembourg and Germany, with stock and delivery arranged by us.",
              "A dealer portal with prices, ordering and order status, available day and night.",
              "Marketing support: product images, catalogues, manuals and training videos.",
              "Technical support and service from the Netherlands, in your language.",
              "Product training for your sales and installation teams.",
            ),
          ),
          section(
            "Our brands",
            ...ctx.brands.flatMap((b) => [
              h3(`${b.name}: ${b.tagline}`),
              p(`${b.description} Partner since ${b.partnerSince}; we serve ${b.name} in ${servedIn(ctx, b)}.`),
            ]),
          ),
          section(
            "How to become a dealer",
            steps(
              `Apply online: register in the dealer portal (${site.portal.register}) and tell us about your business.`,
              "Review: we look at your application and contact you within 48 hours.",
              "Partnership meeting: we meet to agree on brands, terms and how we work together.",
              "Launch support: we help you start with training, product information and marketing material.",
            ),
          ),
          section(
            "Contact",
            p("Questions before you apply? We are happy to talk."),
            contact,
            note("Dealer portal", `Already a dealer? Log in at ${site.portal.login}.`),
          ),
        ],
      },
    },
    [paths.pevino]: {
      type: "pdf",
      spec: {
        brand: pevino.name,
        kind: "Brochure",
        title: "PeVino Danish Wine Cabinets",
        subtitle: "Refined Danish design for collections that deserve to be seen as well as kept",
        about: `${site.name} is the distributor of PeVino in ${servedIn(ctx, pevino)}. This brochure introduces the PeVino philosophy and what to look for when you choose a cabinet; for models, sizes and prices, contact us.`,
        sections: [
          section("Design excellence", p(pevino.description), bullets(...pevino.highlights)),
          section(
            "Danish design philosophy",
            p(
              "Danish design starts from use: clean lines, honest materials and details that make daily life easier. A PeVino cabinet is made to be part of the room, in a kitchen, a dining room or a living space, rather than hidden in a cellar.",
            ),
          ),
          section(
            "Precise temperature control",
            p(
              "Wine needs a steady temperature more than anything. PeVino cabinets hold the temperature you set with little variation, and multi-zone models keep wines for storage and wines for serving at their own temperatures.",
            ),
            table(
              ["Purpose", "Typical temperature"],
              ["Long-term storage", "10 to 14 °C"],
              ["Serving red wines", "13 to 18 °C"],
              ["Serving white wines", "7 to 13 °C"],
            ),
          ),
          section(
            "Premium materials and finishes",
            p(
              "Solid materials, wooden shelves that carry bottles gently, and glass doors that protect the wine from light while showing the collection.",
            ),
          ),
          section(
            "Elegant interior lighting",
            p("Interior lighting shows the labels without warming the wine, and can be switched off when the collection is resting."),
          ),
          section(
            "Multiple storage configurations",
            bullets(
              "Single-zone cabinets for storing a collection at one steady temperature.",
              "Multi-zone cabinets for storage and serving temperatures side by side.",
              "Built-in and freestanding placement, depending on the model.",
            ),
            p("Tell us the space, the size of your collection and how you drink your wine, and we advise the configuration that fits."),
          ),
          section(
            "Contact for pricing",
            p(`Prices depend on model and configuration. Contact us for a quotation or for a dealer near you:`),
            contact,
          ),
        ],
      },
    },
  };
}
