import type { SiteMetaCopy } from "./site-meta";

/** Dutch (nl) translation of ./site-meta.ts. */
export const siteMeta: SiteMetaCopy = {
  imageAlt: "{name}: premium huishoud- en keukenapparatuur voor de Benelux en Duitsland",
  keywords: ["premium apparatuur", "importeur", "distributeur", "Benelux", "Duitsland"],
  skipLink: "Direct naar de inhoud",
};
