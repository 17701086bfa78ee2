/**
 * Small helpers for the site's original illustrations (tools/build-images.ts). Every
 * drawing is plain SVG text built from shapes, so it is ours, reproducible and editable.
 */

export const palette = {
  navy950: "#08141e",
  navy900: "#0d2233",
  navy800: "#14324a",
  navy700: "#1d4463",
  brass300: "#e2c58f",
  brass400: "#d3ab66",
  brass600: "#8a6a2f",
  oak: "#b98d5d",
  oakDark: "#94693f",
  oakLight: "#d2ad7f",
  steel: "#c9cfd5",
  steelDark: "#8d979f",
  black: "#1d2125",
  wine: "#6d1a2b",
  wineDark: "#3e0d18",
  glass: "#0b1b27",
  bottleGreen: "#1f3b2c",
  wall: "#eef1f4",
  stone: "#d8d3ca",
  white: "#ffffff",
} as const;

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? round(v) : v}"`)
    .join(" ");
}

function round(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function el(name: string, a: Attrs, children = ""): string {
  return children ? `<${name} ${attrs(a)}>${children}</${name}>` : `<${name} ${attrs(a)}/>`;
}

export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}) => el("rect", { x, y, width, height, ...a });

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el("circle", { cx, cy, r, ...a });

export const path = (d: string, a: Attrs = {}) => el("path", { d, ...a });

export const group = (children: string, a: Attrs = {}) => el("g", a, children);

/** Linear gradient from a list of [offset 0..1, colour, opacity?]. */
export function linear(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = { x2: 0, y2: 1 },
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir;
  return el(
    "linearGradient",
    { id, x1, y1, x2, y2 },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );
}

export function radial(id: string, stops: readonly (readonly [number, string, number?])[], a: Attrs = {}): string {
  return el(
    "radialGradient",
    { id, ...a },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );
}

export const blur = (id: string, std: number) =>
  el("filter", { id, x: "-50%", y: "-50%", width: "200%", height: "200%" }, el("feGaussianBlur", { stdDeviation: std }));

export function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Deterministic pseudo-random numbers, so every build draws the same picture. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bottle ends seen from the front in a rack: a grid of round necks and caps. */
export function bottleGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  pitchX: number,
  pitchY: number,
  random: () => number,
  colours: readonly string[] = [palette.wine, palette.bottleGreen, "#2a1a12", "#5a1422"],
): string {
  let out = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (random() < 0.08) continue;
      const cx = x + c * pitchX + pitchX / 2;
      const cy = y + r * pitchY + pitchY / 2;
      const rr = Math.min(pitchX, pitchY) * 0.36;
      const colour = colours[Math.floor(random() * colours.length)]!;
      out += circle(cx, cy, rr, { fill: colour });
      out += circle(cx - rr * 0.25, cy - rr * 0.25, rr * 0.35, { fill: "#ffffff", "fill-opacity": 0.12 });
      out += circle(cx, cy, rr * 0.45, { fill: "#000", "fill-opacity": 0.35 });
    }
  }
  return out;
}
