/**
 * Original flat product illustrations (SVG, 1200×900) for the sample image ZIPs: drawn
 * here, so no brand photography is copied (common brief). No text is drawn, so the
 * output does not depend on the fonts of the machine that builds.
 */
const W = 1200;
const H = 900;

type Drawing = (finish: string) => string;

const floor = (y = 760) =>
  `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="#000" opacity="0.06"/>` +
  `<ellipse cx="600" cy="${y + 8}" rx="330" ry="16" fill="#000" opacity="0.12"/>`;

const counter = (y: number) =>
  `<rect x="120" y="${y}" width="960" height="34" rx="4" fill="#d8cfc2"/>` +
  `<rect x="120" y="${y + 34}" width="960" height="8" fill="#000" opacity="0.08"/>`;

const handle = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="#c9ced3" stroke="#8d949b" stroke-width="2"/>`;

function bottles(x: number, y: number, cols: number, rows: number, gap: number, colors: string[]): string {
  let out = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + c * gap;
      const cy = y + r * gap * 0.9;
      const color = colors[(r * cols + c) % colors.length];
      out += `<circle cx="${cx}" cy="${cy}" r="${gap * 0.38}" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="${gap * 0.13}" fill="#e9e2d0" opacity="0.8"/>`;
    }
  }
  return out;
}

const wineColors = ["#4a1420", "#5e1a28", "#2f3b1e", "#6b2431", "#3a4a22"];

const drawings: Record<string, Drawing> = {
  refrigerator: (finish) =>
    floor() +
    `<path d="M360 760 L360 170 Q360 140 390 140 L810 140 Q840 140 840 170 L840 760 Z" fill="${finish}"/>` +
    `<rect x="380" y="160" width="440" height="580" rx="10" fill="#fff" opacity="0.10"/>` +
    `<line x1="600" y1="160" x2="600" y2="740" stroke="#000" stroke-opacity="0.18" stroke-width="4"/>` +
    handle(570, 380, 14, 160) +
    handle(616, 380, 14, 160) +
    `<rect x="360" y="740" width="480" height="20" fill="#000" opacity="0.25"/>`,
  "drawer-unit": (finish) =>
    floor() +
    counter(330) +
    `<rect x="330" y="372" width="540" height="388" rx="6" fill="${finish}"/>` +
    `<rect x="346" y="388" width="508" height="170" rx="6" fill="#fff" opacity="0.08"/>` +
    `<rect x="346" y="574" width="508" height="170" rx="6" fill="#fff" opacity="0.08"/>` +
    handle(480, 410, 240, 14) +
    handle(480, 596, 240, 14) +
    `<rect x="150" y="372" width="170" height="388" fill="#efe9df"/><rect x="880" y="372" width="170" height="388" fill="#efe9df"/>`,
  "wine-cabinet": (finish) =>
    floor() +
    `<rect x="400" y="110" width="400" height="650" rx="12" fill="${finish}"/>` +
    `<rect x="428" y="140" width="344" height="590" rx="6" fill="#1b2430"/>` +
    `<rect x="428" y="140" width="344" height="590" rx="6" fill="#ffe7b8" opacity="0.10"/>` +
    [200, 300, 400, 500, 600].map((y) => `<rect x="436" y="${y + 34}" width="328" height="8" fill="#a07a4c"/>`).join("") +
    [200, 300, 400, 500, 600].map((y) => bottles(466, y, 5, 1, 62, wineColors)).join("") +
    handle(748, 330, 12, 200) +
    `<rect x="436" y="146" width="328" height="6" rx="3" fill="#fff4dc" opacity="0.7"/>`,
  "wine-cabinet-undercounter": (finish) =>
    floor() +
    counter(330) +
    `<rect x="390" y="372" width="420" height="388" rx="6" fill="${finish}"/>` +
    `<rect x="414" y="396" width="372" height="330" rx="4" fill="#1b2430"/>` +
    [440, 530, 620]
      .map((y) => `<rect x="420" y="${y + 34}" width="360" height="7" fill="#a07a4c"/>` + bottles(456, y, 6, 1, 58, wineColors))
      .join("") +
    handle(420, 740, 360, 10) +
    `<rect x="150" y="372" width="230" height="388" fill="#efe9df"/><rect x="820" y="372" width="230" height="388" fill="#efe9df"/>`,
  "drying-cabinet": (finish) =>
    floor() +
    `<rect x="420" y="90" width="360" height="670" rx="10" fill="${finish}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>` +
    `<rect x="440" y="110" width="320" height="70" rx="6" fill="#000" opacity="0.08"/>` +
    `<circle cx="500" cy="145" r="18" fill="#2d6a4f"/><rect x="540" y="132" width="120" height="26" rx="4" fill="#1f2933"/>` +
    `<rect x="690" y="136" width="46" height="18" rx="9" fill="#9aa5b1"/>` +
    handle(740, 360, 12, 180) +
    Array.from({ length: 9 }, (_, i) => `<rect x="${450 + i * 34}" y="712" width="20" height="6" rx="3" fill="#000" opacity="0.15"/>`).join(
      "",
    ),
  "drying-cabinet-open": (finish) =>
    floor() +
    `<rect x="380" y="90" width="360" height="670" rx="10" fill="#e7ebef" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>` +
    `<rect x="400" y="190" width="320" height="550" fill="#d3d9df"/>` +
    `<rect x="400" y="110" width="320" height="60" rx="6" fill="#000" opacity="0.08"/>` +
    `<line x1="410" y1="220" x2="710" y2="220" stroke="#8d949b" stroke-width="6"/>` +
    [
      ["#2f5d8a", 430],
      ["#c2502e", 520],
      ["#3f7d4e", 610],
    ]
      .map(
        ([c, x]) =>
          `<path d="M${Number(x) + 40} 220 l-34 30 v260 h68 v-260 z" fill="${c}"/><path d="M${Number(x) + 6} 250 l-20 120 M${Number(x) + 74} 250 l20 120" stroke="${c}" stroke-width="16" stroke-linecap="round"/>`,
      )
      .join("") +
    `<path d="M740 90 L900 150 L900 700 L740 760 Z" fill="${finish}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`,
  "cellar-unit": (finish) =>
    `<rect x="0" y="0" width="${W}" height="${H}" fill="#6f5b4b" opacity="0.25"/>` +
    Array.from(
      { length: 12 },
      (_, r) => `<line x1="0" y1="${r * 70}" x2="${W}" y2="${r * 70}" stroke="#5a4636" stroke-opacity="0.25" stroke-width="3"/>`,
    ).join("") +
    `<rect x="860" y="420" width="220" height="380" fill="#2a1d15"/>` +
    bottles(890, 450, 3, 6, 70, wineColors) +
    floor(800) +
    `<rect x="420" y="260" width="360" height="300" rx="14" fill="${finish}"/>` +
    `<circle cx="600" cy="410" r="110" fill="#000" opacity="0.18"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<circle cx="600" cy="410" r="${20 + i * 14}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>`,
    ).join("") +
    `<rect x="440" y="520" width="90" height="24" rx="4" fill="#1f2933"/><circle cx="560" cy="532" r="8" fill="#2d6a4f"/>`,
  "wine-cellar": () =>
    `<rect x="0" y="0" width="${W}" height="${H}" fill="#3b2a20"/>` +
    `<path d="M140 860 V330 Q600 40 1060 330 V860 Z" fill="#57402f"/>` +
    [0, 1, 2]
      .map(
        (col) =>
          `<rect x="${220 + col * 270}" y="360" width="220" height="440" fill="#2a1d15"/>` +
          bottles(246 + col * 270, 390, 4, 7, 56, wineColors),
      )
      .join("") +
    `<rect x="950" y="180" width="120" height="90" rx="10" fill="#c9ced3"/><circle cx="1010" cy="225" r="30" fill="#000" opacity="0.25"/>` +
    floor(860),
};

const drawingNames = Object.keys(drawings);

export function illustrationSvg(drawing: string, finish: string, backdrop: string): string {
  const draw = drawings[drawing];
  if (!draw) throw new Error(`unknown illustration "${drawing}" (known: ${drawingNames.join(", ")})`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${backdrop}"/>${draw(finish)}</svg>`
  );
}
