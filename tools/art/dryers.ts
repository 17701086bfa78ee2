import { circle, linear, path, rect, svg } from "./svg";

/**
 * The three cabinets of the professional drying series on the home page (spec 2.3):
 * Eco Dryer 2.0, Sensor Dryer and Easy Dryer. 400×500 product drawings on a light ground.
 */
const W = 400;
const H = 500;

function cabinet(label: string, panel: string, extra: string, height = 430): string {
  const top = H - 30 - height;
  const body = [
    `<ellipse cx="200" cy="${H - 26}" rx="130" ry="10" fill="#0d2233" fill-opacity="0.16"/>`,
    rect(90, top, 220, height, { rx: 10, fill: "url(#dc)", stroke: "#b7c1c6", "stroke-width": 2 }),
    rect(100, top + 10, 200, 56, { rx: 6, fill: "#1f5a45" }),
    panel.replaceAll("TOP", String(top)),
    rect(280, top + 170, 8, 80, { rx: 4, fill: "#9aa8ae" }),
    ...Array.from({ length: 5 }, (_, i) => rect(130, top + height - 52 + i * 8, 140, 3, { rx: 1.5, fill: "#b7c1c6" })),
    extra.replaceAll("TOP", String(top)),
  ].join("");
  return svg(
    W,
    H,
    linear(
      "dc",
      [
        [0, "#ffffff"],
        [1, "#dfe5e8"],
      ],
      { x2: 1, y2: 0 },
    ),
    body,
  ).replace("<svg ", `<svg role="img" aria-label="${label}" `);
}

export const dryers = {
  /** Eco Dryer 2.0: a leaf for its low-energy mode, with a two-line display. */
  eco: () =>
    cabinet(
      "Eco Dryer 2.0 drying cabinet",
      `<g transform="translate(0 TOP)">` +
        path("M128 48c0-18 12-28 30-28 0 18-12 28-30 28Zm0 0 14-14", { fill: "#7ee0b0", stroke: "#7ee0b0", "stroke-width": 2 }) +
        rect(176, 24, 80, 24, { rx: 4, fill: "#0f2e24" }) +
        rect(184, 30, 44, 5, { rx: 2, fill: "#7ee0b0" }) +
        rect(184, 39, 28, 4, { rx: 2, fill: "#7ee0b0", "fill-opacity": 0.6 }) +
        circle(278, 38, 9, { fill: "#e2f1ea" }) +
        `</g>`,
      "",
    ),
  /** Sensor Dryer: a humidity read-out that stops the cycle when the load is dry. */
  sensor: () =>
    cabinet(
      "Sensor Dryer drying cabinet",
      `<g transform="translate(0 TOP)">` +
        rect(118, 22, 110, 30, { rx: 4, fill: "#0f2e24" }) +
        path("M130 44l12-12 10 8 12-14 12 10 12-6 12 8", {
          fill: "none",
          stroke: "#7ee0b0",
          "stroke-width": 2.5,
          "stroke-linejoin": "round",
        }) +
        path("M258 26c-8 10-12 16-12 21a12 12 0 0 0 24 0c0-5-4-11-12-21Z", { fill: "#9fd4ff" }) +
        `</g>`,
      "",
    ),
  /** Easy Dryer: a lower cabinet with one dial, for homes and small spaces. */
  easy: () =>
    cabinet(
      "Easy Dryer drying cabinet",
      `<g transform="translate(0 TOP)">` +
        circle(200, 38, 18, { fill: "#e2f1ea" }) +
        path("M200 38v-12", { stroke: "#1f5a45", "stroke-width": 4, "stroke-linecap": "round" }) +
        circle(140, 38, 5, { fill: "#7ee0b0" }) +
        circle(260, 38, 5, { fill: "#e2f1ea", "fill-opacity": 0.6 }) +
        `</g>`,
      "",
      340,
    ),
} as const;
