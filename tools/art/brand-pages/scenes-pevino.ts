import * as C from "./cabinets.ts";
import * as L from "./lib.ts";
import * as P from "./props.ts";
const { rect, path, line, scene, shadow } = L;

const wall: L.Shades = ["#f3efe9", "#e4ddd3"];
const floor: L.Shades = ["#cdbca6", "#b7a48b"];
const bronze = "#7a5b3a";
const oak = "#c49a6c";

function woodWall(x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, oak);
  for (let i = 1; i < w / 40; i++) out += line(x + i * 40, y, x + i * 40, y + h, "#b38a5e", 2);
  return out;
}

function table(x: number, y: number): string {
  return rect(x, y, 260, 14, "#3b3129") + rect(x + 20, y + 14, 10, 100, "#3b3129") + rect(x + 230, y + 14, 10, 100, "#3b3129");
}

function chair(x: number, y: number): string {
  return (
    path(
      `M${x} ${y} l0 -120 q0 -10 10 -10 l30 0 q10 0 10 10 l0 70 l50 0 l0 50`,
      "none",
      'stroke="#2b2420" stroke-width="6" stroke-linejoin="round"',
    ) + rect(x, y - 50, 100, 10, "#a98b6d")
  );
}

export const pevino = {
  "built-in": () => {
    const cab = C.wineCabinet({
      x: 330,
      y: 90,
      w: 140,
      h: 380,
      shelves: 9,
      seed: 41,
      id: "p1",
      frame: "#2a2522",
      feet: false,
      lightColor: "#ffd9a8",
    });
    const body =
      woodWall(120, 40, 560, 460) +
      rect(322, 82, 156, 396, "#2a2522") +
      cab.body +
      rect(120, 470, 560, 30, "#a98258") +
      P.plant(740, 500, 0.9, "#b8a58f") +
      shadow(400, 504, 300, 8, 0.14);
    return scene({ wall, floor, defs: cab.defs, body });
  },
  freestanding: () => {
    const cab = C.wineCabinet({ x: 150, y: 90, w: 180, h: 410, shelves: 9, seed: 44, id: "p2", frame: "#1f1c1a", lightColor: "#ffdcb0" });
    const body =
      shadow(240, 504, 110, 9, 0.2) +
      cab.body +
      rect(150, 90, 180, 4, bronze) +
      table(440, 386) +
      chair(640, 500) +
      P.bottleUp(520, 386, 90, "#2a1416") +
      P.wineGlass(580, 386, 64, 0.4, "#7a1426", "pg1") +
      // pendant light
      line(570, 0, 570, 150, "#2b2420", 2) +
      path("M540 180 q30 -40 60 0 Z", bronze);
    return scene({ wall, floor, defs: cab.defs, body });
  },
  "multi-zone": () => {
    const cab = C.wineCabinet({
      x: 290,
      y: 60,
      w: 220,
      h: 440,
      shelves: 9,
      seed: 47,
      id: "p3",
      frame: "#2a2522",
      zones: [
        { from: 0, to: 0.34, light: "#ffcf9a" },
        { from: 0.34, to: 0.67, light: "#fff0c2", white: 0.9 },
        { from: 0.67, to: 1, light: "#cfe6ff", white: 0.6 },
      ],
    });
    const body = shadow(400, 504, 140, 9, 0.2) + cab.body + rect(290, 60, 220, 4, bronze) + P.plant(150, 500, 1, "#b8a58f");
    return scene({ wall, floor, defs: cab.defs, body });
  },
  showcase: () => {
    const cab = C.wineCabinet({
      x: 300,
      y: 40,
      w: 200,
      h: 460,
      shelves: 10,
      seed: 52,
      id: "p4",
      frame: bronze,
      inner: "#17120f",
      lightColor: "#ffd9a8",
    });
    const body =
      // a soft glow on the wall behind the cabinet
      `<ellipse cx="400" cy="260" rx="300" ry="240" fill="url(#halo)"/>` +
      shadow(400, 504, 140, 9, 0.22) +
      cab.body +
      chair(560, 500) +
      P.plant(170, 500, 1.2, "#b8a58f");
    return scene({
      wall,
      floor,
      defs:
        cab.defs +
        L.radial("halo", [
          [0, "#fff4e0", 0.9],
          [1, "#fff4e0", 0],
        ]),
      body,
    });
  },
};
