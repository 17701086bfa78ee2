// Drawing primitives for the brand-page product illustrations (800×600 SVG).
// Flat, softly shaded shapes; every scene is composed from these, and from the objects drawn
// with them in cabinets.ts and props.ts.

/** Top and bottom colour of a vertical gradient (a wall, a floor). */
export type Shades = readonly [string, string];

/** A point [x, y]. */
export type Point = readonly [number, number];
/** A gradient stop: [offset 0..1, colour, opacity (1 when not given)]. */
export type Stop = readonly [number, string, number?];

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}

/** A coordinate rounded to a tenth, to keep the SVG short. */
export const f = (n: number) => Math.round(n * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
export const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const poly = (pts: readonly Point[], fill: string, extra = "") =>
  `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 2, extra = "") =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${w}" ${extra}/>`;

export function linear(
  id: string,
  stops: readonly Stop[],
  { x1 = 0, y1 = 0, x2 = 0, y2 = 1 }: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ""}/>`)
    .join("")}</linearGradient>`;
}
export function radial(
  id: string,
  stops: readonly Stop[],
  { cx = 0.5, cy = 0.5, r = 0.5 }: { cx?: number; cy?: number; r?: number } = {},
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ""}/>`)
    .join("")}</radialGradient>`;
}

/** A whole illustration: wall, floor, defs and the scene. */
export function scene({
  wall = ["#eef2f5", "#dde5ec"],
  floor = ["#cfd8e0", "#b9c5cf"],
  defs = "",
  body,
  floorY = 500,
}: {
  wall?: Shades;
  floor?: Shades;
  defs?: string;
  body: string;
  floorY?: number;
}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs>${linear("wall", [
    [0, wall[0]],
    [1, wall[1]],
  ])}${linear("floor", [
    [0, floor[0]],
    [1, floor[1]],
  ])}${linear(
    "glass",
    [
      [0, "#ffffff", 0.28],
      [0.5, "#ffffff", 0.04],
      [1, "#ffffff", 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}${defs}</defs>${rect(0, 0, 800, floorY, "url(#wall)")}${rect(0, floorY, 800, 600 - floorY, "url(#floor)")}${body}</svg>`;
}

export const shadow = (cx: number, cy: number, rx: number, ry = 10, o = 0.16) => ellipse(cx, cy, rx, ry, "#0b1620", `opacity="${o}"`);

/** A diagonal glass reflection over a rectangle. */
export function reflection(x: number, y: number, w: number, h: number, o = 1): string {
  return poly(
    [
      [x + w * 0.08, y],
      [x + w * 0.42, y],
      [x + w * 0.05, y + h * 0.55],
      [x, y + h * 0.55],
      [x, y + h * 0.12],
    ],
    "url(#glass)",
    `opacity="${o}"`,
  );
}
