import { describe, expect, it } from "vitest";
import { formsCopy } from "~/content/i18n/forms.server";
import { rateLimitedText, textLang } from "./texts";

describe("the forms' text helpers", () => {
  it("marks the spec's Dutch texts on an English page only (spec 8; PRODUCT.md 18)", () => {
    expect(textLang(formsCopy("en").pageForms.lang, "en")).toBe("nl");
    expect(textLang(formsCopy("nl").pageForms.lang, "nl")).toBeUndefined();
    expect(textLang(formsCopy("de").pageForms.lang, "de")).toBeUndefined();
    expect(textLang(formsCopy("fr").pageForms.lang, "fr")).toBeUndefined();
  });

  it("keeps the spec's Dutch success texts on English and Dutch pages and translates them on German and French ones", () => {
    const spec = {
      contactSuccess: "Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.",
      serviceSuccess: "Je service aanvraag is ontvangen! Onze technici nemen binnen 24 uur contact met je op.",
    };
    expect(formsCopy("en").pageForms).toMatchObject(spec);
    expect(formsCopy("nl").pageForms).toMatchObject(spec);
    expect(formsCopy("de").pageForms.contactSuccess).toBe(
      "Vielen Dank für Ihre Nachricht! Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    );
    expect(formsCopy("fr").pageForms.serviceSuccess).toContain("24\u00a0heures");
  });

  it("says seconds in the singular for one and the plural otherwise, in each language", () => {
    expect(rateLimitedText(formsCopy("en").errors, 1)).toBe("Too many submissions. Please try again in 1 second.");
    expect(rateLimitedText(formsCopy("en").errors, 42)).toBe("Too many submissions. Please try again in 42 seconds.");
    expect(rateLimitedText(formsCopy("nl").errors, 42)).toBe("Te veel inzendingen. Probeer het over 42 seconden opnieuw.");
    expect(rateLimitedText(formsCopy("de").errors, 1)).toBe("Zu viele Anfragen. Bitte versuchen Sie es in 1 Sekunde erneut.");
    expect(rateLimitedText(formsCopy("fr").errors, 5)).toBe("Trop d’envois. Veuillez réessayer dans 5\u00a0secondes.");
  });
});
