import * as C from "./cabinets.ts";
import * as L from "./lib.ts";
import * as P from "./props.ts";
const { rect, rrect, circle, ellipse, path, poly, line, scene, shadow } = L;

const wall: L.Shades = ["#eaf1f6", "#d3e0ea"];
const floor: L.Shades = ["#c3d0da", "#a9b8c4"];
const front = "#f5f2ed";
const top = "#33383e";

function kitchenBack() {
  // upper wall cabinets hint and a splashback line
  return (
    rect(0, 372, 800, 4, "#c9d6e0") +
    rrect(40, 60, 230, 120, 4, "#f1ede6") +
    rrect(530, 60, 230, 120, 4, "#f1ede6") +
    line(155, 60, 155, 180, "#ddd6cc", 2) +
    line(645, 60, 645, 180, "#ddd6cc", 2)
  );
}

export const norcool = {
  "corner-refrigerator": () => {
    // An L-shaped kitchen: two runs meeting in a corner, the tall corner unit open.
    const body =
      poly(
        [
          [0, 0],
          [400, 0],
          [400, 440],
          [0, 500],
        ],
        "#e4ecf2",
      ) +
      poly(
        [
          [400, 0],
          [800, 0],
          [800, 500],
          [400, 440],
        ],
        "#d6e2eb",
      ) +
      poly(
        [
          [0, 500],
          [400, 440],
          [800, 500],
          [800, 600],
          [0, 600],
        ],
        "url(#floor)",
      ) +
      // left run
      poly(
        [
          [20, 372],
          [300, 352],
          [300, 364],
          [20, 386],
        ],
        top,
      ) +
      poly(
        [
          [20, 386],
          [300, 364],
          [300, 452],
          [20, 498],
        ],
        front,
        'stroke="#ddd6cc" stroke-width="2"',
      ) +
      line(160, 376, 160, 474, "#ddd6cc", 2) +
      // right run
      poly(
        [
          [500, 352],
          [780, 372],
          [780, 386],
          [500, 364],
        ],
        top,
      ) +
      poly(
        [
          [500, 364],
          [780, 386],
          [780, 498],
          [500, 452],
        ],
        front,
        'stroke="#ddd6cc" stroke-width="2"',
      ) +
      line(640, 376, 640, 474, "#ddd6cc", 2) +
      // corner column
      poly(
        [
          [300, 120],
          [320, 112],
          [320, 458],
          [300, 452],
        ],
        "#e9e4dc",
      ) +
      poly(
        [
          [480, 112],
          [500, 120],
          [500, 452],
          [480, 458],
        ],
        "#e9e4dc",
      ) +
      rect(320, 112, 160, 346, "#dfe6ea") +
      rect(330, 122, 140, 326, "#eef6fa") +
      rect(330, 122, 140, 24, "#fff8e1", 'opacity=".8"') +
      // round carousel shelves
      [0, 1, 2, 3]
        .map((i) => {
          const y = 200 + i * 72;
          return (
            ellipse(400, y, 62, 14, "#cfe3ee") +
            ellipse(400, y - 3, 62, 14, "#e3f0f7", 'stroke="#b7cfdc" stroke-width="2"') +
            C.fridgeItems(352, y - 62, 96, 58, 1, 11 + i)
          );
        })
        .join("") +
      line(400, 140, 400, 440, "#b7cfdc", 3) +
      // open door swung towards the right run
      poly(
        [
          [480, 112],
          [548, 132],
          [548, 440],
          [480, 458],
        ],
        front,
        'stroke="#d5cfc6" stroke-width="2"',
      ) +
      poly(
        [
          [486, 126],
          [540, 142],
          [540, 428],
          [486, 444],
        ],
        "#e7eef2",
      ) +
      shadow(400, 470, 120, 8, 0.12) +
      P.plant(90, 372, 0.7);
    return scene({ wall, floor, body });
  },

  "drawer-closed": () => {
    const body =
      kitchenBack() +
      C.counter({ x: 60, y: 300, w: 680, h: 200, front, top, doors: 1 }) +
      // two drawer fronts, handle-less, with a grip groove
      rect(250, 330, 300, 70, "#f9f7f3", 'stroke="#ddd6cc" stroke-width="2"') +
      rect(250, 408, 300, 80, "#f9f7f3", 'stroke="#ddd6cc" stroke-width="2"') +
      rect(250, 330, 300, 6, "#cfc8bd") +
      rect(250, 408, 300, 6, "#cfc8bd") +
      line(240, 320, 240, 495, "#ddd6cc", 2) +
      line(560, 320, 560, 495, "#ddd6cc", 2) +
      P.bottleUp(600, 300, 90, "#1f2a1a", "#efe6cf", "#c9a34a") +
      P.plant(140, 300, 0.6) +
      shadow(400, 505, 360, 8, 0.12);
    return scene({ wall, floor, body });
  },

  "drawer-open": () => {
    const rand = L.rng(21);
    let produce = "";
    const colors = ["#76b041", "#e4572e", "#f3a712", "#c0392b", "#4f772d", "#ffd166"];
    for (let i = 0; i < 14; i++) {
      const cx = 270 + (i % 7) * 43 + rand() * 8;
      const cy = 346 + Math.floor(i / 7) * 26 + rand() * 4;
      produce +=
        circle(cx, cy, 14 + rand() * 4, colors[Math.floor(rand() * colors.length)]!) + circle(cx - 5, cy - 5, 4, "#fff", 'opacity=".35"');
    }
    const body =
      kitchenBack() +
      C.counter({ x: 60, y: 300, w: 680, h: 200, front, top, doors: 1 }) +
      line(240, 320, 240, 495, "#ddd6cc", 2) +
      line(560, 320, 560, 495, "#ddd6cc", 2) +
      // the upper drawer pulled towards the viewer: its inside seen from above, then its front
      poly(
        [
          [250, 314],
          [550, 314],
          [572, 392],
          [228, 392],
        ],
        "#cfdfe9",
      ) +
      poly(
        [
          [258, 318],
          [542, 318],
          [560, 390],
          [240, 390],
        ],
        "#eaf3f8",
      ) +
      produce +
      rect(224, 392, 352, 86, "#f9f7f3", 'stroke="#ddd6cc" stroke-width="2"') +
      rect(224, 392, 352, 6, "#cfc8bd") +
      rect(250, 478, 300, 12, "#f9f7f3", 'stroke="#ddd6cc" stroke-width="2"') +
      shadow(400, 505, 360, 8, 0.12);
    return scene({ wall, floor, body });
  },

  "drawer-double": () => {
    const bottles = [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          circle(262 + i * 46, 438, 15, ["#2a1416", "#c9c08a", "#1f2a1a"][i % 3]!) +
          circle(262 + i * 46, 438, 7, ["#8b1e2d", "#c9a34a", "#d8d2c4"][i % 3]!),
      )
      .join("");
    const body =
      kitchenBack() +
      C.counter({ x: 60, y: 300, w: 680, h: 200, front, top, doors: 1 }) +
      line(240, 320, 240, 495, "#ddd6cc", 2) +
      line(560, 320, 560, 495, "#ddd6cc", 2) +
      // the upper drawer stays closed
      rect(250, 326, 300, 66, "#f9f7f3", 'stroke="#ddd6cc" stroke-width="2"') +
      rect(250, 326, 300, 6, "#cfc8bd") +
      // the lower drawer is open on drinks
      poly(
        [
          [250, 398],
          [550, 398],
          [576, 462],
          [224, 462],
        ],
        "#cfdfe9",
      ) +
      poly(
        [
          [258, 402],
          [542, 402],
          [564, 460],
          [236, 460],
        ],
        "#eaf3f8",
      ) +
      bottles +
      rect(218, 462, 364, 40, "#f9f7f3", 'stroke="#ddd6cc" stroke-width="2"') +
      rect(218, 462, 364, 6, "#cfc8bd") +
      P.bottleUp(610, 300, 86, "#2a1416") +
      P.wineGlass(660, 300, 64, 0.4, "#7a1426", "wg2") +
      shadow(400, 508, 360, 8, 0.12);
    return scene({ wall, floor, body });
  },

  "wine-built-in": () => {
    const cab = C.wineCabinet({ x: 320, y: 70, w: 160, h: 420, shelves: 10, seed: 4, feet: false, id: "c1" });
    const body =
      C.column({ x: 160, y: 50, w: 160, h: 450, front, split: [0.55] }) +
      C.column({ x: 480, y: 50, w: 160, h: 450, front, split: [0.3, 0.65] }) +
      rect(320, 50, 160, 20, front) +
      rect(320, 490, 160, 10, front) +
      cab.body +
      rect(150, 46, 500, 6, "#e6e0d7") +
      shadow(400, 505, 260, 8, 0.12) +
      P.plant(700, 500, 0.9);
    return scene({ wall, floor, defs: cab.defs, body });
  },

  "wine-under-counter": () => {
    const cab = C.wineCabinet({
      x: 320,
      y: 318,
      w: 170,
      h: 180,
      shelves: 4,
      seed: 8,
      feet: true,
      id: "c2",
      zones: [
        { from: 0, to: 0.5, light: "#ffdca0" },
        { from: 0.5, to: 1, light: "#cfe8ff", white: 0.8 },
      ],
    });
    const body =
      kitchenBack() +
      C.counter({ x: 60, y: 300, w: 680, h: 200, front, top, doors: 4 }) +
      rect(316, 314, 178, 186, "#e7e2da") +
      cab.body +
      P.wineGlass(560, 300, 70, 0.45, "#7a1426", "wg1") +
      P.bottleUp(610, 300, 96) +
      shadow(400, 505, 360, 8, 0.12);
    return scene({ wall, floor, defs: cab.defs, body });
  },

  "wine-freestanding": () => {
    const cab = C.wineCabinet({ x: 300, y: 90, w: 200, h: 410, shelves: 9, seed: 12, id: "c3" });
    const body =
      // a picture frame and a sideboard suggest a living room
      rrect(560, 120, 150, 110, 4, "#f7f4ef", 'stroke="#b9a58c" stroke-width="6"') +
      path("M575 215 L620 160 L650 190 L670 170 L695 215 Z", "#9cb7c9") +
      rrect(540, 390, 210, 110, 6, "#b98a5a") +
      rect(540, 390, 210, 10, "#a47448") +
      line(645, 400, 645, 500, "#a47448", 2) +
      shadow(400, 504, 130, 10, 0.2) +
      cab.body +
      P.plant(130, 500, 1.1, "#d9cbb8");
    return scene({ wall: ["#eef1f3", "#dfe5ea"], floor: ["#c9b79e", "#b29d80"], defs: cab.defs, body });
  },

  "refrigeration-unit": () => {
    const body =
      C.column({ x: 120, y: 50, w: 170, h: 450, front, split: [0.45] }) +
      C.openFridge({ x: 300, y: 50, w: 180, h: 450, front, rows: 5, seed: 14 }) +
      C.column({ x: 560, y: 50, w: 170, h: 450, front, split: [0.62] }) +
      rect(110, 44, 630, 6, "#e6e0d7") +
      shadow(420, 505, 300, 8, 0.12);
    return scene({ wall, floor, body });
  },
};
