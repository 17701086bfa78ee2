import { brotliDecompressSync } from "node:zlib";

/**
 * The characters a WOFF2 font has glyphs for, read from its `cmap` table (WOFF2: W3C
 * Recommendation, section 5; cmap: OpenType spec, formats 4 and 12). Enough of WOFF2 to find
 * one untransformed table in the font's brotli stream, with no font library: the tests check
 * the site's files with what Node has.
 */

/** Table tags by their index in WOFF2's known-table list (section 5.2); "_" stands for the space of "cvt ". */
const knownTags = (
  "cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea " +
  "vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar " +
  "gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
)
  .split(" ")
  .map((tag) => tag.replace("_", " "));

/** WOFF2's variable-length unsigned integer (section 4.1). */
function readBase128(bytes: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[at.offset++]!;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return value;
  }
  throw new Error("WOFF2: UIntBase128 longer than 5 bytes");
}

/** The bytes of one table, as the font would hold them once decoded. */
function woff2Table(file: Buffer, wanted: string): Buffer {
  if (file.toString("latin1", 0, 4) !== "wOF2") throw new Error("not a WOFF2 file");
  const numTables = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  const at = { offset: 48 };
  let streamOffset = 0;
  let found: { offset: number; length: number; transformed: boolean } | undefined;
  for (let i = 0; i < numTables; i++) {
    const flags = file[at.offset++]!;
    let tag: string;
    if ((flags & 0x3f) === 0x3f) {
      tag = file.toString("latin1", at.offset, at.offset + 4);
      at.offset += 4;
    } else {
      tag = knownTags[flags & 0x3f]!;
    }
    const origLength = readBase128(file, at);
    const version = flags >> 6;
    // glyf and loca are transformed at version 0, every other table at a version other than 0.
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const length = transformed ? readBase128(file, at) : origLength;
    if (tag === wanted) found = { offset: streamOffset, length, transformed };
    streamOffset += length;
  }
  if (!found) throw new Error(`WOFF2: no ${wanted.trim()} table`);
  if (found.transformed) throw new Error(`WOFF2: ${wanted.trim()} is transformed`);
  const stream = brotliDecompressSync(file.subarray(at.offset, at.offset + compressedLength));
  return stream.subarray(found.offset, found.offset + found.length);
}

/** Code points of a cmap subtable of format 4 (BMP) or 12 (all planes). */
function subtableCodePoints(cmap: Buffer, offset: number): Set<number> {
  const points = new Set<number>();
  const format = cmap.readUInt16BE(offset);
  if (format === 12) {
    const groups = cmap.readUInt32BE(offset + 12);
    for (let g = 0; g < groups; g++) {
      const start = cmap.readUInt32BE(offset + 16 + g * 12);
      const end = cmap.readUInt32BE(offset + 20 + g * 12);
      const glyph = cmap.readUInt32BE(offset + 24 + g * 12);
      for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) points.add(c);
    }
    return points;
  }
  if (format !== 4) throw new Error(`cmap subtable format ${format} is not read here`);
  const segments = cmap.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeAt = rangeOffsets + s * 2;
    const rangeOffset = cmap.readUInt16BE(rangeAt);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const raw = cmap.readUInt16BE(rangeAt + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}

/** Every code point the font maps to a glyph (its Unicode subtables, merged). */
export function woff2CodePoints(file: Buffer): Set<number> {
  const cmap = woff2Table(file, "cmap");
  const points = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode) for (const c of subtableCodePoints(cmap, cmap.readUInt32BE(8 + i * 8))) points.add(c);
  }
  return points;
}
