import { describe, expect, it } from "vitest";
import { preferredLang } from "./preferred-language";

describe("preferredLang", () => {
  it("takes the first language the site has, by its primary subtag", () => {
    expect(preferredLang(["de-DE", "en-US"])).toBe("de");
    expect(preferredLang(["es-ES", "fr-BE", "nl"])).toBe("fr");
    expect(preferredLang(["nl-BE"])).toBe("nl");
    expect(preferredLang(["FR_lu"])).toBe("fr");
  });

  it("keeps English when the browser prefers it first", () => {
    expect(preferredLang(["en-GB", "nl-NL"])).toBe("en");
  });

  it("has none for languages the site lacks", () => {
    expect(preferredLang(["es", "it-IT"])).toBeUndefined();
    expect(preferredLang([])).toBeUndefined();
  });
});
