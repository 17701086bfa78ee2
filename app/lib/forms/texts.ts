/**
 * The forms' fixed texts, exactly as the spec gives them (spec 8; PRODUCT.md 6 and 18:
 * the /contact and /service-request success messages are Dutch, the rest English).
 */
export const successTitle = "Success!";

export const successText = {
  homeContact: "Thank you for your message! We'll get back to you soon.",
  dealer: "Your dealer application has been received! We will contact you within 48 hours.",
  brandDealer: (popupName: string) =>
    `Your ${popupName} dealer application has been received! We will contact you within 48 hours.`,
  contactPage: "Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.",
  servicePage: "Je service aanvraag is ontvangen! Onze technici nemen binnen 24 uur contact met je op.",
} as const;

/** Submit labels while sending (spec 8). */
export const sendingLabel = {
  english: "Sending...",
  contactPage: "Versturen...",
  servicePage: "Aanvraag versturen...",
} as const;

/** A server or network failure without an error text (spec 8). */
export const failedToSubmit = "Failed to submit form";
