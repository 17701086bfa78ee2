import * as C from "./cabinets.ts";
import * as L from "./lib.ts";
import * as P from "./props.ts";
const { rect, rrect, path, poly, line, scene, shadow } = L;

const wall: L.Shades = ["#f7eef0", "#eadadf"];
const floor: L.Shades = ["#d9c7c0", "#c4aea6"];
const bar: L.Shades = ["#3a2a2a", "#2a1e1e"];

const wines = [
  ["#2a1416", "#f3ead8", "#8b1e2d"],
  ["#c9c08a", "#f7f2e4", "#c9a34a"],
  ["#3a1a22", "#efe3d3", "#6b1322"],
  ["#1f2a1a", "#f3ead8", "#d8d2c4"],
  ["#e7b9b5", "#fff6ef", "#c24d5c"],
  ["#2a1416", "#efe3d3", "#2c2c2c"],
];

/** A dispenser: a cabinet with upright bottles behind glass and a spout under each. */
function dispenser(
  x: number,
  y: number,
  n: number,
  { bottleH = 150, seed = 0, pour = 1, id = "d" }: { bottleH?: number; seed?: number; pour?: number; id?: string } = {},
): { out: string; w: number; h: number; defs: string } {
  const slot = 62;
  const w = n * slot + 30;
  const h = bottleH + 120;
  let out =
    rrect(x, y, w, h, 10, "#2d3236") +
    rect(x + 12, y + 42, w - 24, bottleH + 20, "#1b1f22") +
    rect(x + 12, y + 42, w - 24, bottleH + 20, `url(#${id}-glow)`);
  out += rect(x + 12, y + 12, w - 24, 22, "#22272b");
  for (let i = 0; i < n; i++) {
    const cx = x + 15 + slot * (i + 0.5);
    const [g, lab, cap] = wines[(i + seed) % wines.length]!;
    out += P.bottleUp(cx, y + 42 + bottleH + 14, bottleH, g, lab, cap);
    out += rrect(cx - 16, y + 16, 32, 14, 3, i === pour ? "#f2c14e" : "#4a5258");
    // spout and drip tray
    out += rect(cx - 4, y + h - 58, 8, 20, "#c7ccd1") + rect(cx - 8, y + h - 62, 16, 6, "#9aa3aa");
  }
  out += L.reflection(x + 12, y + 42, w - 24, bottleH + 20, 0.7);
  out += rect(x + 8, y + h - 14, w - 16, 10, "#4a5258");
  return {
    out,
    w,
    h,
    defs: L.radial(
      `${id}-glow`,
      [
        [0, "#ffe2b0", 0.35],
        [1, "#ffe2b0", 0],
      ],
      { cx: 0.5, cy: 0, r: 1 },
    ),
  };
}

function cylinder(x: number, y: number, h: number, color = "#4c6b8a"): string {
  return (
    rrect(x, y, 44, h, 20, color) +
    rect(x + 14, y - 20, 16, 22, "#9aa3aa") +
    rrect(x + 8, y - 28, 28, 10, 3, "#6c757c") +
    rect(x + 6, y + h * 0.3, 32, h * 0.25, "#e8edf1", 'opacity=".85"')
  );
}

export const winefit = {
  "dispensing-system": () => {
    const d = dispenser(210, 110, 4, { id: "d1", pour: 1 });
    const body =
      rect(0, 400, 800, 100, "#b98a5a") +
      rect(0, 392, 800, 12, "#a47448") +
      d.out +
      P.wineGlass(210 + 15 + 62 * 1.5, 386, 80, 0.45, "#7a1426", "g1") +
      path(`M${210 + 15 + 62 * 1.5} ${110 + 270 - 38} l0 30`, "none", 'stroke="#7a1426" stroke-width="3"') +
      shadow(400, 396, 200, 6, 0.2) +
      P.wineGlass(620, 392, 90, 0, "#7a1426", "g2");
    return scene({ wall, floor, defs: d.defs, body });
  },

  preservation: () => {
    const body =
      rect(0, 400, 800, 100, "#b98a5a") +
      rect(0, 392, 800, 12, "#a47448") +
      P.bottleUp(360, 392, 230, "#2a1416", "#f3ead8", "#8b1e2d") +
      // a gas cap on the bottle and a hose to the cylinder
      rrect(340, 148, 40, 26, 6, "#9aa3aa") +
      rrect(350, 138, 20, 12, 3, "#6c757c") +
      path("M380 158 C 440 150, 470 210, 500 230", "none", 'stroke="#4a5258" stroke-width="6"') +
      cylinder(500, 230, 162, "#4c6b8a") +
      // protective gas drawn as a pale layer above the wine
      rect(333, 196, 54, 20, "#bfe3ef", 'opacity=".6"') +
      P.wineGlass(640, 392, 90, 0.5, "#7a1426", "g3") +
      shadow(420, 396, 200, 6, 0.2);
    return scene({ wall, floor, body });
  },

  commercial: () => {
    const d1 = dispenser(90, 80, 4, { id: "c1", seed: 0, bottleH: 130 });
    const d2 = dispenser(420, 80, 4, { id: "c2", seed: 3, bottleH: 130, pour: 2 });
    let glasses = "";
    for (let i = 0; i < 7; i++)
      glasses += P.wineGlass(150 + i * 85, 470, 64, i % 3 === 0 ? 0.35 : 0, i % 2 ? "#e9d48a" : "#7a1426", `cg${i}`);
    const body =
      rect(0, 0, 800, 360, "#3a2a2a") +
      rect(0, 350, 800, 12, "#6b4a32") +
      d1.out +
      d2.out +
      rect(0, 410, 800, 90, "#6b4a32") +
      rect(0, 400, 800, 14, "#8a6a45") +
      glasses;
    return scene({ wall: bar, floor: ["#5a4336", "#4a372c"], defs: d1.defs + d2.defs, body });
  },

  storage: () => {
    const cab = C.wineCabinet({ x: 300, y: 80, w: 200, h: 420, shelves: 9, seed: 31, id: "s1", frame: "#3a2f2f" });
    const d = dispenser(560, 150, 2, { id: "s2", bottleH: 120, pour: 0 });
    const body =
      cab.body +
      d.out +
      rect(540, 300, 200, 200, "#b98a5a") +
      rect(540, 296, 200, 10, "#a47448") +
      shadow(400, 504, 130, 9, 0.18) +
      P.plant(150, 500, 1.0, "#e0d0c8");
    return scene({ wall, floor, defs: cab.defs + d.defs, body });
  },

  "smart-technology": () => {
    const d = dispenser(90, 120, 3, { id: "t1", bottleH: 130 });
    const bars = [60, 110, 80, 140, 100, 120]
      .map((v, i) => rrect(490 + i * 34, 330 - v, 22, v, 4, i === 3 ? "#c24d5c" : "#e6a3ad"))
      .join("");
    const body =
      rect(0, 400, 800, 100, "#b98a5a") +
      rect(0, 392, 800, 12, "#a47448") +
      d.out +
      // tablet on a stand
      poly(
        [
          [600, 392],
          [640, 340],
          [660, 340],
          [630, 392],
        ],
        "#4a5258",
      ) +
      rrect(440, 120, 300, 230, 16, "#1c2126") +
      rrect(454, 134, 272, 202, 8, "#fbf7f6") +
      rect(470, 150, 120, 10, "#3a2a2a") +
      rect(470, 168, 80, 8, "#c9b8b4") +
      `<circle cx="680" cy="190" r="28" fill="none" stroke="#eadadf" stroke-width="10"/><circle cx="680" cy="190" r="28" fill="none" stroke="#c24d5c" stroke-width="10" stroke-dasharray="120 200" transform="rotate(-90 680 190)"/>` +
      bars +
      line(480, 331, 700, 331, "#c9b8b4", 2) +
      // wireless link
      path("M350 160 q 30 -30 60 0 M360 170 q 20 -18 40 0", "none", 'stroke="#c24d5c" stroke-width="4" stroke-linecap="round"') +
      shadow(400, 396, 300, 6, 0.18);
    return scene({ wall, floor, defs: d.defs, body });
  },

  accessories: () => {
    const body =
      rect(0, 380, 800, 120, "#b98a5a") +
      rect(0, 372, 800, 12, "#a47448") +
      cylinder(120, 210, 162, "#4c6b8a") +
      cylinder(180, 240, 132, "#8a4c5e") +
      // spout
      rrect(300, 300, 70, 22, 6, "#c7ccd1") +
      rect(324, 322, 12, 40, "#9aa3aa") +
      rect(316, 358, 28, 8, "#6c757c") +
      // drip tray
      rrect(400, 330, 150, 36, 6, "#4a5258") +
      [0, 1, 2, 3, 4, 5].map((i) => rect(412 + i * 22, 338, 12, 20, "#6c757c")).join("") +
      // cleaning brush
      rect(560, 352, 64, 8, "#c24d5c") +
      rrect(556, 346, 14, 20, 4, "#e9d48a") +
      P.wineGlass(720, 372, 110, 0.3, "#7a1426", "ag") +
      P.wineGlass(640, 372, 96, 0, "#7a1426", "ag2") +
      shadow(400, 376, 320, 6, 0.18);
    return scene({ wall, floor, body });
  },
};
