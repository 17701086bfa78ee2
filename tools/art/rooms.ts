import { blur, bottleGrid, circle, group, linear, palette, path, radial, rect, seeded, svg } from "./svg";

/**
 * Showcase scenes (spec 2.3): a Thermocold wine room behind glass, a NIMO drying cabinet in
 * a boot room (with `t` 0..1 animating the warm air for its loop video), and a Winemaster
 * climate unit in a vaulted cellar. 1200×900 each.
 */
const roomSize = { width: 1200, height: 900 } as const;

export function wineRoom(): string {
  const { width: W, height: H } = roomSize;
  const random = seeded(11);
  const defs = [
    linear("tcWall", [
      [0, "#12202b"],
      [1, "#0a141b"],
    ]),
    linear("tcFloor", [
      [0, "#23303a"],
      [1, "#10181e"],
    ]),
    radial("tcWarm", [
      [0, "#f2c27a", 0.7],
      [1, "#f2c27a", 0],
    ]),
    radial("tcCool", [
      [0, "#9fd4ff", 0.5],
      [1, "#9fd4ff", 0],
    ]),
    linear("tcUnit", [
      [0, "#f4f7f9"],
      [1, "#cdd6dc"],
    ]),
    linear(
      "tcGlass",
      [
        [0, "#ffffff", 0.1],
        [0.5, "#ffffff", 0.02],
        [1, "#ffffff", 0.08],
      ],
      { x2: 1, y2: 0 },
    ),
    blur("tcBlur", 24),
  ].join("");

  // Back wall of wine racks: cubbies lit from above.
  let racks = "";
  for (let col = 0; col < 6; col++) {
    const x = 150 + col * 150;
    racks += rect(x, 200, 140, 560, { fill: "#1d1510" });
    racks += circle(x + 70, 200, 120, { fill: "url(#tcWarm)" });
    racks += bottleGrid(x + 6, 210, 4, 16, 32, 34, random, ["#4a1220", "#1c3327", "#2a1a12", "#3a1019"]);
    racks += rect(x - 6, 190, 6, 580, { fill: "#5a3f28" });
  }
  racks += rect(1050, 190, 6, 580, { fill: "#5a3f28" });

  // The glass front with steel mullions, and its door.
  let frame = rect(0, 0, W, H, { fill: "url(#tcGlass)" });
  for (const x of [90, 390, 690, 1010, 1110]) frame += rect(x, 80, 10, 740, { fill: "#0a0d10" });
  frame += rect(80, 80, 1040, 10, { fill: "#0a0d10" });
  frame += rect(80, 450, 310, 8, { fill: "#0a0d10" });
  frame += rect(700, 450, 310, 8, { fill: "#0a0d10" });
  frame += rect(80, 810, 1040, 12, { fill: "#0a0d10" });
  frame += rect(660, 380, 12, 160, { rx: 6, fill: "#c9ccd0" });
  frame += path("M120 100 320 800", { stroke: "#fff", "stroke-opacity": 0.05, "stroke-width": 80 });
  frame += path("M760 100 900 800", { stroke: "#fff", "stroke-opacity": 0.04, "stroke-width": 50 });

  const unit = group(
    [
      circle(600, 150, 200, { fill: "url(#tcCool)" }),
      rect(470, 98, 260, 86, { rx: 10, fill: "url(#tcUnit)" }),
      ...Array.from({ length: 9 }, (_, i) => rect(486, 112 + i * 6, 150, 3, { rx: 1.5, fill: "#9fb0bb" })),
      rect(652, 112, 62, 30, { rx: 4, fill: "#0f2a33" }),
      `<text x="683" y="133" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="17" fill="#7fe3f0">12°</text>`,
      circle(683, 162, 6, { fill: "#0f6a7a" }),
    ].join(""),
  );

  const body = [
    rect(0, 0, W, H, { fill: "url(#tcWall)" }),
    racks,
    unit,
    rect(0, 770, W, 130, { fill: "url(#tcFloor)" }),
    `<ellipse cx="600" cy="790" rx="520" ry="30" fill="#f2c27a" fill-opacity="0.12" filter="url(#tcBlur)"/>`,
    frame,
    // Room outside the glass.
    rect(0, 0, W, 80, { fill: "#0a0d10" }),
    rect(0, 0, 80, H, { fill: "#0a0d10" }),
    rect(1120, 0, 80, H, { fill: "#0a0d10" }),
    rect(0, 822, W, 78, { fill: "#2a2622" }),
  ].join("");
  return svg(W, H, defs, body);
}

/** Jacket on a hanger; `sway` in degrees. */
function jacket(x: number, y: number, colour: string, sway: number): string {
  return group(
    [
      path(`M${x} ${y}v18m-36 18 36-18 36 18`, { stroke: "#9aa3ab", "stroke-width": 4, fill: "none", "stroke-linecap": "round" }),
      path(`M${x - 40} ${y + 36}c8-6 22-10 40-10s32 4 40 10l14 160h-24l-4-100v130h-52v-130l-4 100h-24Z`, { fill: colour }),
      path(`M${x} ${y + 28}v190`, { stroke: "#000", "stroke-opacity": 0.2, "stroke-width": 3 }),
    ].join(""),
    { transform: `rotate(${sway.toFixed(2)} ${x} ${y})` },
  );
}

export function bootRoom(t = 0): string {
  const { width: W, height: H } = roomSize;
  const phase = t * Math.PI * 2;
  const defs = [
    linear("nmWall", [
      [0, "#f1ede6"],
      [1, "#e2dcd2"],
    ]),
    linear(
      "nmCab",
      [
        [0, "#ffffff"],
        [1, "#e1e6e9"],
      ],
      { x2: 1, y2: 0 },
    ),
    linear("nmInside", [
      [0, "#f7f0e4"],
      [1, "#ead9bf"],
    ]),
    linear("nmFloor", [
      [0, "#b78f63"],
      [1, "#9a744a"],
    ]),
    radial("nmWarm", [
      [0, "#ffb765", 0.45],
      [1, "#ffb765", 0],
    ]),
    blur("nmBlur", 10),
  ].join("");

  let panels = "";
  for (let x = 0; x < W; x += 60) panels += rect(x, 0, 2, 620, { fill: "#d8d0c2" });

  // Warm air rising through the cabinet, moving with `t`.
  let air = "";
  for (let i = 0; i < 5; i++) {
    const x = 470 + i * 52;
    const offset = (t * 240 + i * 37) % 240;
    air += path(`M${x} ${760 - offset}c-14-30 14-50 0-80s14-50 0-80`, {
      stroke: "#f08a3c",
      "stroke-opacity": 0.5 * Math.sin((offset / 240) * Math.PI),
      "stroke-width": 5,
      fill: "none",
      "stroke-linecap": "round",
    });
  }

  const body = [
    rect(0, 0, W, H, { fill: "url(#nmWall)" }),
    panels,
    // Hooks with a cap and a scarf on the left wall.
    rect(60, 200, 280, 14, { rx: 4, fill: palette.oakDark }),
    ...[110, 200, 290].map((x) => circle(x, 228, 8, { fill: "#8c949b" })),
    path("M200 236c-30 10-36 80-20 150h40c16-70 10-140-20-150Z", { fill: "#c8553d" }),
    path("M290 236c-24 0-40 20-40 40h80c0-20-16-40-40-40Z", { fill: "#2f5d7c" }),
    // Bench and boots.
    rect(40, 640, 330, 24, { rx: 4, fill: palette.oak }),
    rect(60, 664, 16, 150, { fill: palette.oakDark }),
    rect(334, 664, 16, 150, { fill: palette.oakDark }),
    path("M110 812v-70h40v40h40v30Z", { fill: "#3b2f27" }),
    path("M210 812v-70h40v40h40v30Z", { fill: "#4a5a3c" }),
    // The drying cabinet, door open.
    rect(420, 90, 320, 720, { rx: 8, fill: "url(#nmCab)", stroke: "#c3cbd0", "stroke-width": 2 }),
    rect(436, 180, 288, 620, { rx: 4, fill: "url(#nmInside)" }),
    circle(580, 720, 200, { fill: "url(#nmWarm)" }),
    rect(440, 204, 280, 6, { rx: 3, fill: "#a0a8ae" }),
    jacket(510, 210, "#2e6b57", Math.sin(phase) * 1.8),
    jacket(650, 210, "#d08a2e", Math.sin(phase + 1.4) * 1.8),
    air,
    rect(436, 100, 288, 64, { rx: 6, fill: "#1f5a45" }),
    circle(472, 132, 14, { fill: "#e2f1ea" }),
    rect(500, 122, 80, 20, { rx: 4, fill: "#0f2e24" }),
    rect(508, 127, 36, 10, { rx: 2, fill: "#7ee0b0" }),
    // Open door, seen at an angle on the right.
    path("M740 96 900 40v820l-160-50Z", { fill: "#f6f8f9", stroke: "#c3cbd0", "stroke-width": 2 }),
    path("M760 120 880 80v740l-120-38Z", { fill: "#e7ecef" }),
    rect(858, 380, 8, 90, { rx: 4, fill: "#9aa8ae" }),
    // Floor.
    rect(0, 810, W, 90, { fill: "url(#nmFloor)" }),
    `<ellipse cx="580" cy="816" rx="200" ry="10" fill="#000" fill-opacity="0.2" filter="url(#nmBlur)"/>`,
    // Plant on the right.
    path("M1020 810c-6-60 0-96 50-110 50 14 56 50 50 110Z", { fill: "#d9cdb7" }),
    path(
      "M1070 700c-60-70-20-130 10-150 10 50 40 90-10 150Zm0 0c70-50 110-30 120-10-40 6-70 20-120 10Zm0 0c-70-20-96 10-104 30 40-14 70-14 104-30Z",
      {
        fill: "#5e8a64",
      },
    ),
  ].join("");
  return svg(W, H, defs, body);
}

export function cellar(): string {
  const { width: W, height: H } = roomSize;
  const random = seeded(1984);
  const defs = [
    linear("wmStone", [
      [0, "#5b4a3c"],
      [1, "#2f261f"],
    ]),
    linear("wmFloor", [
      [0, "#3a2e25"],
      [1, "#1d1712"],
    ]),
    radial("wmLamp", [
      [0, "#ffcf8a", 0.75],
      [0.4, "#ffb45c", 0.25],
      [1, "#ffb45c", 0],
    ]),
    linear("wmUnit", [
      [0, "#4a4f55"],
      [1, "#2c3035"],
    ]),
    linear(
      "wmBarrel",
      [
        [0, "#7a4a26"],
        [0.5, "#9c6334"],
        [1, "#5e3719"],
      ],
      { x2: 1, y2: 0 },
    ),
    linear(
      "wmShade",
      [
        [0, "#000", 0.55],
        [0.3, "#000", 0],
        [0.7, "#000", 0],
        [1, "#000", 0.55],
      ],
      { x2: 1, y2: 0 },
    ),
    blur("wmBlur", 20),
  ].join("");

  // Brick vault: staggered stones under an arch.
  let stones = "";
  for (let row = 0; row < 22; row++) {
    const y = row * 36;
    for (let x = row % 2 ? -40 : 0; x < W; x += 80) {
      const shade = 0.05 + random() * 0.12;
      stones += rect(x + 2, y + 2, 76, 32, { rx: 4, fill: "#c89a6a", "fill-opacity": shade.toFixed(3) });
    }
  }

  let racks = "";
  for (const x0 of [100, 800]) {
    racks += rect(x0, 330, 300, 460, { fill: "#3a2618" });
    racks += bottleGrid(x0 + 10, 340, 8, 12, 35, 37, random);
    for (let i = 0; i <= 8; i++) racks += rect(x0 + i * 36.25, 330, 4, 460, { fill: "#6b4629" });
  }

  const body = [
    rect(0, 0, W, H, { fill: "url(#wmStone)" }),
    stones,
    // Arch opening at the back.
    path("M420 800V420c0-100 80-170 180-170s180 70 180 170v380Z", { fill: "#120d0a" }),
    circle(600, 300, 300, { fill: "url(#wmLamp)" }),
    rect(597, 0, 6, 262, { fill: "#2a2019" }),
    circle(600, 272, 14, { fill: "#ffe2b0" }),
    racks,
    // Climate unit set into the wall above the arch, with its display.
    group(
      [
        rect(120, 160, 260, 120, { rx: 10, fill: "url(#wmUnit)" }),
        ...Array.from({ length: 7 }, (_, i) => rect(138, 178 + i * 12, 150, 5, { rx: 2.5, fill: "#1c1f22" })),
        rect(300, 182, 62, 34, { rx: 4, fill: "#101315" }),
        `<text x="331" y="205" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#d3ab66">13°</text>`,
        circle(314, 246, 7, { fill: "#6d1a2b" }),
        circle(340, 246, 7, { fill: "#5b6168" }),
      ].join(""),
    ),
    // Barrel in front of the arch.
    `<ellipse cx="600" cy="700" rx="120" ry="110" fill="url(#wmBarrel)"/>`,
    ...[-70, 0, 70].map((dx) => `<ellipse cx="${600 + dx}" cy="700" rx="${dx ? 6 : 8}" ry="104" fill="#3e2a1a" fill-opacity="0.7"/>`),
    rect(0, 790, W, 110, { fill: "url(#wmFloor)" }),
    `<ellipse cx="600" cy="800" rx="420" ry="26" fill="#ffb45c" fill-opacity="0.14" filter="url(#wmBlur)"/>`,
    rect(0, 0, W, H, { fill: "url(#wmShade)" }),
  ].join("");
  return svg(W, H, defs, body);
}
