import type { SiteMetaCopy } from "./site-meta";

/** German (de) translation of ./site-meta.ts. */
export const siteMeta: SiteMetaCopy = {
  imageAlt: "{name}: Premium-Haushalts- und Küchengeräte für die Benelux-Länder und Deutschland",
  keywords: ["Premium-Geräte", "Importeur", "Distributor", "Benelux", "Deutschland"],
  skipLink: "Zum Hauptinhalt springen",
};
