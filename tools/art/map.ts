import { circle, path, rect, svg } from "./svg";

/**
 * The local stand-in for the office map (spec 2.3 contact section), shown until the visitor
 * loads the real map (PRODUCT.md 11): a stylised town plan with canals and a pin.
 */
export function officeMap(): string {
  const W = 800;
  const H = 500;
  let canals = "";
  for (let i = 0; i < 5; i++) {
    const r = 140 + i * 70;
    canals += path(`M${400 - r} 520A${r} ${r} 0 0 1 ${400 + r} 520`, {
      fill: "none",
      stroke: "#3f6d8c",
      "stroke-width": 14,
      "stroke-opacity": 0.55,
    });
    canals += path(`M${400 - r - 18} 520A${r + 18} ${r + 18} 0 0 1 ${400 + r + 18} 520`, {
      fill: "none",
      stroke: "#2a4a63",
      "stroke-width": 4,
    });
  }
  let streets = "";
  for (let a = -80; a <= 80; a += 20) {
    const rad = (a * Math.PI) / 180;
    streets += path(`M400 520L${400 + Math.sin(rad) * 700} ${520 - Math.cos(rad) * 700}`, { stroke: "#2a4a63", "stroke-width": 5 });
  }
  const body = [
    rect(0, 0, W, H, { fill: "#16324a" }),
    streets,
    canals,
    path("M0 80C200 60 300 120 800 40", { stroke: "#3f6d8c", "stroke-width": 26, fill: "none", "stroke-opacity": 0.7 }),
    circle(400, 250, 60, { fill: "#d3ab66", "fill-opacity": 0.18 }),
    path("M400 290s-34-30-34-58a34 34 0 1 1 68 0c0 28-34 58-34 58Z", { fill: "#d3ab66" }),
    circle(400, 232, 12, { fill: "#16324a" }),
  ].join("");
  return svg(W, H, "", body).replace("<svg ", '<svg role="img" aria-label="Stylised map of the area around the office" ');
}
