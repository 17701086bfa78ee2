import { describe, expect, it } from "vitest";
import { formsUi } from "~/content/i18n/forms.server";
import { rateLimitedText, textLang } from "./texts";

describe("the forms' text helpers", () => {
  it("marks the spec's Dutch texts on an English page only (spec 8; PRODUCT.md 18)", () => {
    expect(textLang(formsUi.en.forms.pageForms.lang, "en")).toBe("nl");
    expect(textLang(formsUi.nl.forms.pageForms.lang, "nl")).toBeUndefined();
    expect(textLang(formsUi.de.forms.pageForms.lang, "de")).toBeUndefined();
    expect(textLang(formsUi.fr.forms.pageForms.lang, "fr")).toBeUndefined();
  });

  it("keeps the spec's Dutch success texts on English and Dutch pages and translates them on German and French ones", () => {
    const spec = {
      contactSuccess: "Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.",
      serviceSuccess: "Je service aanvraag is ontvangen! Onze technici nemen binnen 24 uur contact met je op.",
    };
    expect(formsUi.en.forms.pageForms).toMatchObject(spec);
    expect(formsUi.nl.forms.pageForms).toMatchObject(spec);
    expect(formsUi.de.forms.pageForms.contactSuccess).toBe(
      "Vielen Dank für Ihre Nachricht! Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    );
    expect(formsUi.fr.forms.pageForms.serviceSuccess).toContain("24\u00a0heures");
  });

  it("says seconds in the singular for one and the plural otherwise, in each language", () => {
    expect(rateLimitedText(formsUi.en.forms.errors, 1)).toBe("Too many submissions. Please try again in 1 second.");
    expect(rateLimitedText(formsUi.en.forms.errors, 42)).toBe("Too many submissions. Please try again in 42 seconds.");
    expect(rateLimitedText(formsUi.nl.forms.errors, 42)).toBe("Te veel inzendingen. Probeer het over 42 seconden opnieuw.");
    expect(rateLimitedText(formsUi.de.forms.errors, 1)).toBe("Zu viele Anfragen. Bitte versuchen Sie es in 1 Sekunde erneut.");
    expect(rateLimitedText(formsUi.fr.forms.errors, 5)).toBe("Trop d’envois. Veuillez réessayer dans 5\u00a0secondes.");
  });
});
