import * as C from "./cabinets.ts";
import * as L from "./lib.ts";
import * as P from "./props.ts";
const { rect, rrect, circle, ellipse, path, poly, line, scene, shadow } = L;

const wall: L.Shades = ["#e8f3f5", "#d0e4e9"];
const floor: L.Shades = ["#b9ccd2", "#9fb6bd"];
const panel = "#f3f7f8";
const seam = "#d3dee2";

function crates(x: number, y: number, w: number, rows: number, seed: number): string {
  const rand = L.rng(seed);
  const produce = ["#e4572e", "#76b041", "#f3a712", "#c0392b", "#ffd166", "#8e6c8a"];
  let out = "";
  for (let r = 0; r < rows; r++) {
    const base = y + r * 64;
    out += rect(x, base + 50, w, 6, "#9aa8ae");
    for (let cx = x + 6; cx < x + w - 52; cx += 58) {
      const c = produce[Math.floor(rand() * produce.length)]!;
      out += rect(cx, base + 18, 50, 32, "#5e8aa0") + rect(cx, base + 18, 50, 6, "#4c7387");
      for (let i = 0; i < 4; i++) out += circle(cx + 8 + i * 11, base + 18, 6, c);
    }
  }
  return out;
}

export const thermocold = {
  "cold-storage-room": () => {
    const body =
      // the room: insulated panels with seams
      rect(120, 90, 560, 410, panel) +
      [1, 2, 3, 4, 5, 6].map((i) => line(120 + i * 80, 90, 120 + i * 80, 500, seam, 2)).join("") +
      rect(120, 90, 560, 16, "#dfe9ec") +
      // open door on the left shows shelving with crates
      rect(180, 150, 200, 350, "#2f4a57") +
      rect(188, 158, 184, 342, "#dbe9ef") +
      rect(196, 166, 168, 26, "#cfe6f0") +
      P.grille(206, 170, 148, 18, 4, "#9fb4bd") +
      crates(196, 200, 168, 4, 5) +
      poly(
        [
          [180, 150],
          [112, 170],
          [112, 484],
          [180, 500],
        ],
        "#f7fafb",
        'stroke="#c9d6db" stroke-width="2"',
      ) +
      rrect(124, 300, 10, 60, 4, "#7f8c93") +
      // display beside the door
      P.display(420, 200, 90, 40, "2.0°C", "#7fe0ff", "#0f1b22", 18) +
      rrect(420, 250, 90, 8, 4, "#b7c7cd") +
      // evaporator on the roof edge
      rrect(500, 54, 150, 36, 6, "#e3ebee") +
      P.grille(512, 62, 126, 22, 5, "#9fb4bd") +
      shadow(400, 505, 300, 9, 0.14);
    return scene({ wall, floor, body });
  },

  "custom-wine-room": () => {
    const rack = (x: number, y: number, w: number, h: number, seed: number) =>
      rect(x, y, w, h, "#6b4a32") + C.bottleRows(x + 6, y + 6, w - 12, 7, (h - 12) / 7, seed, { r: 10 });
    const body =
      // a glass-walled room, floor to ceiling racks inside
      rect(90, 70, 620, 430, "#2a2320") +
      rect(90, 70, 620, 430, "url(#wr)") +
      rack(110, 90, 180, 400, 2) +
      rack(310, 90, 180, 400, 5) +
      rack(510, 90, 180, 400, 8) +
      rect(90, 70, 620, 430, "#bfe3ef", 'opacity=".12"') +
      [1, 2, 3].map((i) => rect(90 + i * 155 - 3, 70, 6, 430, "#1d2326")).join("") +
      rect(86, 64, 628, 10, "#1d2326") +
      rect(86, 496, 628, 8, "#1d2326") +
      L.reflection(100, 74, 300, 420, 0.8) +
      L.reflection(420, 74, 280, 420, 0.5) +
      rrect(400, 250, 8, 80, 4, "#c7ccd1") +
      P.plant(750, 500, 0.9, "#e0d6c8") +
      shadow(400, 505, 320, 8, 0.16);
    return scene({
      wall: ["#f0eeea", "#e0dcd5"],
      floor: ["#c9b79e", "#b29d80"],
      defs: L.radial(
        "wr",
        [
          [0, "#ffd9a0", 0.45],
          [1, "#ffd9a0", 0],
        ],
        { cx: 0.5, cy: 0, r: 0.9 },
      ),
      body,
    });
  },

  "corner-fridge": () => {
    const body =
      poly(
        [
          [0, 0],
          [400, 0],
          [400, 450],
          [0, 510],
        ],
        "#e2eef2",
      ) +
      poly(
        [
          [400, 0],
          [800, 0],
          [800, 510],
          [400, 450],
        ],
        "#d2e3e9",
      ) +
      poly(
        [
          [0, 510],
          [400, 450],
          [800, 510],
          [800, 600],
          [0, 600],
        ],
        "url(#floor)",
      ) +
      poly(
        [
          [30, 380],
          [310, 362],
          [310, 374],
          [30, 394],
        ],
        "#3a3f45",
      ) +
      poly(
        [
          [30, 394],
          [310, 374],
          [310, 460],
          [30, 504],
        ],
        "#fbfaf7",
        'stroke="#dcd6cc" stroke-width="2"',
      ) +
      poly(
        [
          [490, 362],
          [770, 380],
          [770, 394],
          [490, 374],
        ],
        "#3a3f45",
      ) +
      poly(
        [
          [490, 374],
          [770, 394],
          [770, 504],
          [490, 460],
        ],
        "#fbfaf7",
        'stroke="#dcd6cc" stroke-width="2"',
      ) +
      // corner unit, door open to the left
      poly(
        [
          [310, 130],
          [330, 122],
          [330, 462],
          [310, 458],
        ],
        "#e9e4dc",
      ) +
      poly(
        [
          [470, 122],
          [490, 130],
          [490, 458],
          [470, 462],
        ],
        "#e9e4dc",
      ) +
      rect(330, 122, 140, 340, "#dfe6ea") +
      rect(340, 132, 120, 320, "#eef6fa") +
      [0, 1, 2, 3]
        .map((i) => {
          const y = 206 + i * 70;
          return ellipse(400, y, 54, 12, "#e3f0f7", 'stroke="#b7cfdc" stroke-width="2"') + C.fridgeItems(358, y - 60, 84, 56, 1, 40 + i);
        })
        .join("") +
      poly(
        [
          [330, 122],
          [262, 142],
          [262, 446],
          [330, 462],
        ],
        "#fbfaf7",
        'stroke="#d5cfc6" stroke-width="2"',
      ) +
      poly(
        [
          [322, 136],
          [270, 152],
          [270, 434],
          [322, 448],
        ],
        "#e7eef2",
      ) +
      shadow(400, 470, 110, 8, 0.12);
    return scene({ wall, floor, body });
  },

  "winemaster-subbrand": () => {
    const body =
      `<clipPath id="arch"><path d="M120 500 L120 220 A280 200 0 0 1 680 220 L680 500 Z"/></clipPath>` +
      rect(0, 0, 800, 500, "#8c7760") +
      `<g clip-path="url(#arch)">${P.stones(100, 0, 620, 520, 14)}</g>` +
      path("M120 500 L120 220 A280 200 0 0 1 680 220 L680 500", "none", 'stroke="#6f5c47" stroke-width="10"') +
      // climate unit through the wall
      rrect(300, 120, 200, 110, 10, "#e9ecee") +
      P.grille(318, 134, 120, 80, 7, "#9aa3aa") +
      P.display(446, 140, 40, 26, "12°", "#ffd27a", "#1c1712", 13) +
      circle(466, 196, 8, "#c9d0d6") +
      // racks below
      rect(150, 290, 220, 210, "#5a3d28") +
      C.bottleRows(158, 296, 204, 5, 40, 21, { r: 10 }) +
      rect(430, 290, 220, 210, "#5a3d28") +
      C.bottleRows(438, 296, 204, 5, 40, 27, { r: 10 }) +
      shadow(400, 505, 300, 8, 0.2);
    return scene({ wall: ["#8c7760", "#7a6651"], floor: ["#6d5a46", "#5a4938"], body });
  },

  "cooling-unit": () => {
    const body =
      // a wall cut: inside on the left, outside on the right
      rect(0, 0, 430, 500, "#e8f3f5") +
      rect(430, 0, 370, 500, "#dfe8d8") +
      rect(410, 0, 40, 500, "#c9d4d8") +
      rect(450, 430, 350, 70, "#a9b88f") +
      // evaporator inside, high on the wall
      rrect(110, 110, 260, 90, 12, "#f4f7f8", 'stroke="#cfdade" stroke-width="2"') +
      P.grille(130, 170, 220, 22, 4, "#a6b6bd") +
      circle(340, 132, 5, "#46c37b") +
      path(
        "M150 215 q 20 30 0 60 M210 215 q 20 30 0 60 M270 215 q 20 30 0 60",
        "none",
        'stroke="#7fc6e6" stroke-width="4" stroke-linecap="round" opacity=".8"',
      ) +
      // refrigerant lines through the wall
      path("M370 150 L470 150 L470 330", "none", 'stroke="#b08d57" stroke-width="6"') +
      path("M370 166 L486 166 L486 330", "none", 'stroke="#8d98a0" stroke-width="6"') +
      // condenser outside
      rrect(480, 300, 250, 170, 10, "#eef1f2", 'stroke="#cdd5d9" stroke-width="2"') +
      P.fan(580, 385, 62) +
      P.grille(660, 320, 56, 130, 10, "#b4bec4") +
      rect(490, 470, 230, 10, "#7d8a90") +
      shadow(605, 482, 140, 8, 0.18);
    return scene({ wall, floor, body });
  },

  "cold-room-door": () => {
    let strips = "";
    for (let i = 0; i < 9; i++) strips += rect(262 + i * 31, 120, 28, 370, "#cfeaf5", 'opacity=".55"');
    const body =
      rect(140, 60, 520, 440, panel) +
      [1, 2, 3, 4, 5].map((i) => line(140 + i * 87, 60, 140 + i * 87, 500, seam, 2)).join("") +
      // opening with a strip curtain and the insulated door swung open to the right
      rect(250, 110, 300, 390, "#2f4a57") +
      rect(258, 118, 284, 382, "#dbe9ef") +
      crates(266, 170, 268, 4, 9) +
      strips +
      rect(246, 104, 308, 12, "#b7c4c9") +
      poly(
        [
          [550, 110],
          [650, 134],
          [650, 478],
          [550, 500],
        ],
        "#f7fafb",
        'stroke="#c9d6db" stroke-width="3"',
      ) +
      poly(
        [
          [560, 128],
          [640, 146],
          [640, 466],
          [560, 484],
        ],
        "#eef4f6",
      ) +
      rrect(612, 270, 22, 90, 8, "#6f7c83") +
      rrect(553, 150, 12, 30, 3, "#8b979d") +
      rrect(553, 420, 12, 30, 3, "#8b979d") +
      // heated frame detail
      rect(246, 116, 6, 384, "#e2a76f") +
      shadow(400, 505, 280, 9, 0.14);
    return scene({ wall, floor, body });
  },
};
