import { describe, expect, it } from "vitest";
import { fill, fillParts, placeholders } from "./inline-text";

describe("fill", () => {
  it("fills placeholders wherever the text puts them", () => {
    expect(fill("about {name} on the {brand} website", { name: "Drawers", brand: "Norcool" })).toBe("about Drawers on the Norcool website");
    expect(fill("{brand}: {name}", { name: "Drawers", brand: "Norcool" })).toBe("Norcool: Drawers");
  });

  it("keeps the parts apart, values and texts in order", () => {
    expect(fillParts("{minutes} min read", { minutes: 5 })).toEqual(["", "5", " min read"]);
    expect(fillParts("within {hours} hours.", { hours: "24-48" })).toEqual(["within ", "24-48", " hours."]);
    expect(fillParts("no placeholder", {})).toEqual(["no placeholder"]);
  });

  it("leaves a placeholder without a value as written", () => {
    expect(fill("{count} items", {})).toBe("{count} items");
  });

  it("lists the placeholders", () => {
    expect(placeholders("about {name} on the {brand} website")).toEqual(["name", "brand"]);
    expect(placeholders("none")).toEqual([]);
  });
});
