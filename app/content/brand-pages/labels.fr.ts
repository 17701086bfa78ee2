import type { BrandPageLabels } from "./labels";

/** French (fr) translation of ./labels.ts. */
export const brandPageLabels: BrandPageLabels = {
  shareImageAlt: "{brand} : {tagline}",
  hero: {
    back: "Retour à l’accueil",
    explore: "Découvrir les catégories de produits",
    video: "Vidéo d’arrière-plan {brand}",
  },
  category: {
    learnMore: "En savoir plus",
    externalNote: "sur {name}, sur le site de {brand} (s’ouvre dans un nouvel onglet)",
  },
  carousel: {
    previous: "Image précédente : {label}",
    next: "Image suivante : {label}",
    show: "Afficher l’image {index} sur {count}",
  },
  showcase: { pricing: "Demander un prix" },
  partnerSince: { before: "Partenaire depuis ", after: "" },
  featuresCarousel: "{title} : les points forts",
  contact: {
    subject: "Demande concernant {brand}",
    mail: "Nous contacter",
    portal: "Portail revendeurs",
  },
};
