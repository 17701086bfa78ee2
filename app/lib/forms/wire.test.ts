import { describe, expect, it } from "vitest";
import { brandsFor } from "~/content/brands.server";
import { forms } from "~/content/forms";
import { dealerBrandForSlug, dealerBrands, serviceBrands, type FormKind } from "./fields";
import { parseForm as parseIn } from "./schemas";
import { errorsForForm, toWire } from "./wire";

const brands = brandsFor("en");

/** The checks worded in English, as the spec gives them. */
const parseForm = <K extends FormKind>(kind: K, values: unknown) => parseIn(kind, values, forms);

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
    for (const brand of brands) expect(dealerBrands).toContain(dealerBrandForSlug(brand.slug));
    expect(dealerBrandForSlug("unknown")).toBe("General");
  });

  it("lists every brand of the site in the service form", () => {
    for (const brand of brands) expect(serviceBrands).toContain(brand.name);
  });
});
