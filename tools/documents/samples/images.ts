import type { ImageSpec, Recipe } from "../model";
import { brandOf, type SampleContext } from "./common";

const light = "#eef1f4";
const warm = "#f1ece4";

/** Sample product-image ZIPs: original illustrations (./../illustrations.ts) plus a README. */
export function imageSamples(ctx: SampleContext): Record<string, Recipe> {
  const base = "/files/samples/images";
  const pack = (slug: string, images: ImageSpec[]): Recipe => {
    const brand = brandOf(ctx, slug);
    return {
      type: "images",
      images,
      readme: [
        `${brand.name} product images`,
        "",
        `Illustrations of ${brand.name} product types, drawn for ${ctx.site.name}.`,
        "They show the kind of product, not a specific model, so they are safe to use in",
        "showroom displays, newsletters and on your website when you present the brand.",
        "",
        "Files (JPEG, 1200 x 900 pixels):",
        ...images.map((i) => `  ${i.name}`),
        "",
        "The full image library, with photography of current models, is available to",
        `dealers in the dealer portal: ${ctx.site.portal.login}`,
        `Questions: ${ctx.site.mailboxes.marketing}`,
        "",
      ].join("\r\n"),
    };
  };
  return {
    [`${base}/norcool-product-images.zip`]: pack("norcool", [
      { name: "norcool-refrigerator-matte-black.jpg", drawing: "refrigerator", finish: "#2b2f33", backdrop: light },
      { name: "norcool-drawer-unit-stainless.jpg", drawing: "drawer-unit", finish: "#a9b0b7", backdrop: warm },
      { name: "norcool-wine-cabinet-black.jpg", drawing: "wine-cabinet", finish: "#23272b", backdrop: light },
      { name: "norcool-under-counter-wine-cabinet.jpg", drawing: "wine-cabinet-undercounter", finish: "#3a3f45", backdrop: warm },
    ]),
    [`${base}/nimo-drying-cabinet-images.zip`]: pack("nimo", [
      { name: "nimo-drying-cabinet-white.jpg", drawing: "drying-cabinet", finish: "#f6f7f8", backdrop: "#e4ebe7" },
      { name: "nimo-drying-cabinet-open.jpg", drawing: "drying-cabinet-open", finish: "#f6f7f8", backdrop: "#e4ebe7" },
      { name: "nimo-drying-cabinet-graphite.jpg", drawing: "drying-cabinet", finish: "#4b5259", backdrop: light },
      { name: "nimo-drying-cabinet-graphite-open.jpg", drawing: "drying-cabinet-open", finish: "#4b5259", backdrop: light },
    ]),
    [`${base}/winemaster-product-images.zip`]: pack("winemaster", [
      { name: "winemaster-cellar-climate-unit.jpg", drawing: "cellar-unit", finish: "#2b2f33", backdrop: "#d9cfc4" },
      { name: "winemaster-cellar-climate-unit-white.jpg", drawing: "cellar-unit", finish: "#e9ecef", backdrop: "#cfc3b6" },
      { name: "winemaster-wine-cellar.jpg", drawing: "wine-cellar", finish: "#2b2f33", backdrop: "#3b2a20" },
      { name: "winemaster-wine-cabinet.jpg", drawing: "wine-cabinet", finish: "#5a1e2a", backdrop: warm },
    ]),
  };
}
