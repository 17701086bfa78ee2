import { blur, circle, group, linear, palette, path, radial, rect, svg } from "./svg";

/**
 * Light kitchen scenes around an under-counter drawer fridge: the Norcool showcase (and the
 * frames of its loop video, `open` 0..1 pulling the top drawer out) and the three finishes
 * of the configurator (spec 2.3: custom panels, stainless steel, matte black).
 */
const kitchenSize = { width: 1200, height: 900 } as const;

export type Finish = "custom" | "stainless" | "black";

const finishFill: Record<Finish, { front: string; handle: string }> = {
  custom: { front: "url(#oakGrain)", handle: "#6b4a2b" },
  stainless: { front: "url(#steel)", handle: "#3e464d" },
  black: { front: "url(#matte)", handle: "#0c0e10" },
};

function defs(): string {
  let grain = "";
  for (let i = 0; i < 14; i++) {
    const y = 8 + i * 14;
    grain += path(`M0 ${y}c60 ${(i % 3) - 1} 120 ${(i % 2) * 3} 200 0s140 -2 200 ${(i % 4) - 2}`, {
      stroke: "#7d5634",
      "stroke-opacity": 0.18,
      "stroke-width": 1.4,
      fill: "none",
    });
  }
  return [
    linear("wallK", [
      [0, "#f5f3ef"],
      [1, "#e6e1d9"],
    ]),
    linear("floorK", [
      [0, "#c8a67f"],
      [1, "#a98559"],
    ]),
    linear("counterK", [
      [0, "#3a3f44"],
      [1, "#24282c"],
    ]),
    linear(
      "steel",
      [
        [0, "#eef1f3"],
        [0.45, "#c4cbd1"],
        [0.7, "#d7dde2"],
        [1, "#98a3ac"],
      ],
      { x2: 1, y2: 0.15 },
    ),
    linear(
      "matte",
      [
        [0, "#2c3035"],
        [1, "#17191c"],
      ],
      { x2: 1, y2: 0.2 },
    ),
    linear(
      "oakFront",
      [
        [0, palette.oakLight],
        [1, palette.oak],
      ],
      { x2: 1, y2: 0.1 },
    ),
    `<pattern id="oakGrain" patternUnits="userSpaceOnUse" width="400" height="200"><rect width="400" height="200" fill="url(#oakFront)"/>${grain}</pattern>`,
    linear("inside", [
      [0, "#f4fbff"],
      [1, "#cfe2ee"],
    ]),
    radial("sun", [
      [0, "#fff6e3", 0.9],
      [1, "#fff6e3", 0],
    ]),
    radial("led", [
      [0, "#d9f1ff", 0.9],
      [1, "#d9f1ff", 0],
    ]),
    blur("blurK", 14),
  ].join("");
}

/** Tiles of the backsplash. */
function backsplash(): string {
  let out = rect(0, 330, 1200, 250, { fill: "#e9e4dc" });
  for (let y = 330; y < 580; y += 42) out += rect(0, y, 1200, 2, { fill: "#d6cfc3" });
  for (let row = 0; row < 6; row++) {
    const offset = row % 2 ? 42 : 0;
    for (let x = offset; x < 1200; x += 84) out += rect(x, 330 + row * 42, 2, 42, { fill: "#d6cfc3" });
  }
  return out;
}

/**
 * The kitchen run: oak cabinets either side, the two-drawer fridge in the middle in the
 * chosen finish, the top drawer pulled out by `open` (0 closed, 1 fully open).
 */
export function kitchenScene(finish: Finish, open = 0): string {
  const { width: W, height: H } = kitchenSize;
  const f = finishFill[finish];
  const fx = 420;
  const fw = 360;
  const top = 600;
  // The top drawer comes towards the viewer: seen from above, its front drops and grows a
  // little, and the lit inside shows between the worktop and the front.
  const drop = open * 78;
  const grow = open * 0.06;
  const innerTop = top + 8;
  const contents = open
    ? group(
        [
          path(`M${fx + 8} ${innerTop}h${fw - 16}l${12 * open} ${drop}h-${fw - 16 + 24 * open}Z`, { fill: "url(#inside)" }),
          ...[0, 1, 2, 3].map((i) =>
            rect(fx + 40 + i * 46, innerTop + 8, 30, Math.max(0, drop - 14), { rx: 12, fill: i % 2 ? palette.bottleGreen : palette.wine }),
          ),
          ...[0, 1, 2].map((i) =>
            circle(fx + 248 + i * 34, innerTop + drop / 2 + 2, Math.min(14, drop / 5), { fill: ["#c9d3da", "#e0a43a", "#7fa04a"][i]! }),
          ),
          `<ellipse cx="${fx + fw / 2}" cy="${innerTop + drop / 2}" rx="${fw / 2}" ry="${drop / 2 + 4}" fill="url(#led)" fill-opacity="${0.45 * open}"/>`,
        ].join(""),
      )
    : "";

  const drawer = (y: number, h: number, dy = 0, g = 0) =>
    group(
      [
        g ? rect(fx + 10, y + dy + h, fw - 20, 26 * open, { fill: "#000", "fill-opacity": 0.28, filter: "url(#blurK)" }) : "",
        rect(fx + 6 - g * fw * 0.5, y + dy, fw - 12 + g * fw, h * (1 + g), { rx: 5, fill: f.front }),
        rect(fx + fw / 2 - 80, y + dy + 22, 160, 10, { rx: 5, fill: f.handle }),
      ].join(""),
    );

  const body = [
    rect(0, 0, W, H, { fill: "url(#wallK)" }),
    circle(180, 120, 420, { fill: "url(#sun)" }),
    // Window light falling on the wall.
    path("M880 0h220l-120 330H760Z", { fill: "#ffffff", "fill-opacity": 0.35 }),
    backsplash(),
    // Upper shelf with a plant and jars.
    rect(80, 250, 420, 12, { rx: 3, fill: palette.oakDark }),
    rect(120, 190, 40, 60, { rx: 8, fill: "#dfe7ea" }),
    rect(172, 206, 34, 44, { rx: 8, fill: "#e9e2d4" }),
    path("M380 250c-4-26 2-40 20-46 18 6 24 20 20 46Z", { fill: "#d7cbb6" }),
    path("M400 204c-26-34-6-56 6-64 4 22 16 36-6 64Zm0 0c30-24 50-16 58-8-20 4-34 12-58 8Zm0 0c-34-8-46 6-50 16 20-6 32-6 50-16Z", {
      fill: "#5e8a64",
    }),
    // Worktop.
    rect(0, 566, W, 34, { fill: "url(#counterK)" }),
    rect(0, 598, W, 4, { fill: "#000", "fill-opacity": 0.3 }),
    // Items on the worktop.
    path("M860 566v-90c0-18 10-26 14-40v-34h12v34c4 14 14 22 14 40v90Z", { fill: palette.bottleGreen }),
    rect(864, 500, 32, 36, { rx: 3, fill: "#efe7da" }),
    path("M940 566c-36 0-52-18-56-36h132c-4 18-20 36-56 36Z", { fill: "#f3efe8" }),
    circle(930, 524, 16, { fill: "#c8553d" }),
    circle(956, 520, 15, { fill: "#e0a43a" }),
    circle(980, 526, 14, { fill: "#7fa04a" }),
    // Base cabinets in oak, left and right of the fridge.
    rect(0, 602, fx, 238, { fill: "url(#oakGrain)" }),
    rect(fx + fw, 602, W - fx - fw, 238, { fill: "url(#oakGrain)" }),
    rect(fx - 3, 602, 3, 238, { fill: "#6b4a2b", "fill-opacity": 0.5 }),
    rect(fx + fw, 602, 3, 238, { fill: "#6b4a2b", "fill-opacity": 0.5 }),
    rect(200, 602, 3, 238, { fill: "#6b4a2b", "fill-opacity": 0.5 }),
    rect(990, 602, 3, 238, { fill: "#6b4a2b", "fill-opacity": 0.5 }),
    rect(80, 630, 70, 8, { rx: 4, fill: "#6b4a2b" }),
    rect(250, 630, 120, 8, { rx: 4, fill: "#6b4a2b" }),
    rect(850, 630, 90, 8, { rx: 4, fill: "#6b4a2b" }),
    rect(1040, 630, 110, 8, { rx: 4, fill: "#6b4a2b" }),
    // Fridge opening.
    rect(fx, top + 2, fw, 236, { fill: "#1b1f22" }),
    drawer(top + 124, 110),
    // LED line between the drawers, brighter when open.
    rect(fx + 6, top + 118, fw - 12, 4, { fill: "#a6dcff", "fill-opacity": 0.6 + 0.4 * open }),
    contents,
    drawer(top + 8, 110, drop, grow),
    // Plinth and floor.
    rect(0, 840, W, 14, { fill: "#2a2420" }),
    rect(0, 854, W, 46, { fill: "url(#floorK)" }),
    `<ellipse cx="${fx + fw / 2}" cy="856" rx="${fw / 2}" ry="8" fill="#000" fill-opacity="${0.15 + 0.1 * open}" filter="url(#blurK)"/>`,
  ].join("");

  return svg(W, H, defs(), body);
}
