import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { TestPage } from "./support/browser";
import { byLabel, errorsOf, fill, openFormPage } from "./support/forms";
import { useSuite } from "./support/suite";

/**
 * The forms in the page's language (PRODUCT.md 19), with and without JavaScript, against
 * the built server, its SQLite database and a real SMTP server on loopback: /nl/contact and
 * /de/service-request show their language's validation and success texts, store the
 * submission with that language, and the staff mail names it in English.
 */

const suite = useSuite({ smtp: true });

async function open(path: string, js: boolean): Promise<TestPage> {
  const t = await openFormPage(suite, path, { js });
  if (!js) t.allowErrors(/status of 400/); // the page with the messages is answered 400
  return t;
}

/** The stored submission whose data contains `text`, as soon as it is stored. */
async function storedWith(text: string): Promise<{ lang: string; form_type: string }> {
  const db = new Database(path.join(suite.server.dataDir, "forms.sqlite"), { readonly: true });
  try {
    const find = () =>
      db.prepare("SELECT lang, form_type FROM form_submissions WHERE data LIKE ?").get(`%${text}%`) as
        { lang: string; form_type: string } | undefined;
    await expect.poll(() => find() !== undefined).toBe(true);
    return find()!;
  } finally {
    db.close();
  }
}

const mailWith = (text: string) => suite.sink.waitForMail((m) => m.parsed?.text?.includes(text) ?? false, 15_000);

const contactLabels = ["Naam", "E-mail", "Bericht"];

describe("/nl/contact in Dutch", () => {
  for (const js of [true, false]) {
    it(`${js ? "with" : "without"} JavaScript: Dutch messages at the fields, the spec's Dutch success text, stored as nl`, async () => {
      const t = await open("/nl/contact", js);
      const form = () => t.page.locator("form").filter({ has: byLabel(t.page, "Bericht") });
      await form().getByRole("button", { name: "Bericht versturen" }).click();
      await expect
        .poll(() => errorsOf(form(), contactLabels))
        .toEqual({
          Naam: "Naam is verplicht",
          "E-mail": "E-mail is verplicht",
          Bericht: "Bericht is verplicht",
        });
      const message = `Levert Norcool ook in Gent? (${js ? "met" : "zonder"} JavaScript)`;
      await fill(form(), { Naam: "Sanne Visser", "E-mail": "sanne@", Bericht: message });
      await form().getByRole("button", { name: "Bericht versturen" }).click();
      await expect
        .poll(() => errorsOf(form(), contactLabels))
        .toEqual({ Naam: null, "E-mail": "Vul een geldig e-mailadres in", Bericht: null });
      if (!js) {
        expect(await form().getByRole("alert").textContent()).toBe("Controleer de gemarkeerde velden.");
        expect(await byLabel(form(), "Bericht").inputValue()).toBe(message);
      }

      await fill(form(), { "E-mail": "sanne@example.nl" });
      await form().getByRole("button", { name: "Bericht versturen" }).click();
      const success = t.page.getByRole("status").filter({ hasText: "Bedankt voor je bericht! We nemen binnen 24 uur contact met je op." });
      await success.waitFor();
      // With JavaScript a toast (the live region), without it the page's own result.
      expect(await success.getAttribute("aria-live")).toBe(js ? "polite" : null);
      expect(await success.textContent()).toContain("Gelukt!");
      // Dutch on a Dutch page: no language of its own to mark.
      expect(await success.locator("[lang]").count()).toBe(0);

      expect(await storedWith(message)).toEqual({ lang: "nl", form_type: "contact" });
      const mail = await mailWith(message);
      expect(mail.parsed!.text).toContain("Language: Dutch (nl)");
      expect(mail.parsed!.subject).toBe("Website: Contact message");
    });
  }
});

const serviceLabels = ["Name", "E-Mail", "Telefon (optional)", "Marke", "Modell", "Problembeschreibung"];

describe("/de/service-request in German", () => {
  for (const js of [true, false]) {
    it(`${js ? "with" : "without"} JavaScript: German messages at the fields, the success text in German, stored as de`, async () => {
      const t = await open("/de/service-request", js);
      const form = () => t.page.locator("form").filter({ has: byLabel(t.page, "Modell") });
      await form().getByRole("button", { name: "Serviceanfrage senden" }).click();
      await expect
        .poll(() => errorsOf(form(), serviceLabels))
        .toEqual({
          Name: "Name ist ein Pflichtfeld",
          "E-Mail": "E-Mail ist ein Pflichtfeld",
          "Telefon (optional)": null,
          Marke: "Marke ist ein Pflichtfeld",
          Modell: "Modell ist ein Pflichtfeld",
          Problembeschreibung: "Problembeschreibung ist ein Pflichtfeld",
        });
      const issue = `Kühlung fällt aus, Anzeige zeigt E4 (${js ? "mit" : "ohne"} JavaScript)`;
      await fill(form(), {
        Name: "Jonas Weber",
        "E-Mail": "jonas@example.de",
        "Telefon (optional)": "ruf mich an",
        Marke: "Norcool",
        Modell: "NC-45",
        Problembeschreibung: issue,
      });
      await form().getByRole("button", { name: "Serviceanfrage senden" }).click();
      await expect
        .poll(() => errorsOf(form(), ["Telefon (optional)"]))
        .toEqual({ "Telefon (optional)": "Bitte geben Sie eine gültige Telefonnummer ein" });
      if (!js) expect(await form().getByRole("alert").textContent()).toBe("Bitte prüfen Sie die markierten Felder.");

      await fill(form(), { "Telefon (optional)": "+49 30 1234567", "Dringlichkeit (optional)": "high" });
      await form().getByRole("button", { name: "Serviceanfrage senden" }).click();
      const success = t.page
        .getByRole("status")
        .filter({ hasText: "Ihre Serviceanfrage ist eingegangen! Unsere Techniker melden sich innerhalb von 24 Stunden bei Ihnen." });
      await success.waitFor();
      expect(await success.getAttribute("aria-live")).toBe(js ? "polite" : null);
      expect(await success.textContent()).toContain("Erfolgreich gesendet!");
      expect(await success.locator("[lang]").count()).toBe(0);

      expect(await storedWith(issue)).toEqual({ lang: "de", form_type: "service-request" });
      const mail = await mailWith(issue);
      expect(mail.parsed!.text).toContain("Language: German (de)");
      expect(mail.parsed!.subject).toBe("Website: Service request – Norcool (high)");
    });
  }
});

describe("the spec's Dutch texts on the English page", () => {
  it("/contact marks its Dutch success text as Dutch", async () => {
    const t = await open("/contact", true);
    const form = t.page.locator("form").filter({ has: byLabel(t.page, "Message") });
    await fill(form, { Name: "Tom Baker", Email: "tom@example.com", Message: "English page, Dutch answer" });
    await form.getByRole("button", { name: "Send Message" }).click();
    const text = t.page.getByRole("status").locator('[lang="nl"]').filter({ hasText: "Bedankt voor je bericht!" });
    await text.waitFor();
    expect(await storedWith("English page, Dutch answer")).toEqual({ lang: "en", form_type: "contact" });
  });
});
