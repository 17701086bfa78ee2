import { formatTimeRange } from "../lib/format-time";
import type { Lang } from "../lib/i18n";
import { claims, companyTexts, officeHours, serviceHours, site } from "./company.server";
import { ContentError } from "./load.server";
import { dealers } from "./dealers.server";

/**
 * The number of brands as each language writes it in a sentence ("six premium brands"),
 * for `{brandCountWord}`, and at a sentence's start (`{BrandCountWord}`). A count beyond
 * these fails the build: add its word here, or write the sentence with `{brandCount}`.
 */
const countWords: Record<Lang, readonly string[]> = {
  en: ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  nl: ["één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf", "twaalf"],
  de: ["eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
  fr: ["une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"],
};

/** `{brandCountWord}` and `{BrandCountWord}`, made only where a text names them. */
function countWord(name: string, lang: Lang): string | undefined {
  if (name === "brandCountWord") return brandCountWord(lang);
  if (name === "BrandCountWord") return brandCountWord(lang).replace(/^./, (c) => c.toUpperCase());
  return undefined;
}

function brandCountWord(lang: Lang): string {
  const word = countWords[lang][claims.brandCount - 1];
  if (word === undefined)
    throw new ContentError([
      `content/brands/: ${claims.brandCount} brands, and app/content/company-values.server.ts has the words for 1 to ${countWords[lang].length} only: add the word, or write {brandCount} for {brandCountWord}`,
    ]);
  return word;
}

/**
 * The company's values a content file may name by placeholder instead of writing them
 * again (`{companyName}`, `{portalLogin}`, `{officeHours}`, …), so that each is written once
 * and a change to the company's details reaches every page in every language. Times are
 * formatted in the file's language. Other `{placeholders}` are the page's and stay.
 */
function companyValues(lang: Lang): Record<string, string> {
  return {
    companyName: site.name,
    companyLegalName: site.legalName,
    companyPhone: site.phone,
    companyStreet: site.address.street,
    companyPostalCode: site.address.postalCode,
    companyCity: site.address.city,
    companyCountry: companyTexts[lang].country,
    companyChamberOfCommerce: site.chamberOfCommerce,
    infoMailbox: site.mailboxes.info,
    technicalMailbox: site.mailboxes.technical,
    portalLogin: site.portal.login,
    portalRegister: site.portal.register,
    officeHours: formatTimeRange(officeHours.weekdays, lang),
    serviceWeekdays: formatTimeRange(serviceHours.weekdays, lang),
    serviceSaturday: formatTimeRange(serviceHours.saturday, lang),
    yearsExperience: claims.yearsExperience,
    activeDealers: claims.activeDealers,
    countriesServed: String(claims.countriesServed),
    brandCount: String(claims.brandCount),
    /** The dealers on the map (content/dealers/). */
    dealerCount: String(dealers.length),
  };
}

/** The value with every company placeholder in its texts filled in the language's words. */
export function fillCompanyValues(value: unknown, lang: Lang): unknown {
  const values = companyValues(lang);
  const fill = (v: unknown): unknown => {
    if (typeof v === "string")
      return v.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? countWord(name, lang) ?? whole);
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value);
}
