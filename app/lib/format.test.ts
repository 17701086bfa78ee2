import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "./format-date";
import { formatEuros, formatList, formatNumber, formatRange } from "./format";
import { formatTimeRange } from "./format-time";

describe("formatShortDate and formatLongDate", () => {
  it("write the spec's news dates and the legal pages' dates as en-GB does", () => {
    expect(formatShortDate("2025-01-15")).toBe("15 Jan 2025");
    expect(formatShortDate("2025-01-05")).toBe("5 Jan 2025");
    expect(formatLongDate("2024-12-01")).toBe("1 December 2024");
    expect(formatLongDate("2025-09-30T00:00:00Z")).toBe("30 September 2025");
  });

  it("agree with Intl's en-GB output for every month", () => {
    for (let m = 1; m <= 12; m++) {
      const iso = `2025-${String(m).padStart(2, "0")}-09`;
      const date = new Date(`${iso}T00:00:00Z`);
      expect(formatShortDate(iso)).toBe(
        new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
          .format(date)
          .replace("Sept", "Sep"),
      );
      expect(formatLongDate(iso)).toBe(new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date));
    }
  });

  it("refuse what is not a date, so a content mistake fails the build", () => {
    expect(() => formatShortDate("15 January")).toThrow(/not an ISO date/);
    expect(() => formatLongDate("2025-13-01")).toThrow(/not an ISO date/);
  });
});

describe("formatList", () => {
  it("joins like Intl.ListFormat en-GB conjunction", () => {
    expect(formatList([])).toBe("");
    expect(formatList(["Norcool"])).toBe("Norcool");
    expect(formatList(["Norcool", "NIMO"])).toBe("Norcool and NIMO");
    expect(formatList(["Norcool", "NIMO", "PeVino"])).toBe("Norcool, NIMO and PeVino");
    const names = ["A", "B", "C", "D"];
    expect(formatList(names)).toBe(new Intl.ListFormat("en-GB", { type: "conjunction" }).format(names));
  });
});

describe("formatNumber", () => {
  it("groups thousands with commas", () => {
    for (const n of [0, 7, 999, 1000, 25000, 1234567, 1234.5, -2500])
      expect(formatNumber(n)).toBe(n.toLocaleString("en-GB", { maximumFractionDigits: 20 }));
  });
});

describe("formats in Dutch, German and French", () => {
  const locales = { nl: "nl-NL", de: "de-DE", fr: "fr-BE" } as const;
  const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date);

  it("write the examples of PRODUCT.md 19", () => {
    expect(formatLongDate("2025-01-15", "nl")).toBe("15 januari 2025");
    expect(formatLongDate("2025-01-15", "de")).toBe("15. Januar 2025");
    expect(formatLongDate("2025-01-15", "fr")).toBe("15 janvier 2025");
    expect(formatEuros(450, "nl")).toBe("€\u00a0450");
  });

  it.each(Object.entries(locales))("agree with Intl's %s dates for every month", (lang, locale) => {
    for (let m = 1; m <= 12; m++) {
      const iso = `2025-${String(m).padStart(2, "0")}-09`;
      const date = new Date(`${iso}T00:00:00Z`);
      expect(formatLongDate(iso, lang as keyof typeof locales)).toBe(intl(locale, { dateStyle: "long" }, date));
      expect(formatShortDate(iso, lang as keyof typeof locales)).toBe(
        intl(locale, { day: "numeric", month: "short", year: "numeric" }, date),
      );
    }
  });

  it.each(Object.entries(locales))("agree with Intl's %s numbers, euros and lists", (lang, locale) => {
    const l = lang as keyof typeof locales;
    for (const n of [7, 450, 25000, 1234.5, 1500000]) expect(formatNumber(n, l)).toBe(new Intl.NumberFormat(locale).format(n));
    for (const n of [450, 2500]) {
      expect(formatEuros(n, l)).toBe(
        new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(n),
      );
    }
    expect(formatList(["A", "B", "C"], l)).toBe(new Intl.ListFormat(locale, { type: "conjunction" }).format(["A", "B", "C"]));
  });
});

describe("formatTimeRange", () => {
  const office = { opens: "9:00", closes: "17:00" };

  it("writes opening hours as each language's signs and style guides do", () => {
    expect(formatTimeRange(office, "en")).toBe("9:00–17:00");
    expect(formatTimeRange(office, "nl")).toBe("9.00–17.00 uur");
    expect(formatTimeRange(office, "de")).toBe("9:00–17:00 Uhr");
    // French: "9 h – 17 h", each hour held to its "h" by a no-break space.
    expect(formatTimeRange(office, "fr")).toBe("9\u00a0h\u00a0– 17\u00a0h");
  });

  it("writes minutes, and hours without a leading zero", () => {
    const range = { opens: "08:30", closes: "12:45" };
    expect(formatTimeRange(range, "en")).toBe("8:30–12:45");
    expect(formatTimeRange(range, "nl")).toBe("8.30–12.45 uur");
    expect(formatTimeRange(range, "de")).toBe("8:30–12:45 Uhr");
    expect(formatTimeRange(range, "fr")).toBe("8\u00a0h\u00a030\u00a0– 12\u00a0h\u00a045");
  });

  it("refuses what is not a time of day, so a content mistake fails the build", () => {
    expect(() => formatTimeRange({ opens: "9", closes: "17:00" })).toThrow(/not a time of day: 9$/);
    expect(() => formatTimeRange({ opens: "9:00", closes: "24:00" })).toThrow(/not a time of day/);
    expect(() => formatTimeRange({ opens: "9.00", closes: "17:00" }, "nl")).toThrow(/not a time of day/);
  });
});

describe("formatRange", () => {
  it("writes a range as each language's legal texts do", () => {
    expect(formatRange({ min: 5, max: 10 })).toBe("5-10");
    expect(formatRange({ min: 24, max: 48 }, "nl")).toBe("24-48");
    expect(formatRange({ min: 24, max: 48 }, "de")).toBe("24-48");
    expect(formatRange({ min: 2, max: 3 }, "fr")).toBe("2 à 3");
    expect(formatRange({ min: 1000, max: 2000 }, "nl")).toBe("1.000-2.000");
  });
});
