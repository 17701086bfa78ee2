import type { SiteMetaCopy } from "./site-meta";

/** French (fr) translation of ./site-meta.ts. */
export const siteMeta: SiteMetaCopy = {
  imageAlt: "{name} : électroménager haut de gamme pour la maison et la cuisine, au Benelux et en Allemagne",
  keywords: ["électroménager haut de gamme", "importateur", "distributeur", "Benelux", "Allemagne"],
  skipLink: "Aller au contenu principal",
};
