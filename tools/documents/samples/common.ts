import type { Brand, CountryCode } from "../../../app/content/brands";
import type { Claims, CompanyCopy, Site } from "../../../app/content/company";
import { bullets, note, p, section, type Section } from "../model";

/** What the sample texts may read: the site's own content modules, loaded by the generator. */
export interface SampleContext {
  site: Site;
  claims: Claims;
  /** The company's words in English: tagline, hours, country. */
  company: CompanyCopy;
  brands: readonly Brand[];
  countryNames: Record<CountryCode, string>;
}

export function brandOf(ctx: SampleContext, slug: string): Brand {
  const brand = ctx.brands.find((b) => b.slug === slug);
  if (!brand) throw new Error(`sample documents: unknown brand "${slug}"`);
  return brand;
}

/** The countries a brand is served in, as words ('the Netherlands and Germany'). */
export function servedIn(ctx: SampleContext, brand: Brand): string {
  const names = brand.countries.map((c) => ctx.countryNames[c]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * The honest framing every sample guide starts with (PRODUCT.md 14): general guidance for
 * the product line, never a substitute for the manufacturer's instructions.
 */
export function aboutGuide(ctx: SampleContext, brand: Brand, line: string): string {
  return (
    `This guide gives general guidance for ${line} from ${brand.name}, supplied by ${ctx.site.name}, ` +
    `the distributor of ${brand.name} in ${servedIn(ctx, brand)}. It does not replace the instructions ` +
    `supplied with your appliance: where they differ, follow the manufacturer's instructions and the data ` +
    `on the rating plate of your model.`
  );
}

export function electricalSafety(): Section {
  return section(
    "Electrical safety",
    bullets(
      "Connect the appliance to an earthed socket that matches the voltage and frequency on the rating plate (in our countries normally 220-240 V, 50 Hz).",
      "Do not use extension leads or multi-way adapters; they can overheat under a continuous load.",
      "Place the appliance so that the plug stays accessible after installation, or fit an all-pole isolating switch in the fixed wiring.",
      "If the mains cable is damaged, it must be replaced by the manufacturer, its service agent or a similarly qualified person.",
      "Always switch off and unplug the appliance before cleaning or maintenance.",
    ),
  );
}

export function coolingSafety(): Section {
  return section(
    "Safety first",
    p("Read this guide before you install and use the appliance, and keep it for later reference or for a next owner."),
    bullets(
      "The appliance is intended for storing food and drinks (or wine) in a home or a comparable setting. Any other use is at your own risk.",
      "Keep the ventilation openings in the cabinet and the surrounding furniture free of obstructions.",
      "Do not damage the refrigerant circuit. Many appliances use a flammable refrigerant such as R600a (isobutane); the rating plate says which. If the circuit is damaged, keep open flames away, air the room and contact service.",
      "Do not store explosive substances, such as aerosol cans with a flammable propellant, in the appliance.",
      "Children must not play with the appliance. Cleaning and user maintenance must not be done by children without supervision.",
      "Do not use mechanical devices or other means to speed up defrosting, other than those the manufacturer recommends.",
    ),
  );
}

export function disposal(): Section {
  return section(
    "Disposal",
    p(
      "This appliance is marked as waste electrical and electronic equipment (WEEE). Do not put it out with household waste: hand it in at a municipal collection point, or ask your dealer to take it back when you buy a new one.",
    ),
    p(
      "Refrigerants and insulation foam must be recovered by a specialist. Do not damage the pipes at the back of the appliance before it is collected, and remove the doors or locks of an old appliance so children cannot shut themselves in.",
    ),
  );
}

export function serviceAndSupport(ctx: SampleContext, brand: Brand): Section {
  const { site } = ctx;
  return section(
    "Service and support",
    p(
      `${site.name} is the ${brand.name} distributor for ${servedIn(ctx, brand)}. For a fault, maintenance or spare parts, contact the dealer who sold you the appliance, or ask us directly:`,
    ),
    bullets(
      `Service request form: ${site.url}/service-request`,
      `Technical support: ${site.mailboxes.technical}`,
      `Phone: ${site.phone} (${ctx.company.hours.weekdays})`,
      `Warranty terms: ${site.url}/warranty`,
    ),
    note(
      "Have these details ready",
      "The model name and serial number from the rating plate, the date of purchase, the dealer, and a short description of what happens (a photo of the rating plate helps).",
    ),
  );
}
