import { describe, expect, it } from "vitest";
import { brandPreview, brands } from "./brands";
import { brandSchema } from "./validate.server";

describe("brands", () => {
  it("pass their build-time check", () => {
    for (const brand of brands) expect(brandSchema.safeParse(brand).error?.message).toBeUndefined();
  });

  it("a brand's own preview must be a cut of its description", () => {
    const nimo = brands.find((b) => b.slug === "nimo")!;
    expect(brandSchema.safeParse({ ...nimo, preview: "Words the description does not open with…" }).success).toBe(false);
    expect(brandSchema.safeParse({ ...nimo, preview: `${nimo.description.slice(0, 51)}` }).success).toBe(true);
  });

  it("previews never repeat the card's tagline", () => {
    for (const brand of brands) expect(brandPreview(brand).startsWith(brand.tagline), brand.slug).toBe(false);
  });
});
