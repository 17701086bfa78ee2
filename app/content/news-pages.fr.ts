import type { NewsCardCopy, NewsPagesCopy } from "./news-pages";

/** French (fr) translation of ./news-pages.ts. */
export const newsPages: NewsPagesCopy = {
  meta: {
    title: "Actualités",
    description: "Actualités de nos marques, nouveaux produits et évolution du marché des caves à vin et de l’électroménager.",
    keywords: ["actualités", "articles", "nouveautés", "tendances", "produits", "blog"],
  },
  overview: {
    eyebrow: "Actualités",
    title: "Actualités et analyses",
    intro:
      "Les nouveautés de nos marques, les tendances de la conservation du vin et de la climatisation, et les nouvelles de notre réseau de revendeurs.",
    listLabel: "Articles",
  },
  article: { back: "Retour aux actualités", more: "Autres actualités" },
  share: {
    title: "Partager cet article",
    fieldLabel: "Lien vers cet article",
    copy: "Copier le lien",
    copied: "Lien copié dans le presse-papiers.",
    selected: "Le lien est sélectionné : appuyez sur Ctrl+C (ou Cmd+C) pour le copier.",
    linkedIn: "Partager sur LinkedIn",
    email: "Partager par e-mail",
  },
};

export const newsCard: NewsCardCopy = {
  featured: "À la une",
  readMore: "Lire la suite",
  readTime: "{minutes} min de lecture",
  categories: {
    "Industry Trends": "Tendances du marché",
    "Product Innovation": "Innovation produit",
    "Company News": "Vie de l’entreprise",
  },
};
