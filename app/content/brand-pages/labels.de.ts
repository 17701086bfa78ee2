import type { BrandPageLabels } from "./labels";

/** German (de) translation of ./labels.ts. */
export const brandPageLabels: BrandPageLabels = {
  shareImageAlt: "{brand}: {tagline}",
  hero: {
    back: "Zurück zur Startseite",
    explore: "Produktkategorien entdecken",
    video: "Hintergrundvideo von {brand}",
  },
  category: {
    learnMore: "Mehr erfahren",
    externalNote: "über {name} auf der Website von {brand} (öffnet in einem neuen Tab)",
  },
  carousel: {
    previous: "Vorheriges Bild von {label}",
    next: "Nächstes Bild von {label}",
    show: "Bild {index} von {count} anzeigen",
  },
  showcase: { pricing: "Preis anfragen" },
  partnerSince: { before: "Partner seit ", after: "" },
  featuresCarousel: "{title}: die Highlights",
  contact: {
    subject: "Anfrage zu {brand}",
    mail: "Kontakt aufnehmen",
    portal: "Händlerportal",
  },
};
