/**
 * The four forms' fields: one definition per form, the only list of them (STYLE.md 18). The
 * form on the page, its schema (./schemas.ts), the staff mail, the webhook event and the CSV
 * export all read it, so a field added here reaches each of them. Its label (and its help
 * text, if it has one) is then a text every language must have: `FormsCopy`
 * (app/content/forms.ts) is typed by these names, so the typecheck fails until each language's
 * interface strings (app/content/interface/<lang>.ts) have it. The webhook events' JSON Schema is made from it too: `npm run webhooks:schema`
 * writes docs/webhook-event.schema.json anew (a unit test fails until then). Plain data
 * without zod, so a form component can render its fields without pulling the schema code
 * into the page's first script (the schemas load on first use).
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

/** Urgency of a service request (spec 3), default 'normal'. */
export const urgencies = ["low", "normal", "high", "urgent"] as const;
export type Urgency = (typeof urgencies)[number];

/**
 * A brand as the forms list it. The brands are content (content/brands/), which app/lib
 * does not import: the server hands them in (`formFieldsFor`, app/server/site-forms.server.ts)
 * and pages send them with the root loader's data (`useBrands()`).
 */
export interface FormBrand {
  slug: string;
  /** The name as written ("PeVino", "NIMO"): the service form's option. */
  name: string;
  /** The name as the dealer form's list spells it (spec 5: "Pevino", "Nimo"). */
  dealerFormName: string;
}

/** The service form's choice after the brands: an appliance we imported under another name. */
export const serviceBrandOther = "Other";
/** The dealer form's choice when no brand is chosen (spec 5). */
export const dealerBrandDefault = "General";

/** The dealer form's brand choices, in the brands' order. */
export function dealerBrandOptions(brands: readonly FormBrand[]): string[] {
  return brands.map((b) => b.dealerFormName);
}

/** The dealer brand for a brand page's slug ('pevino' → 'Pevino'). */
export function dealerBrandForSlug(brands: readonly FormBrand[], slug: string): string {
  return brands.find((b) => b.slug === slug)?.dealerFormName ?? dealerBrandDefault;
}

/** The service form's fieldsets, named for screen readers by each language's texts. */
export type FieldGroup = "details" | "appliance";

/** What every field says of itself, whatever it holds. */
interface FieldCommon {
  /** Its name in the form's data (spec 7's formData). */
  name: string;
  required?: boolean;
  /** The browser's autofill hint (HTML `autocomplete`). */
  autoComplete?: string;
  /** A help text under the field: then `hints[name]` is a text of every language. */
  hint?: true;
  /** The fieldset the field sits in on its page. */
  group?: FieldGroup;
  /** Taken from a JSON client (spec 7) but not asked by the form on its page. */
  apiOnly?: true;
}

/**
 * One field of a form. `line` is one line of text, `paragraph` several; `email` and `phone`
 * are lines with the spec's checks. `max` is the longest value in characters (PRODUCT.md 9:
 * "every text field has a sensible maximum length"). A `choice` is one of `options`, or
 * `default` when left alone; a `date` is a day (YYYY-MM-DD) not in the future. A choice's or
 * a date's wrong value has a message of its own, `validation[name]` in each language.
 */
export type FieldSpec = FieldCommon &
  (
    | { kind: "line" | "paragraph" | "email" | "phone"; max: number }
    | {
        kind: "choice";
        options: readonly string[];
        default?: string;
        /** The brands come before `options` (`formFieldsFor`): a choice of the brands collection's. */
        brands?: "names" | "dealer";
      }
    | { kind: "date" }
  );

/** Each form's fields, in the order its page shows them and its mail lists them. */
export type FormFields = { readonly [K in FormKind]: readonly FieldSpec[] };

// Fields several forms share, with the same limits everywhere. Names and subjects fit a
// line; 254 is the longest deliverable e-mail address (RFC 5321).
const name = { name: "name", kind: "line", max: 120, autoComplete: "name" } as const;
const email = { name: "email", kind: "email", max: 254, autoComplete: "email", required: true } as const;
const company = { name: "company", kind: "line", max: 150, autoComplete: "organization" } as const;
const subject = { name: "subject", kind: "line", max: 200 } as const;
const message = { name: "message", kind: "paragraph", max: 5000, required: true } as const;
const phone = { name: "phone", kind: "phone", max: 40, autoComplete: "tel" } as const;

export const formFields = {
  /** Home-section contact form (spec 3 and 5): the name sent is first and last joined (./wire.ts). */
  "home-contact": [
    { name: "firstName", kind: "line", max: 50, autoComplete: "given-name", required: true },
    { name: "lastName", kind: "line", max: 50, autoComplete: "family-name", required: true },
    email,
    company,
    { ...subject, required: true },
    message,
  ],
  /**
   * A `contact` submission (spec 7: name, email, company, subject, message). The /contact
   * page's form asks name, email and message (spec 2.4); the home form adds company and subject.
   */
  contact: [{ ...name, required: true }, email, { ...company, apiOnly: true }, { ...subject, apiOnly: true }, message],
  /** Service request (spec 3 and 5). */
  "service-request": [
    { ...name, required: true, group: "details" },
    { ...email, group: "details" },
    { ...phone, group: "details" },
    { name: "brand", kind: "choice", brands: "names", options: [serviceBrandOther], required: true, group: "appliance" },
    { name: "model", kind: "line", max: 120, required: true, group: "appliance" },
    { name: "serialNumber", kind: "line", max: 120, hint: true, group: "appliance" },
    { name: "purchaseDate", kind: "date", group: "appliance" },
    { name: "urgency", kind: "choice", options: urgencies, default: "normal", group: "appliance" },
    { name: "issueDescription", kind: "paragraph", max: 5000, required: true, hint: true },
  ],
  /** Dealer application (spec 3 and 5); brand defaults to 'General'. */
  "dealer-application": [
    { ...name, required: true },
    { ...company, required: true },
    email,
    { ...phone, required: true },
    { name: "brand", kind: "choice", brands: "dealer", options: [dealerBrandDefault], default: dealerBrandDefault },
    { name: "comments", kind: "paragraph", max: 2000 },
  ],
} as const satisfies FormFields;

/**
 * The forms with the brands' choices in place: each brand's name (the dealer form: its
 * spelling there), in the brands' order, before the field's own options ('Other',
 * 'General'). What the browser checks before sending and the server checks again.
 */
export function formFieldsFor(brands: readonly FormBrand[]): FormFields {
  const withBrands = (field: FieldSpec): FieldSpec => {
    if (field.kind !== "choice" || !field.brands) return field;
    const names = field.brands === "dealer" ? dealerBrandOptions(brands) : brands.map((b) => b.name);
    return { ...field, options: [...names, ...field.options] };
  };
  return Object.fromEntries(Object.entries(formFields).map(([kind, fields]) => [kind, fields.map(withBrands)])) as unknown as FormFields;
}

type AnyField = (typeof formFields)[FormKind][number];

/**
 * The fields of the four forms. Their labels, and the validation messages built from them
 * ('{field} is required', spec 8), are texts of each language (`forms`, app/content/interface/<lang>.ts).
 */
export type FieldName = AnyField["name"];
/** Fields with a help text under them. */
export type HintedField = Extract<AnyField, { hint: true }>["name"];
/** Fields whose wrong value has a message of its own: a choice from a list, a date. */
export type OwnMessageField = Extract<AnyField, { kind: "choice" | "date" }>["name"];

/**
 * The fields of a form type on the wire, in order: its form's (the `contact` form's for a
 * contact, which takes every field the home form sends once its names are joined).
 */
export function wireFields(type: FormType, fields: FormFields = formFields): readonly FieldSpec[] {
  return fields[type];
}

/**
 * The largest form body the server reads (PRODUCT.md 9: "bodies over a small limit are
 * refused"), in kilobytes; the browser names it when the server refuses one.
 */
export const maxBodyKb = 64;

/**
 * The honeypot (PRODUCT.md 9): a field people never see and bots fill in. Every HTML form
 * carries it empty, so an HTML post without it is a bot as well.
 */
export const honeypotField = "homepage";

/** Which form an HTML post on a page with two forms (home) came from. */
export const formKindField = "_form";
