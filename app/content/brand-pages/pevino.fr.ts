import { brochures } from "../downloads.server";
import { site } from "../company.server";
import { heroPoster, illustration, makerSite } from "./helpers";
import { pevinoPage as english } from "./pevino";
import type { BrandPage } from "./types";

const slug = "pevino";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** French (fr) translation of ./pevino.ts. */
export const pevinoPage: BrandPage = {
  slug,
  meta: {
    title: "PeVino : caves à vin danoises",
    description:
      "Caves à vin PeVino au design danois raffiné : régulation précise de la température, matériaux haut de gamme et éclairage élégant, aux Pays-Bas et en Allemagne.",
    keywords: ["PeVino", "cave à vin", "armoire à vin", "design danois", "encastrable", "pose libre", "multizone"],
  },
  hero: {
    badge: "Design danois raffiné",
    title: "PeVino",
    subtitle: "Caves à vin danoises",
    intro:
      "Des caves à vin pour ceux qui veulent conserver leur collection à la perfection et la montrer avec élégance : des lignes danoises apaisées, des matériaux nobles et une lumière qui révèle chaque étiquette.",
    media: {
      kind: "embed",
      poster: heroPoster(slug, 70),
      // The same film as the English page (./pevino.ts, where its ID is set).
      videoId: english.hero.media.videoId,
      name: "PeVino : caves à vin danoises",
      description: "Le film de la marque PeVino : des caves à vin danoises dans la maison.",
    },
  },
  showcase: {
    title: "Les caves à vin PeVino",
    paragraphs: [
      "Une cave PeVino est faite pour trouver naturellement sa place dans la pièce. Ses proportions, sa porte et sa poignée sont dessinées avec la retenue qui fait la réputation du mobilier danois, tandis qu’à l’intérieur, un froid silencieux maintient chaque zone à un degré près.",
      "Clayettes, zones et dimensions se combinent selon la collection, d’une cave encastrable compacte dans la cuisine à deux grandes caves encadrant un mur de salle à manger.",
    ],
    listTitle: "L’excellence du design",
    list: [
      "Philosophie du design danois",
      "Matériaux et finitions haut de gamme",
      "Régulation précise de la température",
      "Plusieurs configurations de rangement",
      "Éclairage intérieur élégant",
    ],
    image: img("showcase", "Une grande cave à vin au cadre bronze, l’intérieur doucement éclairé au-dessus de rangées de bouteilles"),
    pricingSubject: "Demande de prix PeVino",
    brochure: { href: brochures.pevino, label: "Télécharger la brochure" },
  },
  categories: {
    title: "Les catégories de produits PeVino",
    intro: "Trois façons de donner sa place à une collection.",
    items: [
      {
        name: "Caves à vin encastrables",
        description: "Des caves pour une colonne de cuisine ou sous le plan de travail, au ras des meubles qui les entourent.",
        images: [img("built-in", "Une cave à vin encastrée au ras d’un mur de cuisine en bois")],
        link: { href: maker },
      },
      {
        name: "Caves à vin en pose libre",
        description: "Des caves finies sur toutes leurs faces, pour la salle à manger, l’entrée ou le bureau.",
        images: [img("freestanding", "Une cave à vin en pose libre au cadre fin et sombre, à côté d’une table à manger")],
        link: { href: maker },
      },
      {
        name: "Caves à vin multizones",
        description: "Deux ou trois zones indépendantes, pour que rouges, blancs et effervescents reposent chacun à leur température.",
        images: [img("multi-zone", "Une cave à vin à trois zones éclairées, chacune avec un type de vin différent")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Notre histoire",
    paragraphs: [
      "PeVino vient du Danemark, où l’on attend un beau design des objets du quotidien. Ses caves à vin partent de cette idée : un appareil que l’on regarde chaque jour doit être un plaisir pour les yeux.",
      "Derrière la vitre, la technique est tout aussi soignée : températures stables, vibrations faibles et humidité maîtrisée pour des vins gardés pendant des années.",
    ],
    partnership: {
      title: `Partenariat avec ${site.name}`,
      paragraphs: [
        "Nous introduisons PeVino aux Pays-Bas et en Allemagne par l’intermédiaire d’une sélection de cuisinistes et de spécialistes de l’aménagement intérieur.",
        "Notre équipe vous aide à choisir dimensions et zones, et s’occupe de la livraison, de l’installation et du service.",
      ],
    },
  },
  features: {
    title: "Pourquoi choisir PeVino",
    intro: "Ce qui fait qu’une cave PeVino mérite sa place dans la pièce.",
    items: [
      {
        icon: "sparkles",
        title: "Design danois",
        description: "Des lignes calmes et des proportions soignées, à leur place dans un salon, pas seulement dans une cuisine.",
      },
      {
        icon: "thermometer",
        title: "Une température précise",
        description: "Chaque zone garde une température stable, première condition d’un bon vieillissement du vin.",
      },
      {
        icon: "award",
        title: "Des matériaux haut de gamme",
        description: "Des finitions soignées, des clayettes solides et un verre teinté anti-UV.",
      },
      {
        icon: "star",
        title: "Un éclairage élégant",
        description: "Une lumière intérieure douce qui met en valeur la collection sans la réchauffer.",
      },
    ],
  },
  contact: {
    title: "Contactez-nous",
    text: "Vous aimeriez une cave PeVino chez vous, ou présenter PeVino dans votre showroom ? Nous serons heureux de vous aider.",
  },
};
