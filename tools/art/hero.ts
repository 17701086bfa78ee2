import { blur, bottleGrid, circle, group, linear, palette, path, radial, rect, seeded, svg } from "./svg";

/**
 * The home hero: an evening kitchen with a built-in wine column, a drawer-fridge island and
 * pendant light. The left third stays dark and quiet, for the headline laid over it.
 */
const heroSize = { width: 1600, height: 1000 } as const;

export function heroKitchen(): string {
  const { width: W, height: H } = heroSize;
  const random = seeded(2025);
  const defs = [
    linear(
      "bg",
      [
        [0, palette.navy950],
        [0.45, "#0c1d2b"],
        [1, "#16344c"],
      ],
      { x2: 1, y2: 0.3 },
    ),
    linear("wall", [
      [0, "#163650"],
      [1, "#0f2638"],
    ]),
    linear("floor", [
      [0, "#0b1926"],
      [1, "#050d14"],
    ]),
    linear("counter", [
      [0, "#efe9df"],
      [1, "#cfc6b8"],
    ]),
    linear(
      "island",
      [
        [0, "#1d4463"],
        [1, "#14324a"],
      ],
      { x2: 1, y2: 0 },
    ),
    linear(
      "drawer",
      [
        [0, "#dfe4e8"],
        [0.55, "#b9c2ca"],
        [1, "#8f9aa4"],
      ],
      { x2: 1, y2: 0.2 },
    ),
    linear("shade", [
      [0, "#e9cf9c"],
      [1, "#a7803d"],
    ]),
    linear(
      "column",
      [
        [0, "#183a56"],
        [1, "#102a40"],
      ],
      { x2: 1, y2: 0 },
    ),
    radial("lamp", [
      [0, "#ffd9a0", 0.55],
      [0.5, "#ffc978", 0.16],
      [1, "#ffc978", 0],
    ]),
    radial("cool", [
      [0, "#bfe3ff", 0.45],
      [1, "#bfe3ff", 0],
    ]),
    linear(
      "fadeLeft",
      [
        [0, palette.navy950, 1],
        [0.36, palette.navy950, 0.92],
        [0.62, palette.navy950, 0],
      ],
      { x2: 1, y2: 0 },
    ),
    linear("vignette", [
      [0, "#000", 0],
      [0.75, "#000", 0],
      [1, "#000", 0.45],
    ]),
    blur("soft", 18),
    blur("softer", 40),
  ].join("");

  // Back wall with vertical slats.
  let slats = "";
  for (let x = 560; x < W; x += 26) slats += rect(x, 0, 2, 770, { fill: "#ffffff", "fill-opacity": 0.035 });

  // Pendant lights over the island.
  const lamps = [930, 1110, 1290]
    .map(
      (x) =>
        circle(x, 250, 230, { fill: "url(#lamp)" }) +
        rect(x - 1, 0, 2, 200, { fill: "#2b465c" }) +
        path(`M${x - 18} 200h36l22 46h-80Z`, { fill: "url(#shade)" }) +
        `<ellipse cx="${x}" cy="247" rx="40" ry="6" fill="#fff3d6"/>`,
    )
    .join("");

  // Open shelf with jars, a plant and plates.
  const shelf = group(
    [
      rect(660, 380, 560, 14, { rx: 3, fill: "#8f6a43" }),
      rect(700, 318, 34, 62, { rx: 8, fill: "#d6e3ea", "fill-opacity": 0.7 }),
      rect(744, 332, 30, 48, { rx: 8, fill: "#d6e3ea", "fill-opacity": 0.55 }),
      circle(850, 340, 40, { fill: "none", stroke: "#e8e1d5", "stroke-width": 8 }),
      circle(900, 346, 34, { fill: "none", stroke: "#cfc4b2", "stroke-width": 7 }),
      path("M1040 380c-6-30 0-52 22-62 22 10 28 32 22 62Z", { fill: "#c9b89c" }),
      path("M1062 318c-30-38-8-66 6-76 6 26 20 44-6 76Zm0 0c34-30 58-20 66-12-24 6-38 16-66 12Zm0 0c-40-10-52 8-56 18 22-6 36-6 56-18Z", {
        fill: "#4f7d5b",
      }),
      rect(1140, 330, 46, 50, { rx: 4, fill: palette.brass400, "fill-opacity": 0.8 }),
    ].join(""),
  );

  // Tall column with the built-in wine cabinet.
  const wine = group(
    [
      rect(1330, 90, 270, 720, { fill: "url(#column)" }),
      rect(1340, 100, 250, 170, { rx: 4, fill: "#1b3f5d" }),
      rect(1440, 250, 60, 5, { rx: 2, fill: palette.brass400 }),
      rect(1352, 290, 226, 420, { rx: 6, fill: palette.glass }),
      circle(1465, 300, 160, { fill: "url(#cool)" }),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(1360, 340 + i * 52, 210, 3, { fill: "#9fb8c8", "fill-opacity": 0.5 })),
      bottleGrid(1360, 296, 7, 8, 30, 52, random),
      rect(1356, 294, 218, 4, { fill: "#dff2ff", "fill-opacity": 0.9 }),
      path("M1380 300 1470 700", { stroke: "#fff", "stroke-opacity": 0.06, "stroke-width": 46 }),
      rect(1340, 730, 250, 70, { rx: 4, fill: "#1b3f5d" }),
      rect(1440, 742, 60, 5, { rx: 2, fill: palette.brass400 }),
    ].join(""),
  );

  // Island with counter and drawer-fridge fronts.
  const island = group(
    [
      rect(640, 640, 680, 270, { fill: "url(#island)" }),
      rect(620, 612, 720, 32, { rx: 4, fill: "url(#counter)" }),
      rect(620, 642, 720, 5, { fill: "#000", "fill-opacity": 0.25 }),
      rect(668, 668, 300, 104, { rx: 4, fill: "url(#drawer)" }),
      rect(668, 782, 300, 104, { rx: 4, fill: "url(#drawer)" }),
      rect(748, 684, 140, 7, { rx: 3.5, fill: "#4b5660" }),
      rect(748, 798, 140, 7, { rx: 3.5, fill: "#4b5660" }),
      rect(668, 773, 300, 5, { fill: "#a6dcff", "fill-opacity": 0.8 }),
      rect(988, 668, 312, 218, { rx: 4, fill: "#1a3d5a" }),
      rect(1120, 684, 50, 6, { rx: 3, fill: palette.brass400 }),
      rect(640, 900, 680, 14, { fill: "#050d14" }),
    ].join(""),
  );

  // On the counter: a bottle, two glasses and a bowl of fruit.
  const glass = (x: number) =>
    path(`M${x - 16} 540h32c0 26-8 38-16 38s-16-12-16-38Zm16 38v30m-14 4h28`, {
      fill: "#e6f0f6",
      "fill-opacity": 0.25,
      stroke: "#e6f0f6",
      "stroke-opacity": 0.7,
      "stroke-width": 2.5,
    }) + path(`M${x - 12} 560h24c-2 10-6 14-12 14s-10-4-12-14Z`, { fill: palette.wine });
  const counterItems = group(
    [
      path("M1080 612v-96c0-20 12-28 16-44v-40h14v40c4 16 16 24 16 44v96Z", { fill: palette.bottleGreen }),
      rect(1084, 548, 38, 40, { rx: 3, fill: "#efe7da" }),
      glass(1170),
      glass(1214),
      path("M760 612c-40 0-58-20-62-40h150c-4 20-22 40-62 40Z", { fill: "#e8e1d5" }),
      circle(752, 566, 18, { fill: "#c8553d" }),
      circle(780, 560, 17, { fill: "#e0a43a" }),
      circle(806, 568, 16, { fill: "#7fa04a" }),
    ].join(""),
  );

  const body = [
    rect(0, 0, W, H, { fill: "url(#bg)" }),
    rect(560, 0, W - 560, 770, { fill: "url(#wall)" }),
    slats,
    rect(0, 770, W, 230, { fill: "url(#floor)" }),
    // Reflection of the island on the floor.
    rect(660, 916, 640, 60, { fill: "#1d4463", "fill-opacity": 0.25, filter: "url(#soft)" }),
    lamps,
    shelf,
    wine,
    island,
    counterItems,
    // Warm light on the counter, cool light from the wine column.
    `<ellipse cx="1110" cy="620" rx="360" ry="40" fill="#ffd9a0" fill-opacity="0.18" filter="url(#softer)"/>`,
    rect(0, 0, W, H, { fill: "url(#fadeLeft)" }),
    rect(0, 0, W, H, { fill: "url(#vignette)" }),
  ].join("");

  return svg(W, H, defs, body);
}
