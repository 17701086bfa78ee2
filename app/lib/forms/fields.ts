/**
 * The four forms' field facts: names, limits and choices. Plain data without zod, so a
 * form component can render its fields, `maxLength` and options without pulling the
 * schema code into the page's first script (the schemas load on first use).
 */

/** The spec's form types on the wire (spec 7). */
export const formTypes = ["contact", "service-request", "dealer-application"] as const;
export type FormType = (typeof formTypes)[number];

/** Which form on which page; the home contact form sends a `contact` (spec 5). */
export type FormKind = "home-contact" | "contact" | "service-request" | "dealer-application";

export const formTypeOf: Record<FormKind, FormType> = {
  "home-contact": "contact",
  contact: "contact",
  "service-request": "service-request",
  "dealer-application": "dealer-application",
};

/**
 * Maximum lengths (PRODUCT.md 9: "every text field has a sensible maximum length"). Names
 * and subjects fit a line; 254 is the longest deliverable e-mail address (RFC 5321).
 */
export const maxLength = {
  firstName: 50,
  lastName: 50,
  name: 120,
  email: 254,
  company: 150,
  subject: 200,
  message: 5000,
  phone: 40,
  model: 120,
  serialNumber: 120,
  issueDescription: 5000,
  comments: 2000,
} as const;

/**
 * The largest form body the server reads (PRODUCT.md 9: "bodies over a small limit are
 * refused"), in kilobytes; the browser names it when the server refuses one.
 */
export const maxBodyKb = 64;

/**
 * The fields of the four forms. Their labels, and the validation messages built from them
 * ('{field} is required', spec 8), are texts of each language (app/content/forms.ts).
 */
export type FieldName =
  | "firstName"
  | "lastName"
  | "name"
  | "email"
  | "company"
  | "subject"
  | "message"
  | "phone"
  | "brand"
  | "model"
  | "serialNumber"
  | "purchaseDate"
  | "issueDescription"
  | "urgency"
  | "comments";

/** Urgency of a service request (spec 3), default 'normal'. */
export const urgencies = ["low", "normal", "high", "urgent"] as const;
export type Urgency = (typeof urgencies)[number];

/**
 * Brands a service request can be about: the six brands by their display names (checked
 * against app/content/brands.ts at build time), plus 'Other' for an appliance we
 * imported under another name.
 */
export const serviceBrands = ["Norcool", "Thermocold", "NIMO", "Winefit", "PeVino", "Winemaster", "Other"] as const;

/** The dealer popup's brand choices as the spec spells them (spec 5), default 'General'. */
export const dealerBrands = ["Norcool", "Thermocold", "Nimo", "Winefit", "Pevino", "Winemaster"] as const;
export const dealerBrandDefault = "General";
export type DealerBrand = (typeof dealerBrands)[number] | typeof dealerBrandDefault;

/** The dealer brand for a brand page's slug ('pevino' → 'Pevino'). */
export function dealerBrandForSlug(slug: string): DealerBrand {
  return dealerBrands.find((b) => b.toLowerCase() === slug.toLowerCase()) ?? dealerBrandDefault;
}

/**
 * The honeypot (PRODUCT.md 9): a field people never see and bots fill in. Every HTML form
 * carries it empty, so an HTML post without it is a bot as well.
 */
export const honeypotField = "homepage";

/** Which form an HTML post on a page with two forms (home) came from. */
export const formKindField = "_form";
