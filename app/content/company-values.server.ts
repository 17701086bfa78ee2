import { formatTimeRange } from "../lib/format-time";
import type { Lang } from "../lib/i18n";
import { claims, companyTexts, officeHours, serviceHours, site } from "./company.server";

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
  };
}

/** The value with every company placeholder in its texts filled in the language's words. */
export function fillCompanyValues(value: unknown, lang: Lang): unknown {
  const values = companyValues(lang);
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") return v.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value);
}
