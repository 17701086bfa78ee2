import { palette } from "./svg";

/**
 * The site's own mark and its derived files: favicon, touch icon, manifest icons, the
 * structured-data logo and the default social image with the company name rendered in.
 * The mark is the one in public/favicon.svg and the header logo (components/layout/logo.tsx).
 */
const font = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The mark on a square; `inset` leaves room for maskable icons' safe zone. */
export function markSvg(size: number, { inset = 0, rounded = true } = {}): string {
  const s = (size - inset * 2) / 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${rounded ? size * 0.2 : 0}" fill="${palette.navy900}"/>
<g transform="translate(${inset} ${inset}) scale(${s})"><path d="M11 29V11h9a6 6 0 0 1 0 12h-9" fill="none" stroke="${palette.brass300}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M22 23l7 6" stroke="${palette.brass300}" stroke-width="3.2" stroke-linecap="round"/></g></svg>`;
}

/** Splits a name into lines of at most `max` characters, on spaces. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Text layer of the social image (1200×630), laid over the hero art by the build script.
 * The company name comes from the site configuration.
 */
export function socialOverlay(name: string, tagline: string, brands: readonly string[]): string {
  const lines = wrapWords(name, 22).slice(0, 3);
  const size = lines.length > 2 ? 54 : 64;
  const nameText = lines.map((line, i) => `<tspan x="72" dy="${i === 0 ? 0 : size * 1.1}">${escape(line)}</tspan>`).join("");
  const nameBottom = 250 + (lines.length - 1) * size * 1.1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="shade" x2="1" y2="0"><stop offset="0" stop-color="${palette.navy950}" stop-opacity="0.96"/><stop offset="0.5" stop-color="${palette.navy950}" stop-opacity="0.8"/><stop offset="0.85" stop-color="${palette.navy950}" stop-opacity="0"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#shade)"/>
<g transform="translate(72 72) scale(1.6)"><rect width="40" height="40" rx="8" fill="${palette.brass300}"/><path d="M11 29V11h9a6 6 0 0 1 0 12h-9" fill="none" stroke="${palette.navy900}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M22 23l7 6" stroke="${palette.navy900}" stroke-width="3.2" stroke-linecap="round"/></g>
<text x="148" y="114" font-family="${font}" font-size="24" letter-spacing="3" fill="${palette.brass300}">${escape(tagline.toUpperCase())}</text>
<text x="72" y="250" font-family="${font}" font-weight="700" font-size="${size}" fill="#ffffff">${nameText}</text>
<rect x="72" y="${nameBottom + 40}" width="120" height="5" rx="2.5" fill="${palette.brass400}"/>
<text x="72" y="${nameBottom + 96}" font-family="${font}" font-size="30" fill="#e6edf3">Premium home and kitchen appliances</text>
<text x="72" y="${nameBottom + 136}" font-family="${font}" font-size="30" fill="#e6edf3">for the Benelux and Germany</text>
<text x="72" y="580" font-family="${font}" font-size="22" letter-spacing="1" fill="${palette.brass300}">${escape(brands.join("  ·  "))}</text>
</svg>`;
}

/** ICO container holding PNG images (supported by every browser that asks for /favicon.ico). */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}
