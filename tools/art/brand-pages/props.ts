// Things that set a brand-page scene: standing bottles and wine glasses, plants, clothes,
// boots and gloves, stones, displays, grilles, fans and warm air, drawn with the
// primitives of lib.ts.
import { circle, ellipse, f, line, path, rect, rng, rrect } from "./lib.ts";

/** A plant in a pot: a soft touch of life in a room. */
export function plant(x: number, y: number, s = 1, pot = "#c8b6a0"): string {
  return (
    path(
      `M${x - 22 * s} ${y - 40 * s} C ${x - 60 * s} ${y - 90 * s}, ${x - 30 * s} ${y - 130 * s}, ${x - 4 * s} ${y - 44 * s} Z`,
      "#5c8a5a",
    ) +
    path(
      `M${x + 20 * s} ${y - 40 * s} C ${x + 56 * s} ${y - 110 * s}, ${x + 24 * s} ${y - 150 * s}, ${x + 2 * s} ${y - 46 * s} Z`,
      "#4a7a4c",
    ) +
    path(
      `M${x - 4 * s} ${y - 42 * s} C ${x - 10 * s} ${y - 120 * s}, ${x + 12 * s} ${y - 150 * s}, ${x + 8 * s} ${y - 44 * s} Z`,
      "#6b9c66",
    ) +
    path(`M${x - 26 * s} ${y - 44 * s} L ${x + 26 * s} ${y - 44 * s} L ${x + 20 * s} ${y} L ${x - 20 * s} ${y} Z`, pot)
  );
}

/** An upright wine bottle (side view), bottom at y. */
export function bottleUp(cx: number, bottom: number, h: number, glass = "#2a1416", label = "#f3ead8", cap = "#8b1e2d"): string {
  const w = h * 0.27;
  const nw = h * 0.09;
  const d = `M${cx - w / 2} ${bottom} L${cx - w / 2} ${bottom - h * 0.6} Q${cx - w / 2} ${bottom - h * 0.74} ${cx - nw / 2} ${bottom - h * 0.8} L${cx - nw / 2} ${bottom - h} L${cx + nw / 2} ${bottom - h} L${cx + nw / 2} ${bottom - h * 0.8} Q${cx + w / 2} ${bottom - h * 0.74} ${cx + w / 2} ${bottom - h * 0.6} L${cx + w / 2} ${bottom} Z`;
  return (
    path(d, glass) +
    rect(cx - w / 2, bottom - h * 0.45, w, h * 0.22, label) +
    rect(cx - nw / 2 - 1, bottom - h, nw + 2, h * 0.12, cap) +
    rect(cx - w / 2 + 3, bottom - h * 0.58, 3, h * 0.5, "#fff", 'opacity=".25"')
  );
}

/** A wine glass with its foot at y; `fill` is 0..1 of the bowl. */
export function wineGlass(cx: number, foot: number, h: number, fill = 0.4, wine = "#7a1426", id = "g"): string {
  const bowlH = h * 0.5;
  const top = foot - h;
  const bw = h * 0.34;
  const bowl = `M${cx - bw / 2} ${top} Q${cx - bw / 2 - 2} ${top + bowlH} ${cx} ${top + bowlH} Q${cx + bw / 2 + 2} ${top + bowlH} ${cx + bw / 2} ${top} Z`;
  const level = top + bowlH * (1 - fill);
  return (
    `<clipPath id="${id}-clip"><path d="${bowl}"/></clipPath>` +
    path(bowl, "#ffffff", 'opacity=".55" stroke="#9fb3c2" stroke-width="2"') +
    rect(cx - bw, level, bw * 2, bowlH, wine, `clip-path="url(#${id}-clip)"`) +
    line(cx, top + bowlH, cx, foot - 3, "#9fb3c2", 3) +
    ellipse(cx, foot - 2, bw * 0.42, 4, "#b8c8d4")
  );
}

/** A garment on a hanger; kind: jacket | trousers | hivis | suit. */
export function garment(cx: number, top: number, kind: "jacket" | "trousers" | "hivis" | "suit", color: string, s = 1): string {
  const hook =
    path(`M${cx} ${top} q 0 -10 6 -10`, "none", 'stroke="#8a8f96" stroke-width="2.5"') +
    path(`M${cx - 30 * s} ${top + 12 * s} L${cx} ${top} L${cx + 30 * s} ${top + 12 * s}`, "none", 'stroke="#8a8f96" stroke-width="3"');
  if (kind === "trousers") {
    return (
      hook +
      path(
        `M${cx - 26 * s} ${top + 12 * s} L${cx + 26 * s} ${top + 12 * s} L${cx + 30 * s} ${top + 150 * s} L${cx + 8 * s} ${top + 150 * s} L${cx} ${top + 52 * s} L${cx - 8 * s} ${top + 150 * s} L${cx - 30 * s} ${top + 150 * s} Z`,
        color,
      )
    );
  }
  const body = `M${cx - 30 * s} ${top + 12 * s} L${cx - 46 * s} ${top + 34 * s} L${cx - 52 * s} ${top + 118 * s} L${cx - 40 * s} ${top + 120 * s} L${cx - 37 * s} ${top + 62 * s} L${cx - 35 * s} ${top + 140 * s} L${cx + 35 * s} ${top + 140 * s} L${cx + 37 * s} ${top + 62 * s} L${cx + 40 * s} ${top + 120 * s} L${cx + 52 * s} ${top + 118 * s} L${cx + 46 * s} ${top + 34 * s} L${cx + 30 * s} ${top + 12 * s} Z`;
  let out = hook + path(body, color) + line(cx, top + 16 * s, cx, top + 140 * s, "#000", 2, 'opacity=".25"');
  if (kind === "hivis") {
    out += rect(cx - 35 * s, top + 92 * s, 70 * s, 8 * s, "#e6e9ec") + rect(cx - 35 * s, top + 112 * s, 70 * s, 8 * s, "#e6e9ec");
  }
  if (kind === "jacket")
    out += path(`M${cx - 14 * s} ${top + 12 * s} Q ${cx} ${top + 30 * s} ${cx + 14 * s} ${top + 12 * s}`, "#000", 'opacity=".18"');
  return out;
}

export function boot(x: number, y: number, color = "#3a2f28", s = 1): string {
  return (
    path(
      `M${x} ${y} L${x} ${y - 46 * s} L${x + 20 * s} ${y - 46 * s} L${x + 22 * s} ${y - 14 * s} L${x + 44 * s} ${y - 8 * s} L${x + 44 * s} ${y} Z`,
      color,
    ) + rect(x - 1, y - 4 * s, 46 * s, 4 * s, "#1b1b1b")
  );
}

export function glove(x: number, y: number, color = "#d9a23a", s = 1): string {
  const d = `M${x} ${y} l0 -30 q0 -6 5 -6 l0 -10 q0 -5 5 -5 q5 0 5 5 l0 10 l0 -14 q0 -5 5 -5 q5 0 5 5 l0 14 l0 -10 q0 -5 5 -5 q5 0 5 5 l0 22 q8 -6 12 0 l-10 20 l0 10 Z`;
  return path(d, color, `transform="translate(${x} ${y}) scale(${s}) translate(${-x} ${-y})"`);
}

/** A stone wall texture in a region (clip id must exist). */
export function stones(
  x: number,
  y: number,
  w: number,
  h: number,
  seed = 9,
  colors: readonly string[] = ["#b9a58c", "#c8b59b", "#a8937a", "#d2c1a8"],
): string {
  const rand = rng(seed);
  let out = "";
  const rowH = 26;
  for (let row = 0; (row + 1) * rowH <= h + 4; row++) {
    let cx = x - (row % 2) * 24;
    while (cx < x + w) {
      const sw = 40 + rand() * 34;
      out += rrect(cx + 2, y + row * rowH + 2, sw - 4, rowH - 4, 6, colors[Math.floor(rand() * colors.length)]!);
      cx += sw;
    }
  }
  return out;
}

/** A small display panel with text (temperature etc.). */
export function display(x: number, y: number, w: number, h: number, text: string, color = "#7df0a8", bg = "#0f1a17", size = 16): string {
  return (
    rrect(x, y, w, h, 4, bg) +
    `<text x="${f(x + w / 2)}" y="${f(y + h / 2 + size * 0.35)}" font-family="ui-monospace, Menlo, monospace" font-size="${size}" font-weight="600" fill="${color}" text-anchor="middle">${text}</text>`
  );
}

/** Horizontal grille slats (cooling units, vents). */
export function grille(x: number, y: number, w: number, h: number, n: number, color = "#8a949c"): string {
  let out = "";
  for (let i = 0; i < n; i++) out += rect(x, y + (i * h) / n, w, Math.max(2, h / n / 2.4), color);
  return out;
}

/** A round fan with blades. */
export function fan(cx: number, cy: number, r: number, body = "#9aa4ac", blade = "#5c666e"): string {
  let out = circle(cx, cy, r, body) + circle(cx, cy, r * 0.86, "#2f363c");
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    const x1 = cx + Math.cos(a) * r * 0.78;
    const y1 = cy + Math.sin(a) * r * 0.78;
    const x2 = cx + Math.cos(a + 0.7) * r * 0.5;
    const y2 = cy + Math.sin(a + 0.7) * r * 0.5;
    out += path(`M${f(cx)} ${f(cy)} Q${f(x1)} ${f(y1)} ${f(x2)} ${f(y2)} Z`, blade);
  }
  for (let i = 1; i <= 3; i++) out += circle(cx, cy, (r * 0.86 * i) / 3.2, "none", 'stroke="#9aa4ac" stroke-width="1.5" opacity=".6"');
  return out + circle(cx, cy, r * 0.14, "#c9d0d6");
}

/** Rising warm-air curves (drying cabinets). */
export function warmAir(x: number, y: number, h: number, n = 3, color = "#f2994a"): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const xx = x + i * 26;
    out += path(
      `M${xx} ${y} c -14 -${h / 4} 14 -${h / 4} 0 -${h / 2} s 14 -${h / 4} 0 -${h / 2}`,
      "none",
      `stroke="${color}" stroke-width="4" stroke-linecap="round" opacity=".7"`,
    );
  }
  return out;
}
