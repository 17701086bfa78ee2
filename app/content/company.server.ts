import { z } from "zod";
import { formatTimeRange } from "../lib/format-time";
import type { Lang } from "../lib/i18n";
import type { Claims, CompanyCopy, OfficeTimes, ServiceTimes, Site } from "./company";
import { content as siteContent, ContentError, type createContent } from "./load.server";
import { withSettings, type Settings } from "./settings.server";

/**
 * The company's details (PRODUCT.md 5), written once: content/company/details.yml holds
 * what is the same in every language (name, phone, mailboxes, address, registration
 * numbers, portal links, opening times, claims), content/company/texts.yml the words
 * (tagline, the days of the opening hours, the country). A `PUBLIC_*` setting given at build
 * overrides the file's value (README "Configuration"; vite.config.ts `envPrefix`), and
 * SITE_URL is the site's address. Server only: pages get them from the root loader
 * (`useSite()`, `useUi().company`), server modules from here.
 */
type Content = ReturnType<typeof createContent>;

const DETAILS = "content/company/details.yml";

const text = z.string().regex(/\S/, "must not be empty");
const url = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" });
const clock = z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'a time of day on the 24-hour clock, such as "9:00" or "17:30"');
const minutes = (time: string) => Number(time.split(":")[0]) * 60 + Number(time.split(":")[1]);
const timeRange = z
  .strictObject({ opens: clock, closes: clock })
  .refine((r) => minutes(r.opens) < minutes(r.closes), { message: "closes after it opens", path: ["closes"] });

/** "+31 (0)20 123 4567" → "tel:+31201234567": the digits, without the "(0)" dialled only at home. */
function phoneHrefOf(phone: string): string {
  return `tel:+${phone.replace(/\(0\)/g, "").replace(/\D/g, "")}`;
}

const phoneHrefPattern = /^tel:\+[1-9]\d{6,}$/;

export const detailsSchema = z
  .strictObject({
    name: text,
    legalName: text,
    shortName: text,
    phone: z.string().regex(/^\+[1-9][\d ()./-]{6,}\d$/, 'write the number in international form, such as "+31 (0)20 123 4567"'),
    /** Optional: the phone's own digits (`phoneHrefOf`); written, it must dial the same number. */
    phoneHref: z.string().regex(phoneHrefPattern, 'a tel: link in international form, such as "tel:+31201234567"').optional(),
    /** `info` is the address pages show (`email`). */
    mailboxes: z.strictObject({ info: z.email(), resources: z.email(), marketing: z.email(), technical: z.email() }),
    address: z.strictObject({ street: text, postalCode: text, city: text }),
    /** Dutch Chamber of Commerce (KvK) number: eight digits. */
    chamberOfCommerce: z.string().regex(/^\d{8}$/, "a Chamber of Commerce (KvK) number: eight digits"),
    /** Dutch VAT number (btw-id). */
    vatNumber: z.string().regex(/^NL\d{9}B\d{2}$/, 'a Dutch VAT number, such as "NL123456789B01"'),
    portal: z.strictObject({ login: url, register: url }),
    professionalNetwork: url,
    officeHours: z.strictObject({ weekdays: timeRange }),
    serviceHours: z.strictObject({ weekdays: timeRange, saturday: timeRange, sunday: timeRange.nullable() }),
    /** Claims the spec shows; the number of brands is counted from the brand list, never written. */
    claims: z.strictObject({
      yearsExperience: z.string().regex(/^\d+\+?$/, 'a number, with a + after it where it is a lower bound: "25+"'),
      countriesServed: z.number().int().positive(),
      activeDealers: z.string().regex(/^\d+\+?$/, 'a number, with a + after it where it is a lower bound: "500+"'),
    }),
  })
  // Checked once the link is well formed: a bad one gets one message.
  .refine((d) => !d.phoneHref || !phoneHrefPattern.test(d.phoneHref) || d.phoneHref === phoneHrefOf(d.phone), {
    message: "does not dial the phone number: leave it out (it is made from phone) or write the same number",
    path: ["phoneHref"],
  });
type Details = z.infer<typeof detailsSchema>;

const _officeTimes = (v: Details["officeHours"]): OfficeTimes => v;
const _serviceTimes = (v: Details["serviceHours"]): ServiceTimes => v;

/** The words: `{hours}` in `hours.weekdays` is the office hours' times, written as the language writes them. */
export const textsSchema = z.strictObject({ tagline: text, hours: z.strictObject({ weekdays: text, weekend: text }), country: text });
const _companyCopy = (v: z.infer<typeof textsSchema>): CompanyCopy => v;

/**
 * The build's settings that override a value of the details file, by the field they
 * override (as today's deployments set them: README "Configuration"). PUBLIC_EMAIL is the
 * info mailbox, which pages show as the e-mail address.
 */
const overrides = {
  PUBLIC_COMPANY_NAME: ["name"],
  PUBLIC_COMPANY_LEGAL_NAME: ["legalName"],
  PUBLIC_COMPANY_SHORT_NAME: ["shortName"],
  PUBLIC_PHONE: ["phone"],
  PUBLIC_PHONE_HREF: ["phoneHref"],
  PUBLIC_EMAIL: ["mailboxes", "info"],
  PUBLIC_EMAIL_RESOURCES: ["mailboxes", "resources"],
  PUBLIC_EMAIL_MARKETING: ["mailboxes", "marketing"],
  PUBLIC_EMAIL_TECHNICAL: ["mailboxes", "technical"],
  PUBLIC_ADDRESS_STREET: ["address", "street"],
  PUBLIC_ADDRESS_POSTCODE: ["address", "postalCode"],
  PUBLIC_ADDRESS_CITY: ["address", "city"],
  PUBLIC_KVK: ["chamberOfCommerce"],
  PUBLIC_VAT: ["vatNumber"],
  PUBLIC_PORTAL_LOGIN_URL: ["portal", "login"],
  PUBLIC_PORTAL_REGISTER_URL: ["portal", "register"],
  PUBLIC_PROFESSIONAL_NETWORK_URL: ["professionalNetwork"],
} as const satisfies Record<string, readonly string[]>;

/** The office hours' times in each language's words: `{hours}` filled. */
function fillHours(officeHours: OfficeTimes) {
  return (value: unknown, lang: Lang): unknown => {
    const copy = value as { hours?: { weekdays?: unknown } };
    const weekdays = copy.hours?.weekdays;
    if (typeof weekdays !== "string") return value;
    return { ...copy, hours: { ...copy.hours, weekdays: weekdays.replaceAll("{hours}", formatTimeRange(officeHours.weekdays, lang)) } };
  };
}

interface Company {
  site: Site;
  claims: Claims;
  officeHours: OfficeTimes;
  serviceHours: ServiceTimes;
  /** The words of the company in each language, the office hours filled in. */
  texts: Record<Lang, CompanyCopy>;
}

/** The company from a content folder and the build's settings; the site's is below, tests make their own. */
export function readCompany(from: Content, env: Settings): Company {
  const written = from.readEntry("company", "details", detailsSchema);
  // A phone number set at build without its link dials itself, not the file's link.
  const base = env.PUBLIC_PHONE && !env.PUBLIC_PHONE_HREF ? { ...written, phoneHref: undefined } : written;
  const { phoneHref, mailboxes, officeHours, serviceHours, claims, ...identity } = withSettings(
    DETAILS,
    base,
    detailsSchema,
    overrides,
    env,
  );
  const siteUrl = typeof env.SITE_URL === "string" && env.SITE_URL ? env.SITE_URL : "http://localhost:3000";
  if (!url.safeParse(siteUrl).success) throw new ContentError([`SITE_URL: "${siteUrl}" is not an http:// or https:// address`]);
  const site: Site = {
    url: siteUrl.replace(/\/+$/, ""),
    ...identity,
    phoneHref: phoneHref ?? phoneHrefOf(identity.phone),
    email: mailboxes.info,
    mailboxes,
  };
  const texts = from.readTranslated("company", "texts", textsSchema, { fill: fillHours(officeHours) });
  // The brands collection's entries, counted by their English files (content/brands/<slug>.en.yml).
  const brandCount = from.contentFiles("brands").filter((f) => f.lang === "en").length;
  return { site, claims: { ...claims, brandCount }, officeHours, serviceHours, texts };
}

const company = readCompany(siteContent, import.meta.env);

/** The company's identity and contact details, the same in every language. */
export const site: Site = company.site;
/** Claims the spec shows (spec 1, 2.3, 2.4); `brandCount` is the brand list's length. */
export const claims: Claims = company.claims;
/** The office hours (spec 2.2): every page, document and language formats them its own way (`formatTimeRange`). */
export const officeHours: OfficeTimes = company.officeHours;
/** The technical team's service hours (spec 9), separate from the office hours. */
export const serviceHours: ServiceTimes = company.serviceHours;
/** The company's words in each language: tagline, hours, country (`useUi().company`). */
export const companyTexts: Record<Lang, CompanyCopy> = company.texts;
