import { describe, expect, it } from "vitest";
import { brands } from "~/content/brands";
import { dealerBrandForSlug, dealerBrands, maxLength, serviceBrands } from "./fields";
import { parseForm } from "./schemas";
import { errorsForForm, toWire } from "./wire";

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

describe("the wire format (spec 7)", () => {
  it("sends the home form's first and last name joined", () => {
    const parsed = parseForm("home-contact", { ...home, company: "" });
    expect(parsed.ok).toBe(true);
    const wire = toWire("home-contact", parsed.ok ? parsed.data : {});
    expect(wire).toEqual({
      formType: "contact",
      formData: { name: "Anna de Vries", email: "anna@example.nl", company: "", subject: "Wine cabinet", message: "Hello" },
    });
    // What the home form sends passes the contact schema the API applies.
    expect(parseForm("contact", wire.formData).ok).toBe(true);
  });

  it("places the server's name error at the first-name field of the home form", () => {
    expect(errorsForForm("home-contact", { name: "Name is required", email: "x" })).toEqual({ firstName: "Name is required", email: "x" });
    expect(errorsForForm("contact", { name: "Name is required" })).toEqual({ name: "Name is required" });
  });

  it("names each brand page's dealer brand as the popup list spells it", () => {
    for (const brand of brands) expect(dealerBrands).toContain(dealerBrandForSlug(brand.slug));
    expect(dealerBrandForSlug("unknown")).toBe("General");
  });

  it("lists every brand of the site in the service form", () => {
    for (const brand of brands) expect(serviceBrands).toContain(brand.name);
  });
});
