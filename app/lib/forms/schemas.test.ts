import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { en } from "~/content/interface/en";
import { formsCopy } from "~/content/i18n/forms.server";
import { languages } from "~/lib/i18n";
import { brandLinks } from "~/content/brands.server";
import { formFields, formFieldsFor, type FormKind } from "./fields";
import { parseForm as parseIn } from "./schemas";

/** The longest value of each text field, in characters, as the forms define it. */
const maxLength = Object.fromEntries(
  Object.values(formFields)
    .flat()
    .flatMap((f) => ("max" in f ? [[f.name, f.max]] : [])),
) as Record<Extract<(typeof formFields)[FormKind][number], { max: number }>["name"], number>;

/** The checks worded in English, as the spec gives them, with the site's brands as the brand fields' choices. */
const siteFields = formFieldsFor(brandLinks);
const parseForm = <K extends FormKind>(kind: K, values: unknown) => parseIn(kind, values, en.forms, siteFields);

const contact = { name: "Anna de Vries", email: "anna@example.nl", message: "Hello" };
const home = { firstName: "Anna", lastName: "de Vries", email: "anna@example.nl", subject: "Wine cabinet", message: "Hello" };
const service = { name: "Anna", email: "anna@example.nl", brand: "Norcool", model: "NC-45", issueDescription: "It is warm inside." };
const dealer = { name: "Anna", company: "Keukens BV", email: "anna@example.nl", phone: "+31 20 123 4567" };

describe("form schemas: the spec's messages (spec 5 and 8)", () => {
  it("home contact: every required field says '{field} is required'", () => {
    expect(parseForm("home-contact", {})).toEqual({
      ok: false,
      fieldErrors: {
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Email is required",
        subject: "Subject is required",
        message: "Message is required",
      },
    });
  });

  it("/contact: name, email and message are required", () => {
    expect(parseForm("contact", { name: "  ", email: "", message: "\n" })).toEqual({
      ok: false,
      fieldErrors: { name: "Name is required", email: "Email is required", message: "Message is required" },
    });
  });

  it("service request: name, email, brand, model and issue description are required", () => {
    expect(parseForm("service-request", { brand: "" })).toEqual({
      ok: false,
      fieldErrors: {
        name: "Name is required",
        email: "Email is required",
        brand: "Brand is required",
        model: "Model is required",
        issueDescription: "Issue description is required",
      },
    });
  });

  it("dealer application: name, company, email and phone are required", () => {
    expect(parseForm("dealer-application", {})).toEqual({
      ok: false,
      fieldErrors: {
        name: "Name is required",
        company: "Company is required",
        email: "Email is required",
        phone: "Phone is required",
      },
    });
  });

  it.each(["plain", "no@dot", "two@@example.nl", "spa ce@example.nl", "@example.nl", "a@.nl x"])(
    "rejects %j with 'Please enter a valid email address'",
    (email) => {
      const result = parseForm("contact", { ...contact, email });
      expect(result).toEqual({ ok: false, fieldErrors: { email: "Please enter a valid email address" } });
    },
  );

  it.each(["a@b.co", "anna.de.vries+site@sub.example.nl", "ünïcode@bücher.de"])("accepts %j (the spec's simple rule)", (email) => {
    expect(parseForm("contact", { ...contact, email }).ok).toBe(true);
  });

  it("says 'is required' before 'valid email' for an empty address", () => {
    expect(parseForm("dealer-application", { ...dealer, email: " " })).toEqual({ ok: false, fieldErrors: { email: "Email is required" } });
  });

  it("gives each text field a maximum length with a clear message", () => {
    const cases: [Parameters<typeof parseForm>[0], Record<string, string>, keyof typeof maxLength, string][] = [
      ["contact", contact, "name", "Name"],
      ["contact", contact, "message", "Message"],
      ["home-contact", home, "subject", "Subject"],
      ["home-contact", home, "company", "Company"],
      ["service-request", service, "model", "Model"],
      ["service-request", service, "serialNumber", "Serial number"],
      ["service-request", service, "issueDescription", "Issue description"],
      ["dealer-application", dealer, "comments", "Comments"],
    ];
    for (const [kind, base, field, label] of cases) {
      const max = maxLength[field];
      expect(parseForm(kind, { ...base, [field]: "x".repeat(max) }).ok).toBe(true);
      expect(parseForm(kind, { ...base, [field]: "x".repeat(max + 1) })).toEqual({
        ok: false,
        fieldErrors: { [field]: `${label} must be at most ${max} characters` },
      });
    }
  });

  it("checks phone numbers loosely: digits and the usual separators", () => {
    for (const phone of ["+31 20 123 4567", "020-1234567", "(020) 123 45 67", "+49 30/1234567"]) {
      expect(parseForm("dealer-application", { ...dealer, phone }).ok).toBe(true);
    }
    for (const phone of ["call me", "12345", "+31 20 123 4567 ext. 5"]) {
      expect(parseForm("dealer-application", { ...dealer, phone })).toEqual({
        ok: false,
        fieldErrors: { phone: "Please enter a valid phone number" },
      });
    }
  });

  it("says what is wrong with a value of the wrong type (JSON clients)", () => {
    expect(parseForm("contact", { ...contact, name: 42 })).toEqual({ ok: false, fieldErrors: { name: "Name must be text" } });
    expect(parseForm("contact", null).ok).toBe(false);
    expect(parseForm("contact", ["x"]).ok).toBe(false);
  });
});

describe("form schemas: the messages in the page's language (PRODUCT.md 19)", () => {
  const copy = (lang: (typeof languages)[number]) => formsCopy(lang);

  it("says what is missing or wrong in Dutch, German and French, with that language's labels", () => {
    const bad = { name: "", email: "anna@", message: "x".repeat(maxLength.message + 1) };
    expect(parseIn("contact", bad, copy("nl"))).toEqual({
      ok: false,
      fieldErrors: {
        name: "Naam is verplicht",
        email: "Vul een geldig e-mailadres in",
        message: "Bericht mag maximaal 5000 tekens lang zijn",
      },
    });
    expect(parseIn("contact", bad, copy("de"))).toEqual({
      ok: false,
      fieldErrors: {
        name: "Name ist ein Pflichtfeld",
        email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
        message: "Nachricht darf höchstens 5000 Zeichen lang sein",
      },
    });
    expect(parseIn("contact", bad, copy("fr"))).toEqual({
      ok: false,
      fieldErrors: {
        name: "Le champ «\u00a0Nom\u00a0» est obligatoire",
        email: "Veuillez saisir une adresse e-mail valide",
        message: "Le champ «\u00a0Message\u00a0» ne peut pas dépasser 5000\u00a0caractères",
      },
    });
    expect(parseIn("service-request", { ...service, brand: "Acme", urgency: "asap", purchaseDate: "2999-01-01" }, copy("de"))).toEqual({
      ok: false,
      fieldErrors: {
        brand: "Bitte wählen Sie eine Marke aus der Liste",
        urgency: "Bitte wählen Sie eine Dringlichkeit aus der Liste",
        purchaseDate: "Bitte geben Sie ein gültiges Kaufdatum ein",
      },
    });
    expect(parseIn("dealer-application", { ...dealer, phone: "bel me" }, copy("nl"))).toEqual({
      ok: false,
      fieldErrors: { phone: "Vul een geldig telefoonnummer in" },
    });
  });

  it("words every message of every form in each language, placeholders filled, none in English but English's", () => {
    const problems = (lang: (typeof languages)[number]) => {
      const c = copy(lang);
      const results = [
        parseIn("home-contact", {}, c),
        parseIn("contact", { name: 1, email: "x", message: "\ud800" }, c),
        parseIn("service-request", { brand: "Acme", urgency: "asap", purchaseDate: "x", phone: "x" }, c),
        parseIn("dealer-application", { comments: "x".repeat(maxLength.comments + 1) }, c),
      ];
      return results.flatMap((r) => (r.ok ? [] : Object.values(r.fieldErrors)));
    };
    const english = problems("en");
    expect(english.length).toBeGreaterThan(20);
    for (const lang of languages) {
      const messages = problems(lang);
      expect(messages).toHaveLength(english.length);
      for (const message of messages) expect(message).not.toMatch(/[{}]/);
      if (lang !== "en") expect(messages.filter((m) => english.includes(m))).toEqual([]);
    }
  });

  it("keeps each language's schemas apart: English after Dutch is still English", () => {
    expect(parseIn("contact", {}, copy("nl"))).toMatchObject({ fieldErrors: { name: "Naam is verplicht" } });
    expect(parseIn("contact", {}, copy("en"))).toMatchObject({ fieldErrors: { name: "Name is required" } });
    expect(parseIn("contact", {}, copy("nl"))).toMatchObject({ fieldErrors: { name: "Naam is verplicht" } });
  });
});

describe("form schemas: values", () => {
  it("trims, folds line breaks out of one-line fields and strips control characters", () => {
    const result = parseForm("contact", {
      name: "  Anna\r\nBcc: evil@example.com \u0000",
      email: " anna@example.nl ",
      message: "Line one\r\nLine two\u0007",
      extra: "dropped",
    });
    expect(result).toEqual({
      ok: true,
      data: { name: "Anna Bcc: evil@example.com", email: "anna@example.nl", message: "Line one\nLine two" },
    });
  });

  it("service request: urgency defaults to normal and is one of the four levels", () => {
    const ok = parseForm("service-request", { ...service, urgency: "" });
    expect(ok.ok && ok.data.urgency).toBe("normal");
    expect(parseForm("service-request", { ...service, urgency: "urgent" }).ok).toBe(true);
    expect(parseForm("service-request", { ...service, urgency: "asap" })).toEqual({
      ok: false,
      fieldErrors: { urgency: "Please choose an urgency from the list" },
    });
  });

  it("service request: the purchase date is a real past date when given", () => {
    expect(parseForm("service-request", { ...service, purchaseDate: "" }).ok).toBe(true);
    expect(parseForm("service-request", { ...service, purchaseDate: "2024-02-29" }).ok).toBe(true);
    for (const purchaseDate of ["2023-02-29", "29-02-2024", "2999-01-01", "yesterday"]) {
      expect(parseForm("service-request", { ...service, purchaseDate })).toEqual({
        ok: false,
        fieldErrors: { purchaseDate: "Please enter a valid purchase date" },
      });
    }
  });

  it("service request: the brand comes from the list", () => {
    expect(parseForm("service-request", { ...service, brand: "Acme" })).toEqual({
      ok: false,
      fieldErrors: { brand: "Please choose a brand from the list" },
    });
  });

  it("dealer application: brand defaults to 'General' and takes the spec's six choices", () => {
    const ok = parseForm("dealer-application", dealer);
    expect(ok.ok && ok.data.brand).toBe("General");
    for (const brand of ["Norcool", "Thermocold", "Nimo", "Winefit", "Pevino", "Winemaster"]) {
      const r = parseForm("dealer-application", { ...dealer, brand });
      expect(r.ok && r.data.brand).toBe(brand);
    }
    expect(parseForm("dealer-application", { ...dealer, brand: "<b>" }).ok).toBe(false);
  });
});

describe("form schemas: what a visitor cannot see (docs/decisions/0005-forms-pipeline.md)", () => {
  it("reads only a value's own fields: `__proto__`, `constructor` and `prototype` change no prototype", () => {
    const smuggled: unknown = JSON.parse(`{"__proto__": ${JSON.stringify(contact)}}`);
    expect(parseForm("contact", smuggled)).toMatchObject({ ok: false, fieldErrors: { name: "Name is required" } });
    const keys = JSON.parse(`{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}, "prototype": 1}`) as Record<
      string,
      unknown
    >;
    const result = parseForm("contact", { ...keys, ...contact });
    expect(result).toEqual({ ok: true, data: contact });
    expect(result.ok && Object.getPrototypeOf(result.data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("strips invisible format characters: a name of nothing else is required, overrides never arrive", () => {
    for (const name of ["\u200b", "\u200d\u200d", "\ufeff", "\u2060", "\u200b \u2060\u00ad"]) {
      expect(parseForm("contact", { ...contact, name })).toEqual({ ok: false, fieldErrors: { name: "Name is required" } });
    }
    const rtl = parseForm("contact", { ...contact, name: "Anna\u202egnp.exe\u2066\u2067\u2068\u2069\u200e\u200f", message: "a\u200bb" });
    expect(rtl.ok && [rtl.data.name, rtl.data.message]).toEqual(["Annagnp.exe", "ab"]);
  });

  it("keeps a joiner between two visible characters: one emoji of several, a Persian word", () => {
    const family = "\u{1f468}\u200d\u{1f469}\u200d\u{1f467}";
    const persian = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645";
    const result = parseForm("contact", { ...contact, name: `Anna ${family}`, message: `${persian} \u200d\u200cx\u200d` });
    expect(result.ok && [result.data.name, result.data.message]).toEqual([`Anna ${family}`, `${persian} x`]);
  });

  it("judges a joiner's neighbours as whole characters: beside an invisible tag character it goes", () => {
    // U+E0020 is a format character outside the Basic Multilingual Plane (two UTF-16 units).
    const result = parseForm("contact", { ...contact, name: "!\u200d\u{e0020}", message: "\u{e0020}\u200d!" });
    expect(result.ok && [result.data.name, result.data.message]).toEqual(["!", "!"]);
    // A joiner between two characters outside it stays: the rainbow flag is one emoji.
    const flag = "\u{1f3f3}\u{fe0f}\u200d\u{1f308}";
    const emoji = parseForm("contact", { ...contact, name: `Anna ${flag}`, message: "\u{1f468}\u200d\u{1f4bb}" });
    expect(emoji.ok && [emoji.data.name, emoji.data.message]).toEqual([`Anna ${flag}`, "\u{1f468}\u200d\u{1f4bb}"]);
  });

  it("composes text (NFC) and keeps line breaks in the multi-line fields only", () => {
    const result = parseForm("contact", { ...contact, name: "Zoe\u0308\u2028Ag\u0085", message: "e\u0301\u2028two\u0085three\u2029four" });
    expect(result.ok && [result.data.name, result.data.message]).toEqual(["Zo\u00eb Ag", "\u00e9\ntwo\nthree\nfour"]);
  });

  it("refuses text that is not well-formed Unicode (a lone surrogate) at its field", () => {
    expect(parseForm("contact", { ...contact, name: "Anna \ud800", message: "\udc00x" })).toEqual({
      ok: false,
      fieldErrors: { name: "Name contains invalid characters", message: "Message contains invalid characters" },
    });
  });

  it("for any text: the value kept is NFC, well-formed and free of invisible and control characters but joiners", () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)),
      fc.constantFrom(..."\u200b \u200d \u202e \u2066 \ufeff \u0301 \u0308 \r\n \u2028 \u0085 \ud800 \udfff \u0000".split(" "), " "),
      fc.string({ unit: "grapheme", maxLength: 1 }),
    );
    const isNFC = (v: string) => v === v.normalize("NFC");
    const wellFormed = (v: string) => !/\p{Cs}/u.test(v);
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), fc.string({ unit, maxLength: 30 }), (name, message) => {
        const result = parseForm("contact", { email: "a@b.nl", name, message });
        if (!result.ok) {
          expect(Object.keys(result.fieldErrors).length).toBeGreaterThan(0);
          if (!wellFormed(name)) expect(result.fieldErrors.name).toBe("Name contains invalid characters");
          return;
        }
        for (const value of [result.data.name, result.data.message]) {
          expect(isNFC(value) && wellFormed(value) && value === value.trim()).toBe(true);
          // A joiner may stay between two visible characters; no other invisible character does.
          const unjoined = value.replace(/(?<=[^\s\p{Cf}\p{Cc}])[\u200c\u200d](?=[^\s\p{Cf}\p{Cc}])/gu, "");
          // eslint-disable-next-line no-control-regex -- control characters are what it looks for
          expect(unjoined).not.toMatch(/[\p{Cf}\r\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/u);
        }
        expect(result.data.name).not.toMatch(/[\n\t]/);
      }),
      { numRuns: 2000 },
    );
  });
});
