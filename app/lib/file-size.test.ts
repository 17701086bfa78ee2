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
