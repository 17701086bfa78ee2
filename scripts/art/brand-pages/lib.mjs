// Drawing primitives for the brand-page product illustrations (800×600 SVG).
// Flat, softly shaded shapes; every scene is composed from these.

export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}

const f = (n) => Math.round(n * 10) / 10;

export const rect = (x, y, w, h, fill, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
export const rrect = (x, y, w, h, r, fill, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}" ${extra}/>`;
export const circle = (cx, cy, r, fill, extra = "") => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const poly = (pts, fill, extra = "") =>
  `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
export const line = (x1, y1, x2, y2, stroke, w = 2, extra = "") =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${w}" ${extra}/>`;
export const group = (body, extra = "") => `<g ${extra}>${body}</g>`;

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ""}/>`)
    .join("")}</linearGradient>`;
}
export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ""}/>`)
    .join("")}</radialGradient>`;
}

/** A whole illustration: wall, floor, defs and the scene. */
export function scene({ wall = ["#eef2f5", "#dde5ec"], floor = ["#cfd8e0", "#b9c5cf"], defs = "", body, floorY = 500 }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs>${linear("wall", [
    [0, wall[0]],
    [1, wall[1]],
  ])}${linear("floor", [
    [0, floor[0]],
    [1, floor[1]],
  ])}${linear("glass", [
    [0, "#ffffff", 0.28],
    [0.5, "#ffffff", 0.04],
    [1, "#ffffff", 0],
  ], { x1: 0, y1: 0, x2: 1, y2: 1 })}${defs}</defs>${rect(0, 0, 800, floorY, "url(#wall)")}${rect(0, floorY, 800, 600 - floorY, "url(#floor)")}${body}</svg>`;
}

export const shadow = (cx, cy, rx, ry = 10, o = 0.16) => ellipse(cx, cy, rx, ry, "#0b1620", `opacity="${o}"`);

/** A diagonal glass reflection over a rectangle. */
export function reflection(x, y, w, h, o = 1) {
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

const glassColors = ["#2a1416", "#1f2a1a", "#3a1a22", "#151a12", "#4a2a18"];
const capsules = ["#8b1e2d", "#c9a34a", "#6b1322", "#d8d2c4", "#2c2c2c", "#a32638"];

/** Bottles lying on a shelf, necks towards the viewer: rows of glass ends with capsules. */
export function bottleRows(x, y, w, rows, rowH, seed = 1, { r = 11, gap = 5, white = 0.25 } = {}) {
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
      const glass = isWhite ? "#c9c08a" : glassColors[Math.floor(rand() * glassColors.length)];
      const cap = capsules[Math.floor(rand() * capsules.length)];
      const cx = x0 + i * (2 * r + gap);
      out += circle(cx, cy, r, glass) + circle(cx, cy, r * 0.48, cap) + circle(cx - r * 0.35, cy - r * 0.35, r * 0.18, "#fff", 'opacity=".35"');
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
}) {
  const pad = Math.max(10, w * 0.06);
  const gx = x + pad;
  const gy = y + pad;
  const gw = w - 2 * pad;
  const gh = h - 2 * pad - (feet ? 18 : 0);
  let defs = radial(`${id}-light`, [
    [0, lightColor, 0.55],
    [0.6, lightColor, 0.12],
    [1, lightColor, 0],
  ], { cx: 0.5, cy: 0.05, r: 0.9 });
  let body = rrect(x, y, w, h, 10, frame) + rrect(gx, gy, gw, gh, 4, inner);
  const zoneList = zones ?? [{ from: 0, to: 1, light: lightColor }];
  zoneList.forEach((z, i) => {
    const zy = gy + gh * z.from;
    const zh = gh * (z.to - z.from);
    if (z.light !== lightColor) {
      defs += radial(`${id}-z${i}`, [
        [0, z.light, 0.6],
        [1, z.light, 0],
      ], { cx: 0.5, cy: 0.05, r: 1 });
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
export function counter({ x, y, w, h = 120, front = "#f4f1ec", top = "#3b3f44", doors = 3, edge = "#d9d4cc" }) {
  let out = rect(x, y + 14, w, h - 14, front) + rect(x - 6, y, w + 12, 14, top) + rect(x, y + h - 10, w, 10, "#2a2e33", 'opacity=".35"');
  for (let i = 1; i < doors; i++) out += line(x + (w * i) / doors, y + 20, x + (w * i) / doors, y + h - 12, edge, 2);
  out += line(x, y + 24, x + w, y + 24, edge, 2);
  return out;
}

/** A tall kitchen column with a front. */
export function column({ x, y, w, h, front = "#f4f1ec", edge = "#d9d4cc", split = [] }) {
  let out = rect(x, y, w, h, front);
  for (const s of split) out += line(x, y + h * s, x + w, y + h * s, edge, 2);
  out += line(x, y, x, y + h, edge, 2) + line(x + w, y, x + w, y + h, edge, 2);
  return out;
}

/** Food and drinks on fridge shelves. */
export function fridgeItems(x, y, w, h, rows, seed = 5) {
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
      const c = palette[Math.floor(rand() * palette.length)];
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
        out += rect(cx, base - bh, 22, bh, c) + poly([[cx, base - bh], [cx + 11, base - bh - 8], [cx + 22, base - bh]], c);
        cx += 30;
      }
    }
  }
  return out;
}

/** An integrated fridge with its door swung open to the right. */
export function openFridge({ x, y, w, h, front = "#f4f1ec", rows = 4, seed = 5, inside = "#eef6fa" }) {
  let out = rect(x, y, w, h, "#dfe6ea") + rect(x + 10, y + 10, w - 20, h - 20, inside);
  out += rect(x + 10, y + 10, w - 20, 30, "#fff8e1", 'opacity=".7"');
  out += fridgeItems(x + 18, y + 44, w - 36, h - 70, rows, seed);
  // door in perspective
  const dw = w * 0.42;
  out += poly([[x + w, y], [x + w + dw, y + 26], [x + w + dw, y + h - 26], [x + w, y + h]], front, 'stroke="#d5cfc6" stroke-width="2"');
  out += poly([[x + w + 6, y + 14], [x + w + dw - 8, y + 36], [x + w + dw - 8, y + h - 36], [x + w + 6, y + h - 14]], "#e7eef2");
  for (let i = 1; i <= 3; i++) {
    const yy = y + (h * i) / 4;
    out += poly([[x + w + 8, yy], [x + w + dw - 10, yy + 8], [x + w + dw - 10, yy + 16], [x + w + 8, yy + 10]], "#cfe0ea");
  }
  return out;
}

/** A plant in a pot: a soft touch of life in a room. */
export function plant(x, y, s = 1, pot = "#c8b6a0") {
  return (
    path(`M${x - 22 * s} ${y - 40 * s} C ${x - 60 * s} ${y - 90 * s}, ${x - 30 * s} ${y - 130 * s}, ${x - 4 * s} ${y - 44 * s} Z`, "#5c8a5a") +
    path(`M${x + 20 * s} ${y - 40 * s} C ${x + 56 * s} ${y - 110 * s}, ${x + 24 * s} ${y - 150 * s}, ${x + 2 * s} ${y - 46 * s} Z`, "#4a7a4c") +
    path(`M${x - 4 * s} ${y - 42 * s} C ${x - 10 * s} ${y - 120 * s}, ${x + 12 * s} ${y - 150 * s}, ${x + 8 * s} ${y - 44 * s} Z`, "#6b9c66") +
    path(`M${x - 26 * s} ${y - 44 * s} L ${x + 26 * s} ${y - 44 * s} L ${x + 20 * s} ${y} L ${x - 20 * s} ${y} Z`, pot)
  );
}

/** An upright wine bottle (side view), bottom at y. */
export function bottleUp(cx, bottom, h, glass = "#2a1416", label = "#f3ead8", cap = "#8b1e2d") {
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
export function wineGlass(cx, foot, h, fill = 0.4, wine = "#7a1426", id = "g") {
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
export function garment(cx, top, kind, color, s = 1) {
  const hook = path(`M${cx} ${top} q 0 -10 6 -10`, "none", 'stroke="#8a8f96" stroke-width="2.5"') + path(`M${cx - 30 * s} ${top + 12 * s} L${cx} ${top} L${cx + 30 * s} ${top + 12 * s}`, "none", 'stroke="#8a8f96" stroke-width="3"');
  if (kind === "trousers") {
    return hook + path(`M${cx - 26 * s} ${top + 12 * s} L${cx + 26 * s} ${top + 12 * s} L${cx + 30 * s} ${top + 150 * s} L${cx + 8 * s} ${top + 150 * s} L${cx} ${top + 52 * s} L${cx - 8 * s} ${top + 150 * s} L${cx - 30 * s} ${top + 150 * s} Z`, color);
  }
  const body = `M${cx - 30 * s} ${top + 12 * s} L${cx - 46 * s} ${top + 34 * s} L${cx - 52 * s} ${top + 118 * s} L${cx - 40 * s} ${top + 120 * s} L${cx - 37 * s} ${top + 62 * s} L${cx - 35 * s} ${top + 140 * s} L${cx + 35 * s} ${top + 140 * s} L${cx + 37 * s} ${top + 62 * s} L${cx + 40 * s} ${top + 120 * s} L${cx + 52 * s} ${top + 118 * s} L${cx + 46 * s} ${top + 34 * s} L${cx + 30 * s} ${top + 12 * s} Z`;
  let out = hook + path(body, color) + line(cx, top + 16 * s, cx, top + 140 * s, "#000", 2, 'opacity=".25"');
  if (kind === "hivis") {
    out += rect(cx - 35 * s, top + 92 * s, 70 * s, 8 * s, "#e6e9ec") + rect(cx - 35 * s, top + 112 * s, 70 * s, 8 * s, "#e6e9ec");
  }
  if (kind === "jacket") out += path(`M${cx - 14 * s} ${top + 12 * s} Q ${cx} ${top + 30 * s} ${cx + 14 * s} ${top + 12 * s}`, "#000", 'opacity=".18"');
  return out;
}

export function boot(x, y, color = "#3a2f28", s = 1) {
  return path(`M${x} ${y} L${x} ${y - 46 * s} L${x + 20 * s} ${y - 46 * s} L${x + 22 * s} ${y - 14 * s} L${x + 44 * s} ${y - 8 * s} L${x + 44 * s} ${y} Z`, color) + rect(x - 1, y - 4 * s, 46 * s, 4 * s, "#1b1b1b");
}

export function glove(x, y, color = "#d9a23a", s = 1) {
  const d = `M${x} ${y} l0 -30 q0 -6 5 -6 l0 -10 q0 -5 5 -5 q5 0 5 5 l0 10 l0 -14 q0 -5 5 -5 q5 0 5 5 l0 14 l0 -10 q0 -5 5 -5 q5 0 5 5 l0 22 q8 -6 12 0 l-10 20 l0 10 Z`;
  return path(d, color, `transform="translate(${x} ${y}) scale(${s}) translate(${-x} ${-y})"`);
}

/** A stone wall texture in a region (clip id must exist). */
export function stones(x, y, w, h, seed = 9, colors = ["#b9a58c", "#c8b59b", "#a8937a", "#d2c1a8"]) {
  const rand = rng(seed);
  let out = "";
  const rowH = 26;
  for (let row = 0; (row + 1) * rowH <= h + 4; row++) {
    let cx = x - (row % 2) * 24;
    while (cx < x + w) {
      const sw = 40 + rand() * 34;
      out += rrect(cx + 2, y + row * rowH + 2, sw - 4, rowH - 4, 6, colors[Math.floor(rand() * colors.length)]);
      cx += sw;
    }
  }
  return out;
}

/** A small display panel with text (temperature etc.). */
export function display(x, y, w, h, text, color = "#7df0a8", bg = "#0f1a17", size = 16) {
  return rrect(x, y, w, h, 4, bg) + `<text x="${f(x + w / 2)}" y="${f(y + h / 2 + size * 0.35)}" font-family="ui-monospace, Menlo, monospace" font-size="${size}" font-weight="600" fill="${color}" text-anchor="middle">${text}</text>`;
}

/** Horizontal grille slats (cooling units, vents). */
export function grille(x, y, w, h, n, color = "#8a949c") {
  let out = "";
  for (let i = 0; i < n; i++) out += rect(x, y + (i * h) / n, w, Math.max(2, h / n / 2.4), color);
  return out;
}

/** A round fan with blades. */
export function fan(cx, cy, r, body = "#9aa4ac", blade = "#5c666e") {
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
export function warmAir(x, y, h, n = 3, color = "#f2994a") {
  let out = "";
  for (let i = 0; i < n; i++) {
    const xx = x + i * 26;
    out += path(`M${xx} ${y} c -14 -${h / 4} 14 -${h / 4} 0 -${h / 2} s 14 -${h / 4} 0 -${h / 2}`, "none", `stroke="${color}" stroke-width="4" stroke-linecap="round" opacity=".7"`);
  }
  return out;
}
