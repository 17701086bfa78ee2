import { bottleGrid, circle, group, linear, path, radial, rect, seeded, svg } from "./svg";

/**
 * Brand word marks and product drawings (content/brands/images/brands/<slug>-logo.svg and
 * -product.svg). The word marks are plain typography of our own, not the makers' logo
 * artwork; the company can replace each file with the official logo it is licensed to use.
 * Text has a fixed textLength so the mark is the same width with any system font.
 * Long because it is six brands' drawings, each a short list of shapes.
 */

const sans = "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
const serif = "Georgia, 'Times New Roman', 'Liberation Serif', serif";

function text(x: number, y: number, content: string, a: Record<string, string | number>): string {
  const attrs = Object.entries(a)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");
  return `<text x="${x}" y="${y}" ${attrs}>${content}</text>`;
}

function logo(label: string, body: string, width = 240, height = 60): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}"><title>${label}</title>${body}</svg>`;
}

export const logos: Record<string, () => string> = {
  norcool: () =>
    logo(
      "Norcool",
      group(
        [
          path("M6 22h26M10 30h26M6 38h26", { stroke: "#3d8fc6", "stroke-width": 4, "stroke-linecap": "round" }),
          text(46, 41, "NORCOOL", {
            "font-family": sans,
            "font-weight": 700,
            "font-size": 26,
            "letter-spacing": 4,
            textLength: 184,
            lengthAdjust: "spacingAndGlyphs",
            fill: "#13344f",
          }),
        ].join(""),
      ),
    ),
  thermocold: () =>
    logo(
      "Thermocold",
      [
        rect(10, 10, 12, 30, { rx: 6, fill: "none", stroke: "#0f6a7a", "stroke-width": 3.5 }),
        circle(16, 44, 8, { fill: "#0f6a7a" }),
        rect(14, 24, 4, 18, { fill: "#0f6a7a" }),
        `<text x="36" y="40" font-family="${sans}" font-size="26" textLength="196" lengthAdjust="spacingAndGlyphs"><tspan font-weight="700" fill="#153b47">thermo</tspan><tspan font-weight="400" fill="#0f6a7a">cold</tspan></text>`,
      ].join(""),
    ),
  nimo: () =>
    logo(
      "NIMO",
      [
        rect(6, 12, 36, 36, { rx: 9, fill: "none", stroke: "#1f5a45", "stroke-width": 3.5 }),
        path("M13 36c4-7 7-7 11 0s7 7 11 0", { fill: "none", stroke: "#1f5a45", "stroke-width": 3.5, "stroke-linecap": "round" }),
        path("M13 26c4-7 7-7 11 0s7 7 11 0", {
          fill: "none",
          stroke: "#1f5a45",
          "stroke-opacity": 0.6,
          "stroke-width": 3.5,
          "stroke-linecap": "round",
        }),
        text(58, 44, "NIMO", {
          "font-family": sans,
          "font-weight": 800,
          "font-size": 34,
          "letter-spacing": 2,
          textLength: 112,
          lengthAdjust: "spacingAndGlyphs",
          fill: "#1f3d33",
        }),
      ].join(""),
      180,
    ),
  winefit: () =>
    logo(
      "Winefit",
      [
        path("M12 8h20c0 12-4 20-10 20S12 20 12 8Zm10 20v16m-7 0h14", {
          fill: "none",
          stroke: "#8a2444",
          "stroke-width": 3.5,
          "stroke-linejoin": "round",
          "stroke-linecap": "round",
        }),
        path("M14 16h16c-1 6-4 9-8 9s-7-3-8-9Z", { fill: "#8a2444" }),
        text(44, 40, "winefit", {
          "font-family": sans,
          "font-weight": 600,
          "font-style": "italic",
          "font-size": 30,
          textLength: 150,
          lengthAdjust: "spacingAndGlyphs",
          fill: "#4a1726",
        }),
      ].join(""),
      210,
    ),
  pevino: () =>
    logo(
      "PeVino",
      [
        text(6, 38, "PeVino", {
          "font-family": serif,
          "font-size": 34,
          textLength: 132,
          lengthAdjust: "spacingAndGlyphs",
          fill: "#3b3128",
        }),
        rect(6, 46, 132, 2, { fill: "#a8895c" }),
        text(146, 38, "DK", {
          "font-family": sans,
          "font-size": 11,
          "letter-spacing": 2,
          textLength: 20,
          lengthAdjust: "spacingAndGlyphs",
          fill: "#a8895c",
        }),
      ].join(""),
      180,
    ),
  winemaster: () =>
    logo(
      "Winemaster",
      [
        ...[
          [14, 14],
          [24, 14],
          [34, 14],
          [19, 23],
          [29, 23],
          [24, 32],
        ].map(([x, y]) => circle(x!, y!, 5, { fill: "#6d1a2b" })),
        path("M24 9c2-4 6-6 10-5", { fill: "none", stroke: "#4d6b34", "stroke-width": 2.5, "stroke-linecap": "round" }),
        text(50, 36, "WINEMASTER", {
          "font-family": serif,
          "font-size": 24,
          "letter-spacing": 3,
          textLength: 180,
          lengthAdjust: "spacingAndGlyphs",
          fill: "#3a1119",
        }),
        rect(50, 44, 180, 1.5, { fill: "#6d1a2b", "fill-opacity": 0.6 }),
      ].join(""),
    ),
};

const W = 400;
const H = 500;
const floorShadow = (cx: number, w: number) =>
  `<ellipse cx="${cx}" cy="${H - 24}" rx="${w / 2}" ry="12" fill="#0d2233" fill-opacity="0.18"/>`;

function product(label: string, defs: string, body: string): string {
  return svg(W, H, defs, body).replace("<svg ", `<svg role="img" aria-label="${label}" `);
}

export const products: Record<string, () => string> = {
  /** Under-counter two-drawer fridge in stainless steel. */
  norcool: () =>
    product(
      "Under-counter drawer fridge",
      linear(
        "st",
        [
          [0, "#e4e8ec"],
          [0.5, "#c3cad1"],
          [1, "#9ea8b1"],
        ],
        { x2: 1, y2: 0 },
      ),
      [
        floorShadow(200, 300),
        rect(60, 130, 280, 340, { rx: 10, fill: "#2b3238" }),
        rect(68, 138, 264, 160, { rx: 6, fill: "url(#st)" }),
        rect(68, 304, 264, 158, { rx: 6, fill: "url(#st)" }),
        rect(110, 160, 180, 10, { rx: 5, fill: "#3c444b" }),
        rect(110, 326, 180, 10, { rx: 5, fill: "#3c444b" }),
        rect(68, 298, 264, 6, { fill: "#9fd6ff", "fill-opacity": 0.8 }),
        path("M90 270 150 150", { stroke: "#fff", "stroke-opacity": 0.35, "stroke-width": 14 }),
      ].join(""),
    ),
  /** Wall-mounted cooling unit of a cold room. */
  thermocold: () =>
    product(
      "Cold room cooling unit",
      linear("tc", [
        [0, "#f4f7f9"],
        [1, "#c9d3da"],
      ]),
      [
        floorShadow(200, 320),
        rect(40, 150, 320, 200, { rx: 14, fill: "url(#tc)", stroke: "#9aa8b3", "stroke-width": 2 }),
        ...[0, 1].map((i) => {
          const cx = 130 + i * 140;
          return (
            circle(cx, 250, 56, { fill: "#233846" }) +
            circle(cx, 250, 48, { fill: "#2f4a5c" }) +
            [0, 60, 120, 180, 240, 300]
              .map(
                (a) =>
                  `<ellipse cx="${cx}" cy="${250 - 26}" rx="10" ry="24" fill="#8fb8cc" fill-opacity="0.7" transform="rotate(${a} ${cx} 250)"/>`,
              )
              .join("") +
            circle(cx, 250, 9, { fill: "#dfe8ee" })
          );
        }),
        rect(60, 322, 80, 14, { rx: 3, fill: "#0f6a7a" }),
        ...[0, 1, 2, 3, 4].map((i) => rect(60, 360 + i * 18, 280, 8, { rx: 4, fill: "#c2ccd4" })),
      ].join(""),
    ),
  /** Tall drying cabinet with its door. */
  nimo: () =>
    product(
      "Drying cabinet",
      linear(
        "nm",
        [
          [0, "#ffffff"],
          [1, "#dde3e6"],
        ],
        { x2: 1, y2: 0 },
      ),
      [
        floorShadow(200, 240),
        rect(90, 30, 220, 446, { rx: 10, fill: "url(#nm)", stroke: "#b7c1c6", "stroke-width": 2 }),
        rect(100, 40, 200, 52, { rx: 6, fill: "#1f5a45" }),
        circle(132, 66, 12, { fill: "#e2f1ea" }),
        rect(154, 58, 64, 16, { rx: 4, fill: "#0f2e24" }),
        rect(160, 62, 30, 8, { rx: 2, fill: "#7ee0b0" }),
        circle(274, 66, 8, { fill: "#e2f1ea", "fill-opacity": 0.7 }),
        rect(280, 230, 8, 80, { rx: 4, fill: "#9aa8ae" }),
        ...[0, 1, 2, 3, 4, 5].map((i) => rect(130, 420 + i * 8, 140, 3, { rx: 1.5, fill: "#b7c1c6" })),
      ].join(""),
    ),
  /** Wine dispensing cabinet with three bottles. */
  winefit: () =>
    product(
      "Wine dispensing system",
      linear("wf", [
        [0, "#2a2f35"],
        [1, "#14181c"],
      ]) +
        linear("wg", [
          [0, "#1d2b24"],
          [1, "#0e1712"],
        ]),
      [
        floorShadow(200, 320),
        rect(40, 90, 320, 380, { rx: 12, fill: "url(#wf)" }),
        rect(60, 110, 280, 220, { rx: 8, fill: "#0b1116" }),
        ...[0, 1, 2].map((i) => {
          const x = 100 + i * 90;
          const colour = i === 1 ? "#2a0f16" : "url(#wg)";
          return (
            path(`M${x} 330v-130c0-18 10-24 14-36v-30h12v30c4 12 14 18 14 36v130Z`, { fill: colour }) +
            rect(x + 4, 240, 32, 40, { rx: 3, fill: "#efe7da", "fill-opacity": 0.9 })
          );
        }),
        rect(60, 346, 280, 56, { rx: 8, fill: "#1c2227" }),
        ...[0, 1, 2].map((i) => rect(98 + i * 90, 358, 44, 30, { rx: 4, fill: "#8a2444", "fill-opacity": 0.9 })),
        ...[0, 1, 2].map((i) => rect(114 + i * 90, 402, 12, 26, { rx: 3, fill: "#9aa3ab" })),
        rect(60, 440, 280, 10, { rx: 5, fill: "#3a4148" }),
      ].join(""),
    ),
  /** Tall wine cabinet with a glass door and warm light. */
  pevino: () => {
    const random = seeded(7);
    return product(
      "Glass-door wine cabinet",
      radial(
        "pv",
        [
          [0, "#f3c98b", 0.55],
          [1, "#f3c98b", 0],
        ],
        { cx: 0.5, cy: 0.1, r: 0.8 },
      ),
      [
        floorShadow(200, 260),
        rect(80, 20, 240, 456, { rx: 8, fill: "#1b1713" }),
        rect(96, 36, 208, 424, { rx: 4, fill: "#120e0b" }),
        rect(96, 36, 208, 424, { rx: 4, fill: "url(#pv)" }),
        ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(100, 90 + i * 48, 200, 4, { fill: "#a8895c", "fill-opacity": 0.7 })),
        bottleGrid(104, 54, 6, 8, 32, 48, random),
        path("M110 60 170 440", { stroke: "#fff", "stroke-opacity": 0.07, "stroke-width": 30 }),
        rect(290, 200, 6, 110, { rx: 3, fill: "#a8895c" }),
      ].join(""),
    );
  },
  /** Wine cellar climate unit with a grille and a display. */
  winemaster: () =>
    product(
      "Wine cellar climate unit",
      linear("wm", [
        [0, "#4a4f55"],
        [1, "#2c3035"],
      ]),
      [
        floorShadow(200, 320),
        rect(50, 140, 300, 240, { rx: 12, fill: "url(#wm)" }),
        ...Array.from({ length: 12 }, (_, i) => rect(74, 164 + i * 14, 180, 6, { rx: 3, fill: "#1c1f22" })),
        rect(272, 170, 56, 34, { rx: 4, fill: "#101315" }),
        rect(278, 178, 30, 18, { rx: 2, fill: "#d3ab66" }),
        circle(300, 240, 10, { fill: "#6d1a2b" }),
        circle(300, 274, 10, { fill: "#5b6168" }),
        rect(50, 380, 300, 18, { rx: 6, fill: "#1f2226" }),
      ].join(""),
    ),
};
