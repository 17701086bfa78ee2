import { describe, expect, it } from "vitest";
import { formatTimeRange } from "../lib/format-time";
import { languages, type Lang } from "../lib/i18n";
import { companyTexts, officeHours, readCompany, serviceHours } from "./company.server";
import { translated } from "./i18n/registry.server";
import { content, createContent } from "./load.server";
import { parse as parseYaml } from "yaml";
import { companyFiles } from "../../tests/support/company-content";

/** Every string in a content value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * A time of day as some language writes it: "9:00", "9.00", "9 h", "9h00". English and
 * German write "9:00", so there only a Dutch or French form is foreign; Dutch and French
 * never write "9:00". Dutch "9.00" is only looked for before "uur" or a dash, so a number
 * such as "2.50" is not taken for a time.
 */
const foreignTime: Record<Lang, RegExp> = {
  en: /\b\d{1,2}\.\d{2}\s?(?:uur|–)|\b\d{1,2}\s?h\b/,
  de: /\b\d{1,2}\.\d{2}\s?(?:uur|–)|\b\d{1,2}\s?h\b/,
  nl: /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?h\b/,
  fr: /\b\d{1,2}:\d{2}\b|\b\d{1,2}\.\d{2}\s?(?:uur|–)/,
};

const ranges = (lang: Lang) =>
  [officeHours.weekdays, serviceHours.weekdays, serviceHours.saturday].map((range) => formatTimeRange(range, lang));

/** The site's translated texts, the company's words (read from the content folder) among them. */
const siteTexts = [...translated, { file: "content/company/texts", texts: companyTexts }];

describe("opening hours (content/company/details.yml), written per language", () => {
  it.each(languages)("%s: every time of day in the site's texts is one of the company's, in the language's own style", (lang) => {
    const texts = siteTexts.flatMap(({ file, texts: byLang }) => strings(byLang[lang]).map((text) => ({ file, text })));
    const mine = ranges(lang);
    const stray = texts.filter(({ text }) => foreignTime[lang].test(mine.reduce((rest, range) => rest.replaceAll(range, ""), text)));
    expect(stray).toEqual([]);
    // The office hours reach the footer and top bar (the content files name them by placeholder: below).
    const office = formatTimeRange(officeHours.weekdays, lang);
    const stating = new Set(texts.filter(({ text }) => text.includes(office)).map(({ file }) => file));
    expect([...stating]).toEqual(["content/company/texts"]);
  });

  // A content file names the hours by placeholder ({officeHours}, {serviceWeekdays},
  // {serviceSaturday}) and never writes a time itself, so a change of hours is one edit:
  // content/company/details.yml, where the times are written.
  const anyTime = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?h\b/;
  it("no other content file writes a time of day; they name the hours by placeholder", () => {
    const files = content.files.filter((f) => f.path.endsWith(".yml") && f.path !== "content/company/details.yml");
    const timed = files.flatMap((f) =>
      strings(parseYaml(f.raw))
        .filter((t) => !/^https?:\/\//.test(t) && anyTime.test(t))
        .map((t) => `${f.path}: ${t}`),
    );
    expect(timed).toEqual([]);
    const naming = files.filter((f) => f.raw.includes("{officeHours}")).map((f) => f.path.replace(/(\.[a-z]{2})?\.yml$/, ""));
    expect([...new Set(naming)]).toEqual(
      expect.arrayContaining(["content/home/home", "content/pages/contact", "content/pages/metadata", "content/legal/warranty"]),
    );
  });

  it("gives the top bar and footer each language's office hours, filled into its words", () => {
    for (const lang of languages) {
      expect(companyTexts[lang].hours.weekdays).toContain(formatTimeRange(officeHours.weekdays, lang));
      expect(companyTexts[lang].hours.weekdays).not.toContain("{hours}");
    }
    // Written once as times, in each language in its own style.
    const { texts } = readCompany(createContent(companyFiles()), {});
    expect(texts.en.hours.weekdays).toBe("Mon–Fri 9:00–17:00");
    expect(texts.nl.hours.weekdays).toBe("ma–vr 9.00–17.00 uur");
    expect(texts.de.hours.weekdays).toBe("Mo–Fr 9:00–17:00 Uhr");
    expect(texts.fr.hours.weekdays).toBe("lun.–ven. 9\u00a0h\u00a0– 17\u00a0h");
  });
});
