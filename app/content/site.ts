import { company } from "./company";

/**
 * The distributor's identity and public contact details: the one place to change them
 * (PRODUCT.md 5). Every value may be overridden at build time by a PUBLIC_* environment
 * variable; SITE_URL sets the address canonical links and the sitemap are built from.
 * Only these public values reach the browser (vite.config.ts envPrefix). Checked at build
 * by ./validate.server.ts, so a bad value fails the build.
 */
const env = import.meta.env;

export interface Site {
  url: string;
  /** Placeholder until the company provides its trading name (PRODUCT.md 5). */
  name: string;
  legalName: string;
  shortName: string;
  /** English; a page shows `useUi().company` in its own language (./company.ts). */
  tagline: string;
  phone: string;
  phoneHref: string;
  email: string;
  mailboxes: { info: string; resources: string; marketing: string; technical: string };
  /** `country` is English; a page shows `useUi().company.country` in its own language. */
  address: { street: string; postalCode: string; city: string; country: string };
  chamberOfCommerce: string;
  vatNumber: string;
  portal: { login: string; register: string };
  professionalNetwork: string;
  /** English; a page shows `useUi().company.hours` in its own language. */
  hours: { weekdays: string; weekend: string };
}

export const site: Site = {
  url: (env.SITE_URL || "http://localhost:3000").replace(/\/+$/, ""),
  name: env.PUBLIC_COMPANY_NAME || "Premium Appliance Distribution",
  legalName: env.PUBLIC_COMPANY_LEGAL_NAME || "Premium Appliance Distribution B.V.",
  shortName: env.PUBLIC_COMPANY_SHORT_NAME || "PAD",
  tagline: company.tagline,
  phone: env.PUBLIC_PHONE || "+31 (0)20 123 4567",
  phoneHref: env.PUBLIC_PHONE_HREF || "tel:+31201234567",
  email: env.PUBLIC_EMAIL || "info@example.nl",
  mailboxes: {
    info: env.PUBLIC_EMAIL || "info@example.nl",
    resources: env.PUBLIC_EMAIL_RESOURCES || "resources@example.nl",
    marketing: env.PUBLIC_EMAIL_MARKETING || "marketing@example.nl",
    technical: env.PUBLIC_EMAIL_TECHNICAL || "technical@example.nl",
  },
  address: {
    street: env.PUBLIC_ADDRESS_STREET || "Voorbeeldstraat 1",
    postalCode: env.PUBLIC_ADDRESS_POSTCODE || "1000 AA",
    city: env.PUBLIC_ADDRESS_CITY || "Amsterdam",
    country: company.country,
  },
  chamberOfCommerce: env.PUBLIC_KVK || "00000000",
  vatNumber: env.PUBLIC_VAT || "NL000000000B01",
  portal: {
    login: env.PUBLIC_PORTAL_LOGIN_URL || "https://portal.example.nl/login",
    register: env.PUBLIC_PORTAL_REGISTER_URL || "https://portal.example.nl/register",
  },
  professionalNetwork: env.PUBLIC_PROFESSIONAL_NETWORK_URL || "https://www.linkedin.com/company/example",
  hours: company.hours,
};

/** Claims the spec shows (spec 1, 2.3, 2.4). */
export const claims = {
  yearsExperience: "25+",
  countriesServed: 4,
  brandCount: 6,
  activeDealers: "500+",
} as const;
