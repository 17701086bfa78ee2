import type { BrandPageLabels } from "./labels";

/** Dutch (nl) translation of ./labels.ts. */
export const brandPageLabels: BrandPageLabels = {
  shareImageAlt: "{brand}: {tagline}",
  hero: {
    back: "Terug naar home",
    explore: "Bekijk de productcategorieën",
    video: "Achtergrondvideo van {brand}",
  },
  category: {
    learnMore: "Meer informatie",
    externalNote: "over {name} op de website van {brand} (opent in een nieuw tabblad)",
  },
  carousel: {
    previous: "Vorige afbeelding van {label}",
    next: "Volgende afbeelding van {label}",
    show: "Toon afbeelding {index} van {count}",
  },
  showcase: { pricing: "Vraag naar de prijs" },
  partnerSince: { before: "Partner sinds ", after: "" },
  featuresCarousel: "{title}: de hoogtepunten",
  contact: {
    subject: "Vraag over {brand}",
    mail: "Neem contact op",
    portal: "Dealerportaal",
  },
};
