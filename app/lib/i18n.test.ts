import { describe, expect, it } from "vitest";
import { alternatePaths, langFromPath, localizePath, prefixPath, stripLang } from "./i18n";

describe("addresses in each language (PRODUCT.md 19)", () => {
  it("reads the language from the first segment alone", () => {
    expect(langFromPath("/nl/brands/norcool")).toBe("nl");
    expect(langFromPath("/de")).toBe("de");
    expect(langFromPath("/about")).toBe("en");
    expect(langFromPath("/nlx/about")).toBe("en");
    expect(langFromPath("/en/about")).toBe("en");
  });

  it("strips and adds the prefix, keeping query and anchor", () => {
    expect(stripLang("/fr/news/x")).toBe("/news/x");
    expect(stripLang("/fr")).toBe("/");
    expect(localizePath("/", "nl")).toBe("/nl");
    expect(localizePath("/search?q=koel", "nl")).toBe("/nl/search?q=koel");
    expect(localizePath("/de/contact#form", "fr")).toBe("/fr/contact#form");
    expect(localizePath("/nl/about", "en")).toBe("/about");
  });

  it("leaves files, the API and other sites alone", () => {
    expect(localizePath("/files/brochures/dealer.pdf", "nl")).toBe("/files/brochures/dealer.pdf");
    expect(localizePath("/api/send-form-email", "de")).toBe("/api/send-form-email");
    expect(localizePath("https://example.com/x", "fr")).toBe("https://example.com/x");
    expect(localizePath("//evil.example/x", "fr")).toBe("//evil.example/x");
    expect(prefixPath("/search-index.json", "nl")).toBe("/nl/search-index.json");
  });

  it("lists the page in every language, English first", () => {
    expect(alternatePaths("/nl/about")).toEqual([
      ["en", "/about"],
      ["nl", "/nl/about"],
      ["de", "/de/about"],
      ["fr", "/fr/about"],
    ]);
  });
});
