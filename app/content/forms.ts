import type { FieldName, HintedField, OwnMessageField, Urgency } from "../lib/forms/fields";

/**
 * The four forms' texts (spec 3, 5 and 8): labels, help texts, validation and error
 * messages, success texts, loading labels and the dealer popup. English here; the Dutch,
 * German and French sets sit beside it (forms.nl.ts, …). A page gets its language's set
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

export const forms: FormsCopy = {
  labels: {
    firstName: "First name",
    lastName: "Last name",
    name: "Name",
    email: "Email",
    company: "Company",
    subject: "Subject",
    message: "Message",
    phone: "Phone",
    brand: "Brand",
    model: "Model",
    serialNumber: "Serial number",
    purchaseDate: "Purchase date",
    issueDescription: "Issue description",
    urgency: "Urgency",
    comments: "Comments",
  },
  optional: " (optional)",
  honeypot: "Leave this field empty",
  hints: {
    serialNumber: "On the type plate, often inside the door.",
    issueDescription: "What happens, since when, and any error code on the display.",
  },
  submit: { message: "Send Message", service: "Submit Service Request", dealer: "Send Application" },
  sending: "Sending...",
  homeContactLabel: "Send us a message",
  service: {
    details: "Your details",
    appliance: "Your appliance",
    choose: "Choose a brand",
    otherBrand: "Other brand",
    urgency: { low: "Low", normal: "Normal", high: "High", urgent: "Urgent" },
  },
  dealer: { general: "General (all brands)", brand: "Brand:" },
  success: {
    title: "Success!",
    homeContact: "Thank you for your message! We'll get back to you soon.",
    dealer: "Your dealer application has been received! We will contact you within 48 hours.",
    brandDealer: "Your {brand} dealer application has been received! We will contact you within 48 hours.",
  },
  pageForms: {
    lang: "nl",
    contactSuccess: "Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.",
    serviceSuccess: "Je service aanvraag is ontvangen! Onze technici nemen binnen 24 uur contact met je op.",
    contactSending: "Versturen...",
    serviceSending: "Aanvraag versturen...",
  },
  validation: {
    required: "{field} is required",
    notText: "{field} must be text",
    invalidCharacters: "{field} contains invalid characters",
    tooLong: "{field} must be at most {max} characters",
    email: "Please enter a valid email address",
    phone: "Please enter a valid phone number",
    brand: "Please choose a brand from the list",
    urgency: "Please choose an urgency from the list",
    purchaseDate: "Please enter a valid purchase date",
  },
  errors: {
    failed: "Failed to submit form",
    invalid: "Please check the highlighted fields.",
    unavailable: "Your message could not be saved right now. Please try again in a moment.",
    rateLimited: {
      one: "Too many submissions. Please try again in {seconds} second.",
      other: "Too many submissions. Please try again in {seconds} seconds.",
    },
    idempotencyConflict: "This Idempotency-Key was already used for a different submission.",
    notFromPage: "Please send the form from the page.",
    wrongForm: "This form cannot be sent from this page.",
    tooLarge: "The form is too large to send (limit {limit} KB).",
    unreadable: "The form could not be read. Please send it again.",
  },
  popup: {
    title: "Become a dealer",
    brandTitle: "Become a {brand} dealer",
    intro: "Tell us about your business and we will contact you within 48 hours.",
    show: "Show form",
    hide: "Hide form",
    close: "Close the dealer application",
    appeared: "{title}: an application form can be opened at the bottom of the screen.",
  },
};
