import { describe, expect, it } from "vitest";
import { fileTypeOf, formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [10 * 1024, "10 KB"],
    [88_000, "86 KB"],
    [1024 * 1024 - 1, "1 MB"],
    [4.2 * 1024 * 1024, "4.2 MB"],
    [12.4 * 1024 * 1024, "12 MB"],
    [3 * 1024 ** 3, "3 GB"],
  ])("%i bytes reads %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it("writes the language's decimal comma, and French units in octets", () => {
    const size = 2.4 * 1024 * 1024;
    expect(formatFileSize(size, "en")).toBe("2.4 MB");
    expect(formatFileSize(size, "nl")).toBe("2,4 MB");
    expect(formatFileSize(size, "de")).toBe("2,4 MB");
    expect(formatFileSize(size, "fr")).toBe("2,4\u202fMo");
    expect(formatFileSize(88_000, "fr")).toBe("86\u202fKo");
    expect(formatFileSize(1536, "nl")).toBe("1,5 KB");
    expect(formatFileSize(1023, "de")).toBe("1023 B");
    expect(formatFileSize(3 * 1024 ** 3, "fr")).toBe("3\u202fGo");
  });

  it("agrees with Intl's unit format in every language, but for the spec's KB and binary units", () => {
    const locales = { en: "en-GB", nl: "nl-NL", de: "de-DE", fr: "fr-BE" } as const;
    for (const [lang, locale] of Object.entries(locales) as [keyof typeof locales, string][]) {
      const intl = new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(4.2);
      expect(formatFileSize(4.2 * 1024 * 1024, lang)).toBe(intl);
    }
  });

  it("refuses nonsense", () => {
    expect(() => formatFileSize(-1)).toThrow();
    expect(() => formatFileSize(Number.NaN)).toThrow();
  });
});

describe("fileTypeOf", () => {
  it("reads the spec's three types from the extension", () => {
    expect(fileTypeOf("/files/a/manual.pdf")).toBe("PDF");
    expect(fileTypeOf("/files/a/IMAGES.ZIP")).toBe("ZIP");
    expect(fileTypeOf("/files/a/training.mp4?x=1")).toBe("MP4");
  });

  it("refuses other files", () => {
    expect(() => fileTypeOf("/files/a/readme.txt")).toThrow(/pdf, .zip or .mp4/);
  });
});
