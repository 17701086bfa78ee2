import * as L from "./lib.ts";
import * as P from "./props.ts";
const { rect, rrect, circle, poly, line, scene, shadow } = L;

const wall: L.Shades = ["#eef4ef", "#dbe7de"];
const floor: L.Shades = ["#c9d3c6", "#b1bdad"];

/**
 * A drying cabinet seen from the front. `open` swings the door(s) to show what hangs
 * inside; `wide` is the DC 120 format with two doors.
 */
/** Draws one garment or pair of boots hanging at (cx, y) inside an open cabinet. */
type Hanging = (cx: number, y: number) => string;

function cabinet({
  x,
  y,
  w,
  h,
  open = false,
  panel = "display",
  items = [],
  top = null,
  duct = false,
  accent = "#2f7d4f",
  below = "",
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  open?: boolean;
  panel?: "display" | "sensor" | "dial";
  items?: readonly Hanging[];
  /** Drawn on top of the cabinet (a heat pump), given its x, y and width. */
  top?: ((x: number, y: number, w: number) => string) | null;
  duct?: boolean;
  accent?: string;
  /** Drawn on the cabinet's floor when open. */
  below?: string;
}): string {
  let out = "";
  if (duct)
    out +=
      rect(x + w / 2 - 24, 0, 48, y + 4, "#c3cbd0") +
      rect(x + w / 2 - 30, y - 20, 60, 24, "#aeb8be") +
      line(x + w / 2 - 24, 40, x + w / 2 + 24, 40, "#aeb8be", 3);
  if (top) out += top(x, y, w);
  out += rrect(x, y, w, h, 8, "#f7f8f6", 'stroke="#d6ddd7" stroke-width="2"');
  // control strip
  out += rect(x + 6, y + 6, w - 12, 48, "#eceff0");
  if (panel === "display")
    out +=
      P.display(x + 18, y + 16, 58, 28, "45°", "#9ff0c0", "#10231a", 15) +
      circle(x + 96, y + 30, 7, accent) +
      circle(x + 118, y + 30, 7, "#c9d0d6");
  if (panel === "sensor")
    out += P.display(x + 18, y + 16, 74, 28, "DRY 42%", "#9fd8ff", "#0f1b24", 12) + circle(x + 112, y + 30, 7, accent);
  if (panel === "dial")
    out +=
      circle(x + 40, y + 30, 15, "#d9dee1", 'stroke="#9aa4ac" stroke-width="2"') +
      line(x + 40, y + 30, x + 48, y + 20, "#4a545c", 3) +
      circle(x + 72, y + 30, 5, accent);
  out += rect(x + 6, y + h - 34, w - 12, 26, "#eceff0") + P.grille(x + 20, y + h - 28, w - 40, 16, 4, "#c3cbd0");
  const iy = y + 60;
  const ih = h - 100;
  if (!open) {
    const doors = w > 260 ? 2 : 1;
    for (let d = 0; d < doors; d++) {
      const dx = x + 10 + (d * (w - 20)) / doors;
      const dw = (w - 20) / doors - (doors > 1 ? 4 : 0);
      out += rect(dx, iy, dw, ih, "#fafbf9", 'stroke="#e1e6e2" stroke-width="2"');
      const hx = doors > 1 ? (d === 0 ? dx + dw - 18 : dx + 10) : dx + dw - 20;
      out += rrect(hx, iy + ih * 0.35, 8, ih * 0.25, 4, "#aeb6bb");
    }
    out += rect(x + 10, iy, w - 20, 6, "#e9ede9");
  } else {
    out += rect(x + 10, iy, w - 20, ih, "#3a4247");
    out += rect(x + 10, iy, w - 20, ih, "url(#warm)");
    out += rect(x + 16, iy + 14, w - 32, 6, "#9aa4ac");
    const n = items.length;
    items.forEach((it, i) => {
      const cx = x + 10 + ((i + 0.5) * (w - 20)) / n;
      out += it(cx, iy + 18);
    });
    out += P.warmAir(x + 30, iy + ih - 10, 90, Math.max(2, Math.floor((w - 60) / 26)), "#f2994a");
    out += rect(x + 16, iy + ih - 14, w - 32, 8, "#7b858c");
    out += below;
    // door swung open
    const dw = Math.min(120, w * 0.45);
    out += poly(
      [
        [x + w, y + 56],
        [x + w + dw, y + 80],
        [x + w + dw, y + h - 60],
        [x + w, y + h - 40],
      ],
      "#fafbf9",
      'stroke="#d6ddd7" stroke-width="2"',
    );
    out += poly(
      [
        [x + w + 8, y + 72],
        [x + w + dw - 8, y + 92],
        [x + w + dw - 8, y + h - 72],
        [x + w + 8, y + h - 54],
      ],
      "#eef1ee",
    );
  }
  return out;
}

const warm = L.radial(
  "warm",
  [
    [0, "#ffb36b", 0.45],
    [1, "#ffb36b", 0],
  ],
  { cx: 0.5, cy: 1, r: 0.9 },
);
const jacket =
  (c: string): Hanging =>
  (cx, y) =>
    P.garment(cx, y, "jacket", c, 0.8);
const trousers =
  (c: string): Hanging =>
  (cx, y) =>
    P.garment(cx, y, "trousers", c, 0.8);
const hivis =
  (c: string): Hanging =>
  (cx, y) =>
    P.garment(cx, y, "hivis", c, 0.8);

function room(body: string, defs = ""): string {
  return scene({ wall, floor, defs: warm + defs, body });
}

const heatPump = (x: number, y: number, w: number) =>
  rrect(x + 20, y - 56, w - 40, 58, 6, "#e4e9ec", 'stroke="#cfd6da" stroke-width="2"') +
  P.grille(x + 36, y - 44, w * 0.45, 34, 5, "#a7b1b8") +
  P.fan(x + w - 80, y - 27, 22);

export const nimo = {
  "eco-dryer-closed": () =>
    room(
      cabinet({ x: 310, y: 70, w: 180, h: 430, panel: "display" }) +
        shadow(400, 504, 120, 8, 0.14) +
        P.plant(600, 500, 0.9) +
        P.boot(200, 500, "#41352c") +
        P.boot(236, 500, "#41352c"),
    ),
  "eco-dryer-open": () =>
    room(
      cabinet({ x: 280, y: 70, w: 180, h: 430, open: true, items: [jacket("#2f6f9f"), trousers("#3d4a3a")] }) +
        shadow(400, 504, 150, 8, 0.14),
    ),
  "sensor-dryer-closed": () =>
    room(
      cabinet({ x: 310, y: 70, w: 180, h: 430, panel: "sensor", accent: "#2e86ab" }) +
        shadow(400, 504, 120, 8, 0.14) +
        P.garment(180, 230, "jacket", "#c0392b", 0.9) +
        rect(130, 216, 100, 6, "#9aa4ac"),
    ),
  "sensor-dryer-open": () =>
    room(
      cabinet({
        x: 280,
        y: 70,
        w: 180,
        h: 430,
        open: true,
        panel: "sensor",
        accent: "#2e86ab",
        items: [jacket("#c0392b"), jacket("#25495e")],
        below: P.glove(300, 450, "#d9a23a", 0.9) + P.glove(400, 450, "#d9a23a", 0.9),
      }) + shadow(400, 504, 150, 8, 0.14),
    ),
  "easy-dryer-closed": () =>
    room(
      cabinet({ x: 320, y: 170, w: 160, h: 330, panel: "dial", accent: "#f2994a" }) +
        shadow(400, 504, 110, 8, 0.14) +
        P.plant(560, 500, 0.8) +
        rrect(120, 380, 120, 120, 6, "#d8cbb5"),
    ),
  "easy-dryer-open": () =>
    room(
      cabinet({
        x: 290,
        y: 170,
        w: 160,
        h: 330,
        open: true,
        panel: "dial",
        accent: "#f2994a",
        items: [jacket("#e4b33a")],
        below: P.boot(326, 456, "#2f4f3a", 0.8) + P.boot(376, 456, "#2f4f3a", 0.8),
      }) + shadow(400, 504, 140, 8, 0.14),
    ),
  "dc120-hp-closed": () =>
    room(cabinet({ x: 230, y: 120, w: 340, h: 380, panel: "display", top: heatPump }) + shadow(400, 504, 200, 9, 0.14)),
  "dc120-hp-open": () =>
    room(
      cabinet({
        x: 180,
        y: 120,
        w: 340,
        h: 380,
        open: true,
        top: heatPump,
        items: [jacket("#25495e"), jacket("#2f6f9f"), trousers("#333c44"), jacket("#25495e")],
      }) + shadow(400, 504, 230, 9, 0.14),
    ),
  "dc120-v-closed": () => room(cabinet({ x: 230, y: 120, w: 340, h: 380, panel: "display", duct: true }) + shadow(400, 504, 200, 9, 0.14)),
  "dc120-v-open": () =>
    room(
      cabinet({
        x: 180,
        y: 120,
        w: 340,
        h: 380,
        open: true,
        duct: true,
        items: [hivis("#f7b32b"), hivis("#f37021"), hivis("#f7b32b"), trousers("#2b3a55")],
      }) + shadow(400, 504, 230, 9, 0.14),
    ),
  "dc120-ww": () =>
    room(
      cabinet({
        x: 180,
        y: 120,
        w: 340,
        h: 380,
        open: true,
        items: [hivis("#f37021"), jacket("#3d4a3a"), hivis("#f7b32b"), trousers("#2b3a55")],
        below:
          P.boot(220, 456, "#41352c", 0.8) +
          P.boot(262, 456, "#41352c", 0.8) +
          P.glove(330, 452, "#d9a23a", 0.8) +
          P.glove(380, 452, "#d9a23a", 0.8) +
          P.boot(430, 456, "#222", 0.8),
      }) + shadow(400, 504, 230, 9, 0.14),
    ),
};
