import { describe, expect, it } from "vitest";
import { brandLinks } from "~/content/brands.server";
import { en } from "~/content/interface/en";
import { dealerBrandForSlug, dealerBrandOptions, formFieldsFor, type FormKind } from "./fields";
import { parseForm as parseIn } from "./schemas";
import { errorsForForm, toWire } from "./wire";

/** The checks worded in English, as the spec gives them. */
const parseForm = <K extends FormKind>(kind: K, values: unknown) => parseIn(kind, values, en.forms);

const home = { firstName: "Anna", lastName: "de Vries", email: "anna@example.nl", subject: "Wine cabinet", message: "Hello" };

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
    for (const brand of brandLinks) expect(dealerBrandOptions(brandLinks)).toContain(dealerBrandForSlug(brandLinks, brand.slug));
    expect(dealerBrandForSlug(brandLinks, "pevino")).toBe("Pevino");
    expect(dealerBrandForSlug(brandLinks, "unknown")).toBe("General");
  });

  it("lists every brand of the site in the service form, then Other, and checks a submission against them", () => {
    const fields = formFieldsFor(brandLinks);
    const brand = fields["service-request"].find((f) => f.name === "brand")!;
    expect(brand.kind === "choice" && brand.options).toEqual([...brandLinks.map((b) => b.name), "Other"]);
    const request = { name: "Anna", email: "anna@example.nl", model: "X1", issueDescription: "Cold" };
    expect(parseIn("service-request", { ...request, brand: "PeVino" }, en.forms, fields).ok).toBe(true);
    expect(parseIn("service-request", { ...request, brand: "Pevino" }, en.forms, fields).ok).toBe(false);
    expect(
      parseIn("dealer-application", { name: "A", company: "B", email: "a@b.nl", phone: "010 765 4321", brand: "Pevino" }, en.forms, fields)
        .ok,
    ).toBe(true);
  });
});
