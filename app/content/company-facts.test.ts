import { describe, expect, it } from "vitest";
import { brandsFor } from "./brands.server";
import { companyFacts } from "./company-facts";
import { dealers } from "./dealers.server";

const brands = brandsFor("en");

describe("companyFacts", () => {
  it("counts the countries of the brands' regions once each, the dealers, and the first partnership", () => {
    // The Netherlands, Belgium, Luxembourg (benelux) and Germany.
    expect(companyFacts()).toEqual({ countries: 4, dealers: dealers.length, since: 2015 });
    expect(companyFacts().since).toBe(Math.min(...brands.map((b) => b.partnerSince)));
  });
});
