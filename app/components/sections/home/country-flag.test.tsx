import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { countriesFor } from "~/content/i18n/brands.server";
import { languages } from "~/lib/i18n";
import { CountryFlag } from "./country-flag";

/** Each flag drawn, as [country, width, height] in px. */
function flagsOf(html: string): [string, number, number][] {
  return [...html.matchAll(/<svg viewBox="[^"]+" width="([\d.]+)" height="([\d.]+)"[^>]*data-country="([a-z]+)"/g)].map((m) => [
    m[3]!,
    Number(m[1]),
    Number(m[2]),
  ]);
}

describe("a served country's flag (spec 3)", () => {
  it("shows Benelux as the Netherlands', Belgium's and Luxembourg's flags, each in its own proportions", () => {
    const flags = flagsOf(renderToStaticMarkup(<CountryFlag code="benelux" text="serves it in the Benelux" />));
    expect(flags.map(([country]) => country)).toEqual(["nl", "be", "lu"]);
    // 2:3, 13:15 and 3:5 (height to width), all 16 px tall: none squeezed into a third of one.
    expect(flags).toEqual([
      ["nl", 24, 16],
      ["be", 18.46, 16],
      ["lu", 26.67, 16],
    ]);
  });

  it("shows one flag for the Netherlands and one for Germany, in theirs", () => {
    expect(flagsOf(renderToStaticMarkup(<CountryFlag code="nederland" text="x" />))).toEqual([["nl", 24, 16]]);
    expect(flagsOf(renderToStaticMarkup(<CountryFlag code="duitsland" text="x" />))).toEqual([["de", 26.67, 16]]);
  });

  it("is named by its tooltip's words, the flags themselves hidden from screen readers", () => {
    const html = renderToStaticMarkup(<CountryFlag code="benelux" text="PAD levert NIMO in Nederland, België en Luxemburg" />);
    const tipId = /aria-labelledby="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`id="${tipId}" class`);
    expect(html).toContain(">PAD levert NIMO in Nederland, België en Luxemburg<");
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(3);
  });

  it.each(languages)("%s: Benelux is named as its three countries, in the page's language", (lang) => {
    const { countryNames } = countriesFor(lang);
    const names = {
      en: ["Netherlands", "Belgium", "Luxembourg"],
      nl: ["Nederland", "België", "Luxemburg"],
      de: ["Niederlande", "Belgien", "Luxemburg"],
      fr: ["Pays-Bas", "Belgique", "Luxembourg"],
    }[lang];
    for (const name of names) expect(countryNames.benelux).toContain(name);
  });
});
