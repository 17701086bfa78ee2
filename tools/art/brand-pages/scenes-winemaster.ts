import * as C from "./cabinets.ts";
import * as L from "./lib.ts";
import * as P from "./props.ts";
const { rect, rrect, circle, path, poly, line, scene, shadow } = L;

const wall: L.Shades = ["#f2ebe4", "#e2d6ca"];
const floor: L.Shades = ["#b9a38b", "#a08a72"];
const stoneWall: L.Shades = ["#8c7760", "#7a6651"];
const stoneFloor: L.Shades = ["#6d5a46", "#5a4938"];

/** A Winemaster-style cellar unit: white casing, grille, display with temperature and humidity. */
function climateUnit(x: number, y: number, w = 220, h = 120, text = "12°C"): string {
  return (
    rrect(x, y, w, h, 12, "#eef0f1", 'stroke="#cfd5d9" stroke-width="2"') +
    P.grille(x + 18, y + 18, w * 0.55, h - 36, 7, "#9aa3aa") +
    P.display(x + w * 0.66, y + 20, w * 0.28, 30, text, "#ffd27a", "#1c1712", 14) +
    P.display(x + w * 0.66, y + 58, w * 0.28, 24, "70%", "#9fd8ff", "#0f1b24", 12) +
    circle(x + w * 0.8, y + h - 18, 6, "#7a1426")
  );
}

function rack(x: number, y: number, w: number, h: number, seed: number): string {
  return (
    rect(x, y, w, h, "#5a3d28") +
    C.bottleRows(x + 6, y + 6, w - 12, Math.max(1, Math.round(h / 42)), (h - 12) / Math.max(1, Math.round(h / 42)), seed, { r: 10 })
  );
}

function vault(body: string): string {
  return (
    `<clipPath id="vault"><path d="M60 500 L60 200 A340 190 0 0 1 740 200 L740 500 Z"/></clipPath>` +
    rect(0, 0, 800, 500, "#5e4c3b") +
    `<g clip-path="url(#vault)">${P.stones(40, 0, 720, 520, 17)}${body}</g>` +
    path("M60 500 L60 200 A340 190 0 0 1 740 200 L740 500", "none", 'stroke="#4e3f31" stroke-width="12"')
  );
}

export const winemaster = {
  "wine-cabinet-collection": () => {
    const a = C.wineCabinet({ x: 200, y: 70, w: 190, h: 430, shelves: 10, seed: 61, id: "w1", frame: "#2b2220" });
    const b = C.wineCabinet({
      x: 410,
      y: 70,
      w: 190,
      h: 430,
      shelves: 8,
      seed: 64,
      id: "w2",
      frame: "#2b2220",
      zones: [
        { from: 0, to: 0.5, light: "#ffd3a0" },
        { from: 0.5, to: 1, light: "#d6ebff", white: 0.8 },
      ],
    });
    return scene({
      wall,
      floor,
      defs: a.defs + b.defs,
      body: shadow(400, 504, 230, 9, 0.2) + a.body + b.body + P.plant(110, 500, 1, "#a8937a"),
    });
  },

  "climate-control": () => {
    const body =
      rect(0, 0, 800, 500, "#d9cbbb") +
      P.stones(0, 0, 800, 496, 71, ["#cdbba4", "#d8c8b2", "#c2ae95", "#ddd0bd"]) +
      // the unit through the wall, with its outlet air
      climateUnit(240, 130, 320, 170) +
      path(
        "M280 320 q 20 30 0 60 M340 320 q 20 30 0 60 M400 320 q 20 30 0 60",
        "none",
        'stroke="#7fc6e6" stroke-width="5" stroke-linecap="round" opacity=".85"',
      ) +
      rect(160, 420, 480, 80, "#5a3d28") +
      C.bottleRows(168, 424, 464, 2, 38, 73, { r: 10 });
    return scene({ wall, floor: stoneFloor, body });
  },

  "wine-cellar": () => {
    const body = vault(
      rack(90, 250, 200, 250, 81) +
        rack(510, 250, 200, 250, 84) +
        // a door in the middle with the unit above it
        rrect(330, 290, 140, 210, 6, "#6b4a32") +
        rect(344, 304, 112, 190, "#7d5a3c") +
        circle(446, 400, 6, "#c9a34a") +
        climateUnit(310, 160, 180, 100),
    );
    return scene({ wall: stoneWall, floor: stoneFloor, body: body + shadow(400, 505, 320, 8, 0.25) });
  },

  "commercial-storage": () => {
    const body =
      rect(60, 60, 680, 440, "#2a2320") +
      rect(60, 60, 680, 440, "url(#cs)") +
      rack(80, 120, 200, 370, 91) +
      rack(300, 120, 200, 370, 94) +
      rack(520, 120, 200, 370, 97) +
      // split evaporator high inside the room
      rrect(300, 72, 200, 40, 8, "#eef0f1") +
      P.grille(316, 84, 168, 20, 4, "#9aa3aa") +
      // glass doors
      rect(60, 60, 680, 440, "#cfe6ef", 'opacity=".1"') +
      rect(396, 60, 8, 440, "#141414") +
      rrect(380, 250, 6, 90, 3, "#c7ccd1") +
      rrect(414, 250, 6, 90, 3, "#c7ccd1") +
      L.reflection(70, 64, 320, 430, 0.7) +
      L.reflection(410, 64, 320, 430, 0.5) +
      rect(54, 54, 692, 10, "#141414") +
      shadow(400, 505, 340, 8, 0.2);
    return scene({
      wall: ["#efe9e2", "#ddd3c8"],
      floor: ["#3d3d3d", "#2d2d2d"],
      defs: L.radial(
        "cs",
        [
          [0, "#ffd9a0", 0.4],
          [1, "#ffd9a0", 0],
        ],
        { cx: 0.5, cy: 0, r: 1 },
      ),
      body,
    });
  },

  "custom-wine-room": () => {
    // a staircase rising to the right, a glass wine room tucked under it
    let steps = "";
    for (let i = 0; i < 10; i++) steps += rect(200 + i * 56, 460 - (i + 1) * 44, 56, 12, "#8a6a45");
    const body =
      poly(
        [
          [200, 500],
          [760, 60],
          [800, 60],
          [800, 500],
        ],
        "#e9e1d6",
      ) +
      steps +
      path("M200 470 L760 30", "none", 'stroke="#2b2420" stroke-width="4"') +
      `<clipPath id="under"><polygon points="250,500 720,500 720,120 250,460"/></clipPath>` +
      `<g clip-path="url(#under)">${rect(250, 100, 470, 400, "#2a2320")}${rect(250, 100, 470, 400, "url(#uw)")}${rack(270, 110, 140, 390, 101)}${rack(420, 110, 140, 390, 104)}${rack(570, 110, 140, 390, 107)}${rect(250, 100, 470, 400, "#cfe6ef", 'opacity=".1"')}${L.reflection(260, 120, 300, 380, 0.6)}</g>` +
      path("M250 500 L250 460 L720 120 L720 500", "none", 'stroke="#141414" stroke-width="8"') +
      line(485, 290, 485, 500, "#141414", 6) +
      P.plant(110, 500, 1, "#a8937a") +
      shadow(480, 505, 260, 8, 0.2);
    return scene({
      wall,
      floor,
      defs: L.radial(
        "uw",
        [
          [0, "#ffd9a0", 0.45],
          [1, "#ffd9a0", 0],
        ],
        { cx: 0.6, cy: 0.2, r: 0.9 },
      ),
      body,
    });
  },

  preservation: () => {
    const body =
      rect(0, 0, 800, 500, "#d9cbbb") +
      P.stones(0, 0, 800, 496, 111, ["#cdbba4", "#d8c8b2", "#c2ae95", "#ddd0bd"]) +
      // hygrometer dial
      circle(250, 220, 110, "#f6f1e8", 'stroke="#7a5b3a" stroke-width="10"') +
      path("M170 250 A 90 90 0 0 1 330 250", "none", 'stroke="#d9cbbb" stroke-width="14"') +
      path("M250 220 L 300 178", "none", 'stroke="#7a1426" stroke-width="6" stroke-linecap="round"') +
      circle(250, 220, 10, "#3b3129") +
      `<text x="250" y="290" font-family="ui-sans-serif, sans-serif" font-size="26" font-weight="600" fill="#3b3129" text-anchor="middle">70%</text>` +
      // filter and humidity module
      rrect(440, 130, 200, 220, 14, "#eef0f1", 'stroke="#cfd5d9" stroke-width="2"') +
      rect(460, 150, 160, 120, "#dfe4e7") +
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(466 + i * 19, 156, 10, 108, "#c3cbd0")).join("") +
      circle(490, 310, 12, "#7fc6e6") +
      circle(540, 310, 12, "#9aa3aa") +
      P.display(570, 296, 54, 28, "12°", "#ffd27a", "#1c1712", 14) +
      rect(140, 420, 520, 80, "#5a3d28") +
      C.bottleRows(148, 424, 504, 2, 38, 113, { r: 10 });
    return scene({ wall, floor: stoneFloor, body });
  },
};
