// Wine cabinets, fridges, counters and columns for the brand-page illustrations, with the
// bottles on their shelves, drawn with the primitives of lib.ts.
import { circle, line, poly, radial, rect, reflection, rng, rrect } from "./lib.ts";

/** A band of a wine cabinet's interior, from and to as fractions of its height, with its own light. */
interface Zone {
  from: number;
  to: number;
  light: string;
  /** Share of white wines on its shelves (0..1); 0.25 when not given. */
  white?: number;
}

export interface WineCabinet {
  x: number;
  y: number;
  w: number;
  h: number;
  frame?: string;
  inner?: string;
  lightColor?: string;
  shelves?: number;
  seed?: number;
  /** One zone over the whole interior when not given. */
  zones?: readonly Zone[] | null;
  handle?: "right" | "left" | false;
  /** Prefix of the gradients' ids: unique per cabinet in one drawing. */
  id?: string;
  feet?: boolean;
}

const glassColors = ["#2a1416", "#1f2a1a", "#3a1a22", "#151a12", "#4a2a18"];
const capsules = ["#8b1e2d", "#c9a34a", "#6b1322", "#d8d2c4", "#2c2c2c", "#a32638"];

/** Bottles lying on a shelf, necks towards the viewer: rows of glass ends with capsules. */
export function bottleRows(
  x: number,
  y: number,
  w: number,
  rows: number,
  rowH: number,
  seed = 1,
  { r = 11, gap = 5, white = 0.25 }: { r?: number; gap?: number; white?: number } = {},
): string {
  const rand = rng(seed);
  let out = "";
  const n = Math.max(1, Math.floor((w + gap) / (2 * r + gap)));
  const used = n * (2 * r + gap) - gap;
  const x0 = x + (w - used) / 2 + r;
  for (let row = 0; row < rows; row++) {
    const cy = y + row * rowH + rowH - r - 4;
    out += rect(x - 2, cy + r + 1, w + 4, 3, "#8a6a45", 'opacity=".9"');
    for (let i = 0; i < n; i++) {
      const isWhite = rand() < white;
      const glass = isWhite ? "#c9c08a" : glassColors[Math.floor(rand() * glassColors.length)]!;
      const cap = capsules[Math.floor(rand() * capsules.length)]!;
      const cx = x0 + i * (2 * r + gap);
      out +=
        circle(cx, cy, r, glass) + circle(cx, cy, r * 0.48, cap) + circle(cx - r * 0.35, cy - r * 0.35, r * 0.18, "#fff", 'opacity=".35"');
    }
  }
  return out;
}

/** A wine cabinet seen from the front, glass door lit from inside. */
export function wineCabinet({
  x,
  y,
  w,
  h,
  frame = "#2b3138",
  inner = "#1a1512",
  lightColor = "#ffdca0",
  shelves = 6,
  seed = 3,
  zones = null,
  handle = "right",
  id = "cab",
  feet = true,
}: WineCabinet): { defs: string; body: string } {
  const pad = Math.max(10, w * 0.06);
  const gx = x + pad;
  const gy = y + pad;
  const gw = w - 2 * pad;
  const gh = h - 2 * pad - (feet ? 18 : 0);
  let defs = radial(
    `${id}-light`,
    [
      [0, lightColor, 0.55],
      [0.6, lightColor, 0.12],
      [1, lightColor, 0],
    ],
    { cx: 0.5, cy: 0.05, r: 0.9 },
  );
  let body = rrect(x, y, w, h, 10, frame) + rrect(gx, gy, gw, gh, 4, inner);
  const zoneList = zones ?? [{ from: 0, to: 1, light: lightColor }];
  zoneList.forEach((z, i) => {
    const zy = gy + gh * z.from;
    const zh = gh * (z.to - z.from);
    if (z.light !== lightColor) {
      defs += radial(
        `${id}-z${i}`,
        [
          [0, z.light, 0.6],
          [1, z.light, 0],
        ],
        { cx: 0.5, cy: 0.05, r: 1 },
      );
      body += rect(gx, zy, gw, zh, `url(#${id}-z${i})`);
    } else body += rect(gx, zy, gw, zh, `url(#${id}-light)`);
    const rows = Math.max(1, Math.round(shelves * (z.to - z.from)));
    body += bottleRows(gx + 8, zy + 6, gw - 16, rows, (zh - 10) / rows, seed + i * 7, {
      r: Math.min(12, gw / 12),
      white: z.white ?? 0.25,
    });
    if (i > 0) body += rect(gx, zy - 2, gw, 4, frame);
  });
  body += reflection(gx, gy, gw, gh, 0.9);
  const hx = handle === "right" ? x + w - pad * 0.55 : x + pad * 0.3;
  if (handle) body += rrect(hx - 3, y + h * 0.3, 6, h * 0.3, 3, "#c7ccd1");
  if (feet) body += rect(x + pad, y + h - pad - 14, w - 2 * pad, 10, "#11161b", 'opacity=".8"');
  return { defs, body };
}

/** Base cabinets with a worktop, handle-less fronts split into doors. */
export function counter({
  x,
  y,
  w,
  h = 120,
  front = "#f4f1ec",
  top = "#3b3f44",
  doors = 3,
  edge = "#d9d4cc",
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  front?: string;
  top?: string;
  doors?: number;
  edge?: string;
}): string {
  let out = rect(x, y + 14, w, h - 14, front) + rect(x - 6, y, w + 12, 14, top) + rect(x, y + h - 10, w, 10, "#2a2e33", 'opacity=".35"');
  for (let i = 1; i < doors; i++) out += line(x + (w * i) / doors, y + 20, x + (w * i) / doors, y + h - 12, edge, 2);
  out += line(x, y + 24, x + w, y + 24, edge, 2);
  return out;
}

/** A tall kitchen column with a front. */
export function column({
  x,
  y,
  w,
  h,
  front = "#f4f1ec",
  edge = "#d9d4cc",
  split = [],
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  front?: string;
  edge?: string;
  /** Where the front is split into doors, as fractions of its height. */
  split?: readonly number[];
}): string {
  let out = rect(x, y, w, h, front);
  for (const s of split) out += line(x, y + h * s, x + w, y + h * s, edge, 2);
  out += line(x, y, x, y + h, edge, 2) + line(x + w, y, x + w, y + h, edge, 2);
  return out;
}

/** Food and drinks on fridge shelves. */
export function fridgeItems(x: number, y: number, w: number, h: number, rows: number, seed = 5): string {
  const rand = rng(seed);
  let out = "";
  const rowH = h / rows;
  const palette = ["#e4572e", "#f3a712", "#76b041", "#2e86ab", "#f5f5f5", "#c0392b", "#8e6c8a", "#ffd166"];
  for (let r = 0; r < rows; r++) {
    const base = y + (r + 1) * rowH - 4;
    out += rect(x, base, w, 4, "#cfe3ee", 'opacity=".95"');
    let cx = x + 8;
    while (cx < x + w - 26) {
      const kind = rand();
      const c = palette[Math.floor(rand() * palette.length)]!;
      if (kind < 0.3) {
        const bh = rowH * (0.55 + rand() * 0.25);
        out += rrect(cx, base - bh, 16, bh, 5, c) + rect(cx + 5, base - bh - 8, 6, 9, "#555");
        cx += 24;
      } else if (kind < 0.6) {
        const jh = rowH * 0.4;
        out += rrect(cx, base - jh, 26, jh, 4, c) + rect(cx + 2, base - jh - 5, 22, 6, "#d9d9d9");
        cx += 34;
      } else if (kind < 0.8) {
        const rr = Math.min(11, rowH * 0.2);
        out += circle(cx + rr, base - rr, rr, c) + circle(cx + rr * 2.6, base - rr, rr, c);
        cx += rr * 4 + 6;
      } else {
        const bh = rowH * 0.5;
        out +=
          rect(cx, base - bh, 22, bh, c) +
          poly(
            [
              [cx, base - bh],
              [cx + 11, base - bh - 8],
              [cx + 22, base - bh],
            ],
            c,
          );
        cx += 30;
      }
    }
  }
  return out;
}

/** An integrated fridge with its door swung open to the right. */
export function openFridge({
  x,
  y,
  w,
  h,
  front = "#f4f1ec",
  rows = 4,
  seed = 5,
  inside = "#eef6fa",
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  front?: string;
  rows?: number;
  seed?: number;
  inside?: string;
}): string {
  let out = rect(x, y, w, h, "#dfe6ea") + rect(x + 10, y + 10, w - 20, h - 20, inside);
  out += rect(x + 10, y + 10, w - 20, 30, "#fff8e1", 'opacity=".7"');
  out += fridgeItems(x + 18, y + 44, w - 36, h - 70, rows, seed);
  // door in perspective
  const dw = w * 0.42;
  out += poly(
    [
      [x + w, y],
      [x + w + dw, y + 26],
      [x + w + dw, y + h - 26],
      [x + w, y + h],
    ],
    front,
    'stroke="#d5cfc6" stroke-width="2"',
  );
  out += poly(
    [
      [x + w + 6, y + 14],
      [x + w + dw - 8, y + 36],
      [x + w + dw - 8, y + h - 36],
      [x + w + 6, y + h - 14],
    ],
    "#e7eef2",
  );
  for (let i = 1; i <= 3; i++) {
    const yy = y + (h * i) / 4;
    out += poly(
      [
        [x + w + 8, yy],
        [x + w + dw - 10, yy + 8],
        [x + w + dw - 10, yy + 16],
        [x + w + 8, yy + 10],
      ],
      "#cfe0ea",
    );
  }
  return out;
}
