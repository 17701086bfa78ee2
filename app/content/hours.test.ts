import { describe, expect, it } from "vitest";
import { formatTimeRange } from "../lib/format-time";
import { languages, type Lang } from "../lib/i18n";
import { company } from "./company";
import { company as companyDe } from "./company.de";
import { company as companyFr } from "./company.fr";
import { company as companyNl } from "./company.nl";
import { officeHours, serviceHours } from "./hours";
import { translated } from "./i18n/registry.server";
import { content } from "./load.server";
import { parse as parseYaml } from "yaml";

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

describe("opening hours (./hours.ts), written per language", () => {
  it.each(languages)("%s: every time of day in the site's texts is one of ./hours.ts's, in the language's own style", (lang) => {
    const texts = translated.flatMap(({ file, texts: byLang }) => strings(byLang[lang]).map((text) => ({ file, text })));
    const mine = ranges(lang);
    const stray = texts.filter(({ text }) => foreignTime[lang].test(mine.reduce((rest, range) => rest.replaceAll(range, ""), text)));
    expect(stray).toEqual([]);
    // The office hours reach the footer and top bar (the content files name them by placeholder: below).
    const office = formatTimeRange(officeHours.weekdays, lang);
    const stating = new Set(texts.filter(({ text }) => text.includes(office)).map(({ file }) => file));
    expect([...stating]).toEqual(["app/content/company"]);
  });

  // A content file names the hours by placeholder ({officeHours}, {serviceWeekdays},
  // {serviceSaturday}) and never writes a time itself, so a change of hours is one edit.
  const anyTime = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?h\b/;
  it("no content file writes a time of day; they name the hours by placeholder", () => {
    const files = content.files.filter((f) => f.path.endsWith(".yml"));
    const timed = files.flatMap((f) =>
      strings(parseYaml(f.raw))
        .filter((t) => anyTime.test(t))
        .map((t) => `${f.path}: ${t}`),
    );
    expect(timed).toEqual([]);
    const naming = files.filter((f) => f.raw.includes("{officeHours}")).map((f) => f.path.replace(/\.[a-z]{2}\.yml$/, ""));
    expect([...new Set(naming)]).toEqual(
      expect.arrayContaining(["content/home/home", "content/pages/contact", "content/pages/metadata", "content/legal/warranty"]),
    );
  });

  it("gives the top bar and footer each language's office hours", () => {
    expect(company.hours.weekdays).toBe("Mon–Fri 9:00–17:00");
    expect(companyNl.hours.weekdays).toBe("ma–vr 9.00–17.00 uur");
    expect(companyDe.hours.weekdays).toBe("Mo–Fr 9:00–17:00 Uhr");
    expect(companyFr.hours.weekdays).toBe("lun.–ven. 9\u00a0h\u00a0– 17\u00a0h");
  });
});
