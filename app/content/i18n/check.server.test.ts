import { describe, expect, it } from "vitest";
import { translationGaps } from "./check.server";
import { allTranslationGaps } from "./registry.server";

const en = { title: "Hello", items: [{ label: "One {count}" }, { label: "Two" }], nested: { text: "Text" } };

describe("translationGaps", () => {
  it("names the language, file and key of every missing, empty or misshapen text", () => {
    const nl = { title: "Hallo", items: [{ label: "Eén" }], nested: { text: "" } };
    const de = { title: "Hallo", items: [{ label: "Eins {count}" }, { label: "Zwei" }], nested: {} };
    const gaps = translationGaps("app/content/x", { en, nl, de, fr: en });
    expect(gaps).toEqual([
      "nl: app/content/x.nl.ts: items has 1 items, English has 2",
      "nl: app/content/x.nl.ts: items[0].label has placeholders none, English has {count}",
      "nl: app/content/x.nl.ts: items[1] is missing",
      "nl: app/content/x.nl.ts: nested.text is empty",
      "de: app/content/x.de.ts: nested.text is missing",
    ]);
  });

  it("names a language's own module in a folder of one module per language", () => {
    expect(translationGaps("app/content/interface/", { en, nl: en, de: { ...en, title: "" }, fr: en })).toEqual([
      "de: app/content/interface/de.ts: title is empty",
    ]);
  });

  it("finds nothing when every language has every text", () => {
    expect(translationGaps("app/content/x", { en, nl: en, de: en, fr: en })).toEqual([]);
  });
});

describe("the site's translations", () => {
  it("have every text English has", () => {
    expect(allTranslationGaps()).toEqual([]);
  });
});
