import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFromPngs, markSvg, socialOverlay, wrapWords } from "./identity";

describe("site identity art", () => {
  it("wraps a company name on spaces within the line length", () => {
    expect(wrapWords("Premium Appliance Distribution", 22)).toEqual(["Premium Appliance", "Distribution"]);
    expect(wrapWords("Short Name", 22)).toEqual(["Short Name"]);
    expect(wrapWords("A Really Quite Extraordinarily Long Distributor Name", 22).every((l) => l.length <= 22)).toBe(true);
  });

  it("escapes the name in the social image's SVG", () => {
    const svg = socialOverlay("Smit & Zonen <NL>", "Import", ["Norcool"]);
    expect(svg).toContain("Smit &amp; Zonen &lt;NL&gt;");
    expect(svg).not.toContain("<NL>");
  });

  it("writes an ICO that holds each PNG with its size", async () => {
    const images = await Promise.all(
      [16, 32].map(async (size) => ({
        size,
        png: await sharp(Buffer.from(markSvg(size)))
          .png()
          .toBuffer(),
      })),
    );
    const ico = icoFromPngs(images);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    for (const [i, { size, png }] of images.entries()) {
      const entry = 6 + i * 16;
      expect(ico.readUInt8(entry)).toBe(size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(length).toBe(png.length);
      expect(ico.subarray(offset, offset + length).equals(png)).toBe(true);
    }
  });
});
