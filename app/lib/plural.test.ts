import { describe, expect, it } from "vitest";
import { plural, pluralForm } from "./plural";

describe("plural", () => {
  const results = { one: "{count} result for {query}", other: "{count} results for {query}" };

  it("takes the singular for 1 alone in English, Dutch and German", () => {
    for (const lang of ["en", "nl", "de"] as const) {
      expect([0, 1, 2, 12].map((n) => pluralForm(n, lang))).toEqual(["other", "one", "other", "other"]);
    }
  });

  it("takes the singular for 0 and 1 in French, as Intl.PluralRules does", () => {
    const rules = new Intl.PluralRules("fr-BE");
    for (const n of [0, 1, 2, 5, 1000]) expect(pluralForm(n, "fr")).toBe(rules.select(n) === "one" ? "one" : "other");
    expect(pluralForm(0, "fr")).toBe("one");
  });

  it("fills the count in the language's number format and the other placeholders", () => {
    expect(plural(results, 1, "en", { query: "wine" })).toBe("1 result for wine");
    expect(plural(results, 1200, "en", { query: "wine" })).toBe("1,200 results for wine");
    expect(plural({ one: "{count} resultaat", other: "{count} resultaten" }, 1200, "nl")).toBe("1.200 resultaten");
  });
});
