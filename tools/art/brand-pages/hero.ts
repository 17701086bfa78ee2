// Hero scenes (1600×900) for the brand pages: a function of time t in [0, 1) over one loop,
// periodic so that the rendered video loops seamlessly. Long because it is six pictures, one
// function each, with the two curves they share.
import * as C from "./cabinets.ts";
import * as L from "./lib.ts";
import { rng } from "./lib.ts";
import * as P from "./props.ts";
const { rect, circle, ellipse, path, poly, linear, radial } = L;

const TAU = Math.PI * 2;
const f = (n: number) => Math.round(n * 10) / 10;
const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900"><defs>${defs}</defs>${body}</svg>`;

function mountains(seed: number, baseY: number, height: number, color: string, step = 80): string {
  const rand = rng(seed);
  let d = `M-20 900 L-20 ${baseY}`;
  for (let x = 0; x <= 1640; x += step) d += ` L${x} ${f(baseY - rand() * height)}`;
  return path(`${d} L1640 900 Z`, color);
}

export function norcool(t: number): string {
  const p = t * TAU;
  const defs =
    linear("sky", [
      [0, "#020b16"],
      [0.55, "#0b2238"],
      [1, "#15385a"],
    ]) +
    linear(
      "aur1",
      [
        [0, "#3df5b0", 0],
        [0.3, "#3df5b0", 0.35],
        [0.55, "#3df5b0", 0.8],
        [0.8, "#3df5b0", 0.3],
        [1, "#3df5b0", 0],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ) +
    linear(
      "aur2",
      [
        [0, "#39c6ff", 0],
        [0.35, "#39c6ff", 0.3],
        [0.6, "#39c6ff", 0.65],
        [1, "#39c6ff", 0],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ) +
    linear("water", [
      [0, "#0c2336"],
      [1, "#030c15"],
    ]) +
    `<filter id="blur" filterUnits="userSpaceOnUse" x="-400" y="-400" width="2400" height="1400"><feGaussianBlur stdDeviation="26"/></filter>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>`;
  const rand = rng(4);
  let stars = "";
  for (let i = 0; i < 90; i++) {
    const x = rand() * 1600;
    const y = rand() * 420;
    const tw = 0.45 + 0.35 * Math.sin(p * (1 + (i % 3)) + i);
    stars += circle(x, y, 1 + rand() * 1.4, "#ffffff", `opacity="${f(tw * 10) / 10}"`);
  }
  // Soft ribbons: stacked bands, each narrower and fainter, instead of a costly blur.
  const ribbon = (y: number, amp: number, ph: number, fr: number, w: number, color: string, o: number) => {
    const pts = (y0: number, phase: number) => {
      const out: L.Point[] = [];
      for (let i = 0; i <= 40; i++) {
        const x = -100 + (1800 * i) / 40;
        out.push([x, y0 + amp * Math.sin(phase + (fr * i) / 40) + amp * 0.4 * Math.sin(phase * 2 + (fr * 2.3 * i) / 40)]);
      }
      return out;
    };
    let out = "";
    const layers = 14;
    for (let k = 0; k < layers; k++) {
      const inset = (k * w) / (2 * layers + 2);
      out += poly([...pts(y + inset, ph), ...pts(y + w - inset, ph + 0.6).reverse()], color, `opacity="${f((o / layers) * 100) / 100}"`);
    }
    return out;
  };
  const aurora =
    ribbon(90, 60, p, 5, 240, "#3df5b0", 0.9) +
    ribbon(190, 50, -p + 1.3, 4, 220, "#39c6ff", 0.6) +
    ribbon(50, 40, p * 2 + 2.1, 7, 180, "#7dffc8", 0.45);
  const body =
    rect(0, 0, 1600, 900, "url(#sky)") +
    stars +
    aurora +
    mountains(11, 560, 180, "#0a1b2b") +
    mountains(23, 640, 120, "#06131f", 60) +
    rect(0, 690, 1600, 210, "url(#water)") +
    // reflection of the aurora on the fjord
    `<g transform="translate(0 1380) scale(1 -1)" opacity=".25">${aurora}</g>` +
    rect(0, 690, 1600, 3, "#3df5b0", 'opacity=".15"');
  return svg(defs, body);
}

export function nimo(t: number): string {
  const p = t * TAU;
  const defs =
    linear("room", [
      [0, "#1d2a24"],
      [1, "#0f1713"],
    ]) +
    linear("win", [
      [0, "#1c3550"],
      [1, "#3a5d7a"],
    ]) +
    radial(
      "glow",
      [
        [0, "#ffb066", 0.75],
        [0.5, "#ff8a3d", 0.25],
        [1, "#ff8a3d", 0],
      ],
      { cx: 0.5, cy: 0.8, r: 0.7 },
    ) +
    `<filter id="blur"><feGaussianBlur stdDeviation="5"/></filter>`;
  // snow outside the window: falls one window-height per loop
  const rand = rng(7);
  let snow = "";
  for (let i = 0; i < 70; i++) {
    const x = 180 + rand() * 420;
    const y0 = rand() * 520;
    const y = 150 + ((y0 + t * 520) % 520);
    const dx = 8 * Math.sin(p + i);
    snow += circle(x + dx, y, 2 + rand() * 3, "#ffffff", `opacity="${f(0.5 + rand() * 0.5)}"`);
  }
  // warm air rising through the cabinet: waves move up one wavelength per loop (seamless)
  let air = "";
  for (let i = 0; i < 7; i++) {
    const x = 950 + i * 60;
    const off = t * 150 + i * 21;
    air += path(
      `M${x} ${f(900 - (off % 150))} c -30 -50 30 -100 0 -150 s 30 -100 0 -150 s 30 -100 0 -150 s 30 -100 0 -150 s 30 -100 0 -150`,
      "none",
      `stroke="#ffb066" stroke-width="6" stroke-linecap="round" opacity="${f(0.35 + 0.25 * Math.sin(p + i))}"`,
    );
  }
  air = `<clipPath id="cabin"><rect x="900" y="240" width="440" height="500"/></clipPath><g clip-path="url(#cabin)" filter="url(#blur)">${air}</g>`;
  const body =
    rect(0, 0, 1600, 900, "url(#room)") +
    // window with snow
    rect(170, 140, 440, 540, "#0b1410") +
    rect(180, 150, 420, 520, "url(#win)") +
    snow +
    rect(385, 150, 10, 520, "#0b1410") +
    rect(180, 405, 420, 10, "#0b1410") +
    rect(150, 680, 480, 18, "#2b3a33") +
    // the cabinet, door open, warm light inside
    rect(880, 170, 480, 600, "#dfe5e0") +
    rect(900, 240, 440, 500, "#2a1a12") +
    rect(900, 240, 440, 500, "url(#glow)") +
    air +
    rect(920, 262, 400, 10, "#9aa4ac") +
    P.garment(990, 276, "jacket", "#2f6f9f", 1.5) +
    P.garment(1120, 276, "trousers", "#3d4a3a", 1.5) +
    P.garment(1250, 276, "jacket", "#c0392b", 1.5) +
    rect(900, 180, 440, 50, "#cdd5cf") +
    P.display(920, 192, 90, 30, "45°", "#9ff0c0", "#10231a", 18) +
    poly(
      [
        [1360, 230],
        [1520, 270],
        [1520, 700],
        [1360, 750],
      ],
      "#eef2ee",
    ) +
    rect(0, 770, 1600, 130, "#16201b") +
    ellipse(1120, 775, 330, 16, "#000", 'opacity=".35"');
  return svg(defs, body);
}

export function winefit(t: number): string {
  const p = t * TAU;
  const defs =
    linear("bar", [
      [0, "#1a0f12"],
      [1, "#2a171c"],
    ]) +
    radial("bok", [
      [0, "#ffd9a0", 0.9],
      [1, "#ffd9a0", 0],
    ]) +
    radial("bok2", [
      [0, "#ff8fa0", 0.8],
      [1, "#ff8fa0", 0],
    ]) +
    radial("spot", [
      [0, "#ffe2b0", 0.45],
      [1, "#ffe2b0", 0],
    ]);
  const rand = rng(9);
  let bokeh = "";
  for (let i = 0; i < 26; i++) {
    const x0 = rand() * 1600;
    const y0 = 60 + rand() * 420;
    const r = 30 + rand() * 60;
    const x = x0 + 40 * Math.sin(p + i * 0.7);
    const y = y0 + 20 * Math.cos(p + i * 1.3);
    bokeh += circle(x, y, r, i % 4 === 0 ? "url(#bok2)" : "url(#bok)", `opacity="${f(0.25 + 0.2 * Math.sin(p * 2 + i))}"`);
  }
  let bottles = "";
  const wines = [
    ["#2a1416", "#8b1e2d"],
    ["#c9c08a", "#c9a34a"],
    ["#3a1a22", "#6b1322"],
    ["#1f2a1a", "#d8d2c4"],
    ["#e7b9b5", "#c24d5c"],
  ];
  for (let i = 0; i < 9; i++) {
    const [g, c] = wines[i % wines.length]!;
    bottles += P.bottleUp(560 + i * 110, 700, 300, g, "#efe3d3", c);
  }
  const body =
    rect(0, 0, 1600, 900, "url(#bar)") +
    bokeh +
    ellipse(1040, 260, 700, 520, "url(#spot)") +
    bottles +
    rect(0, 700, 1600, 200, "#3b2418") +
    rect(0, 700, 1600, 14, "#6b4a32") +
    P.wineGlass(1420, 700, 200, 0.45 + 0.02 * Math.sin(p), "#7a1426", "hg");
  return svg(defs, body);
}

export function winemaster(t: number): string {
  const p = t * TAU;
  const defs =
    linear("cel", [
      [0, "#1a120d"],
      [1, "#0d0907"],
    ]) +
    radial("sweep", [
      [0, "#ffcf8a", 0.55],
      [1, "#ffcf8a", 0],
    ]) +
    `<filter id="blur"><feGaussianBlur stdDeviation="3"/></filter>`;
  // receding arches
  let arches = "";
  const cx = 800;
  for (let i = 0; i <= 5; i++) {
    const s = 1 - i * 0.14;
    const w = 1500 * s;
    const h = 820 * s;
    const top = 450 - h * 0.55;
    const shade = ["#3a2a1e", "#33251a", "#2c2017", "#251b13", "#1e1610", "#18110c"][i]!;
    arches += path(
      `M${cx - w / 2} 900 L${cx - w / 2} ${f(top + h * 0.35)} A${f(w / 2)} ${f(h * 0.35)} 0 0 1 ${cx + w / 2} ${f(top + h * 0.35)} L${cx + w / 2} 900 Z`,
      shade,
      `stroke="#5a4332" stroke-width="${f(10 * s)}"`,
    );
    // racks along the sides of this bay
    const rw = 105 - 14;
    const rh = h * 0.55;
    if (i < 5)
      arches +=
        rect(cx - w / 2 + 8, 900 - rh, rw, rh, "#4a3222") +
        C.bottleRows(cx - w / 2 + 12, 906 - rh, rw - 8, 6, (rh - 12) / 6, 200 + i, { r: 7 * s + 3, gap: 3 });
    if (i < 5)
      arches +=
        rect(cx + w / 2 - rw - 8, 900 - rh, rw, rh, "#4a3222") +
        C.bottleRows(cx + w / 2 - rw - 4, 906 - rh, rw - 8, 6, (rh - 12) / 6, 300 + i, { r: 7 * s + 3, gap: 3 });
  }
  // light sweeping slowly across the vault
  const lx = 800 + 420 * Math.sin(p);
  const rand = rng(5);
  let dust = "";
  for (let i = 0; i < 40; i++) {
    const x = rand() * 1600;
    const y = (((rand() * 900 - t * 900 * (i % 2 ? 1 : -1)) % 900) + 900) % 900;
    dust += circle(x + 10 * Math.sin(p + i), y, 1.5 + rand() * 2, "#ffe2b0", `opacity="${f(0.15 + 0.25 * rand())}"`);
  }
  const body =
    rect(0, 0, 1600, 900, "url(#cel)") +
    arches +
    // the far wall with a glowing unit
    L.rrect(740, 330, 120, 64, 8, "#d9dcde", 'opacity=".85"') +
    P.display(812, 342, 40, 20, "12°", "#ffd27a", "#1c1712", 12) +
    ellipse(lx, 420, 520, 380, "url(#sweep)") +
    dust +
    rect(0, 860, 1600, 40, "#0d0907");
  return svg(defs, body);
}

// Stills only (no video): Thermocold and PeVino.
export function thermocold(): string {
  const defs =
    linear("cold", [
      [0, "#0b2a3a"],
      [1, "#061722"],
    ]) +
    radial("lamp", [
      [0, "#bfeaff", 0.45],
      [1, "#bfeaff", 0],
    ]) +
    linear("floorc", [
      [0, "#0d3142"],
      [1, "#04111a"],
    ]);
  // a walk-in cold room in one-point perspective
  const vx = 820;
  const vy = 420;
  let seams = "";
  for (let i = 0; i < 9; i++) {
    const x = -200 + i * 120;
    seams += path(`M${x} 0 L${vx + (x - vx) * 0.28} ${vy - vy * 0.28}`, "none", 'stroke="#2e5a6e" stroke-width="2" opacity=".5"');
  }
  let shelves = "";
  for (let i = 0; i < 5; i++) {
    const y = 240 + i * 110;
    shelves += poly(
      [
        [1180, y],
        [1600, y - 60],
        [1600, y - 48],
        [1180, y + 8],
      ],
      "#8fb4c4",
    );
    for (let j = 0; j < 4; j++) shelves += rect(1200 + j * 95, y - 52 - j * 13, 80, 48, j % 2 ? "#3f7e9a" : "#5e9db6");
  }
  let frost = "";
  const rand = rng(3);
  for (let i = 0; i < 60; i++)
    frost += circle(rand() * 1600, rand() * 900, 1 + rand() * 2, "#e8f8ff", `opacity="${f(0.2 + rand() * 0.4)}"`);
  const body =
    rect(0, 0, 1600, 900, "url(#cold)") +
    poly(
      [
        [0, 900],
        [vx - 240, vy + 140],
        [vx + 240, vy + 140],
        [1600, 900],
      ],
      "url(#floorc)",
    ) +
    poly(
      [
        [vx - 240, vy - 180],
        [vx + 240, vy - 180],
        [vx + 240, vy + 140],
        [vx - 240, vy + 140],
      ],
      "#123d52",
    ) +
    // far door
    rect(vx - 90, vy - 120, 180, 260, "#d9eef7") +
    rect(vx - 80, vy - 110, 160, 240, "#eaf7fc") +
    L.rrect(vx + 50, vy - 10, 14, 60, 6, "#6f8a96") +
    seams +
    shelves +
    ellipse(800, 60, 760, 420, "url(#lamp)") +
    P.display(vx - 60, vy - 168, 120, 36, "2.0°C", "#7fe0ff", "#0f1b22", 20) +
    frost;
  return svg(defs, body);
}

export function pevino(): string {
  const defs =
    linear("wallp", [
      [0, "#2a211b"],
      [1, "#17110d"],
    ]) +
    radial("cabglow", [
      [0, "#ffd9a8", 0.6],
      [1, "#ffd9a8", 0],
    ]) +
    radial("pend", [
      [0, "#ffe7c2", 0.7],
      [1, "#ffe7c2", 0],
    ]);
  let slats = "";
  for (let x = 0; x < 1600; x += 46) slats += rect(x, 0, 40, 760, "#3a2d22", 'opacity=".55"');
  const cab = C.wineCabinet({
    x: 980,
    y: 150,
    w: 300,
    h: 610,
    shelves: 12,
    seed: 77,
    id: "hero",
    frame: "#7a5b3a",
    inner: "#140f0c",
    lightColor: "#ffd9a8",
    feet: true,
  });
  const body =
    rect(0, 0, 1600, 900, "url(#wallp)") +
    slats +
    ellipse(1130, 450, 420, 380, "url(#cabglow)") +
    cab.body.replace(/<radialGradient[^]*?<\/radialGradient>/g, "") +
    rect(0, 760, 1600, 140, "#1b1410") +
    ellipse(1130, 765, 220, 14, "#000", 'opacity=".45"') +
    // pendant lamp and a table edge
    rect(600, 0, 3, 300, "#0d0a08") +
    path("M540 340 q63 -70 126 0 Z", "#8a6a45") +
    ellipse(603, 420, 260, 160, "url(#pend)") +
    rect(380, 600, 460, 20, "#0f0b09") +
    rect(410, 620, 16, 140, "#0f0b09") +
    rect(796, 620, 16, 140, "#0f0b09") +
    P.wineGlass(560, 600, 110, 0.4, "#7a1426", "pg") +
    P.bottleUp(660, 600, 190, "#2a1416", "#efe3d3", "#8b1e2d");
  return svg(defs + cab.defs, body);
}
