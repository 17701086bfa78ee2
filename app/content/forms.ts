import type { FieldName, HintedField, OwnMessageField, Urgency } from "../lib/forms/fields";

/**
 * The four forms' texts (spec 3, 5 and 8): labels, help texts, validation and error
 * messages, success texts, loading labels and the dealer popup. Each language's set is
 * in ./interface/<lang>.ts (`forms`). A page gets its language's set
 * through `useUi().forms`; the server picks the set of a submission's language
 * (app/content/i18n/forms.server.ts). `{name}` placeholders are filled by `fill`.
 */
export interface FormsCopy {
  /**
   * Each field's label; validation messages put it in as `{field}`. A field added to a
   * form's definition (app/lib/forms/fields.ts) needs its label here in every language.
   */
  labels: Record<FieldName, string>;
  /** After the label of a field that may be left empty; starts with its own space. */
  optional: string;
  /** The honeypot's label: out of sight, read by form-filling bots (PRODUCT.md 9). */
  honeypot: string;
  /** The help texts of the fields whose definition says they have one. */
  hints: Record<HintedField, string>;
  /** The submit buttons. */
  submit: { message: string; service: string; dealer: string };
  /** Every submit button's label while sending, but the two below (spec 8). */
  sending: string;
  /** The home page's contact form, named for screen readers. */
  homeContactLabel: string;
  service: {
    /** The service form's two groups of fields, named for screen readers. */
    details: string;
    appliance: string;
    /** The brand list's first, empty choice. */
    choose: string;
    /** The brand list's last choice, an appliance under a brand not listed. */
    otherBrand: string;
    urgency: Record<Urgency, string>;
  };
  dealer: {
    /** The home popup's brand choice when left alone (spec 5). */
    general: string;
    /** Before the fixed brand of a brand page's popup. */
    brand: string;
  };
  success: {
    /** The toast's and the result's title (spec 8). */
    title: string;
    homeContact: string;
    dealer: string;
    /** `{brand}`: the popup of a brand page (spec 8). */
    brandDealer: string;
  };
  /**
   * The /contact and /service-request forms' success texts and loading labels: the spec
   * writes them in Dutch, and so they stay on English and Dutch pages; German and French
   * pages have them in their own language (PRODUCT.md 18 and 19).
   */
  pageForms: {
    /** The language these four texts are written in: a page in another one marks them. */
    lang: string;
    contactSuccess: string;
    serviceSuccess: string;
    contactSending: string;
    serviceSending: string;
  };
  /**
   * At a field (spec 8: '{field} is required', 'Please enter a valid email address'); and
   * one message for each field whose value is a choice from a list or a date (`brand`,
   * `urgency`, `purchaseDate`), when it is not one.
   */
  validation: {
    /** `{field}` */
    required: string;
    /** `{field}`: a JSON client sent a number or a list. */
    notText: string;
    /** `{field}`: a lone surrogate, which cannot be stored. */
    invalidCharacters: string;
    /** `{field}`, `{max}` */
    tooLong: string;
    email: string;
    phone: string;
  } & Record<OwnMessageField, string>;
  /** Above the submit button after a failure (PRODUCT.md 6). */
  errors: {
    /** A server or network failure without a text of its own (spec 8). */
    failed: string;
    invalid: string;
    unavailable: string;
    /** `{seconds}`: until the client may send again. */
    rateLimited: { one: string; other: string };
    idempotencyConflict: string;
    /** A post that did not come from the page's form (another method or body type). */
    notFromPage: string;
    /** A post of a form the page does not have. */
    wrongForm: string;
    /** `{limit}`: in kilobytes. */
    tooLarge: string;
    /** A body that was cut off or is not UTF-8. */
    unreadable: string;
  };
  /** The floating dealer-application popup (spec 4, PRODUCT.md 20). */
  popup: {
    title: string;
    /** `{brand}`: on a brand page. */
    brandTitle: string;
    intro: string;
    /** The minimised popup's button that opens the form (short: it shares a phone's width with the title). */
    show: string;
    /** The same button while the form is open: folds it back. */
    hide: string;
    close: string;
    /** `{title}`: told to screen readers when the minimised popup appears on its own. */
    appeared: string;
  };
}
