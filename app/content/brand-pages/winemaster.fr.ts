import { winemasterPartnershipYear } from "../brands";
import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "winemaster";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** French (fr) translation of ./winemaster.ts. */
export const winemasterPage: BrandPage = {
  slug,
  meta: {
    title: "Winemaster : climatisation de caves à vin",
    description:
      "Climatiseurs Winemaster pour caves à vin jusqu’à 100 m³, fabriqués en Alsace depuis 1984. Distributeur officiel aux Pays-Bas : conseil, installation et service.",
    keywords: ["Winemaster", "cave à vin", "climatisation de cave", "maîtrise du climat", "humidité", "pièce à vin", "Alsace"],
  },
  hero: {
    badge: "Depuis 1984 · Fabriqué en Alsace",
    title: "Winemaster",
    subtitle: "Systèmes de cave à vin de référence",
    intro:
      "Une cave qui garde la bonne température et la bonne humidité toute l’année, quel que soit le temps dehors. Les appareils Winemaster le font pour les amateurs de vin et les professionnels depuis plus de 40 ans.",
    media: {
      kind: "video",
      poster: heroPoster(slug),
      sources: loopVideo(slug),
      name: "Winemaster : la cave silencieuse",
      description:
        "Un court film en boucle d’une lumière qui traverse lentement une cave voûtée, en fond de la page de la marque Winemaster.",
    },
  },
  categories: {
    title: "Les catégories de produits Winemaster",
    intro: "Climatisation et rangement pour tous les types de cave, du placard aménagé à la pièce à vin d’un restaurant.",
    items: [
      {
        name: "Collection de caves à vin",
        description:
          "Des caves de vieillissement et de service, pour les collectionneurs qui veulent les conditions d’une cave sans en construire une.",
        images: [img("wine-cabinet-collection", "Deux grandes caves à vin côte à côte, l’une de vieillissement, l’autre de service")],
        link: { href: maker },
      },
      {
        name: "Systèmes de climatisation",
        description:
          "Des climatiseurs de cave qui refroidissent, chauffent et humidifient, avec des modèles pour des caves jusqu’à 25, 50 et 100 mètres cubes.",
        images: [img("climate-control", "Un climatiseur de cave traversant le mur, avec un affichage de la température et de l’humidité")],
        link: { href: maker },
      },
      {
        name: "Solutions de cave à vin",
        description:
          "Des projets de cave complets : conseils d’isolation, l’appareil adapté au volume et des casiers qui exploitent chaque mur.",
        images: [img("wine-cellar", "Une cave voûtée avec des casiers le long des murs et un climatiseur au-dessus de la porte")],
        link: { href: maker },
      },
      {
        name: "Stockage professionnel du vin",
        description: "Un climat fiable pour les restaurants, cavistes et hôtels, où une cave défaillante coûte plus que du vin.",
        images: [img("commercial-storage", "La pièce à vin d’un restaurant avec portes vitrées, casiers et climatiseur split")],
        link: { href: maker },
      },
      {
        name: "Pièces à vin sur mesure",
        description:
          "Des pièces à vin vitrées et des caves sous l’escalier, avec des systèmes split qui gardent la machinerie hors de vue.",
        images: [img("custom-wine-room", "Une pièce à vin vitrée sous un escalier, bouteilles éclairées sur des casiers muraux")],
        link: { href: maker },
      },
      {
        name: "Systèmes de protection du vin",
        description:
          "Régulation de l’humidité et filtration de l’air qui protègent bouchons et étiquettes et éloignent les mauvaises odeurs du vin.",
        images: [img("preservation", "Un module d’humidité et de filtration de l’air à côté de bouteilles, un hygromètre indiquant 70 %")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Notre histoire",
    paragraphs: [
      "Winemaster a été fondée en 1984 en Alsace, une région viticole qui sait ce dont une cave a besoin : une température constante, la bonne humidité, un air sain et aucune vibration. Ses climatiseurs ont été conçus pour offrir ces conditions à n’importe quelle pièce.",
      "Quatre décennies plus tard, le même savoir-faire du vin français et la même fabrication alsacienne sont derrière chaque appareil, des petites caves aux systèmes pour caves de 100 mètres cubes.",
    ],
    partnership: {
      title: `Partenariat avec ${site.name}`,
      paragraphs: [
        "Nous sommes le distributeur officiel de Winemaster aux Pays-Bas. Nous dimensionnons chaque système pour la cave, l’installons avec nos partenaires et l’entretenons les années suivantes.",
        "Les projets de cave de Thermocold utilisent aussi des appareils Winemaster : une seule équipe peut ainsi s’occuper de la pièce et de son climat.",
      ],
      // The brand record says 2015; this page shows 2004 (spec 1; PRODUCT.md 2).
      since: winemasterPartnershipYear,
    },
  },
  heritage: {
    title: "L’héritage Winemaster",
    intro: "Quarante ans d’expertise française autour d’une seule question : comment conserver le vin au mieux ?",
    stats: [
      { value: "40+", label: "Années d’expérience" },
      { value: "1984", label: "Fondée en Alsace" },
      { value: "NL", label: "Distributeur officiel aux Pays-Bas" },
    ],
    paragraphs: [
      "Depuis 1984, le climat des caves est le seul métier de Winemaster. Ses appareils tiennent la température à environ un degré près et l’humidité au niveau où les bouchons restent souples, dans des caves jusqu’à 100 mètres cubes.",
      "En tant que distributeur officiel aux Pays-Bas, nous apportons cette expérience aux maisons, restaurants et cavistes néerlandais, avec des conseils en néerlandais et un service de proximité.",
    ],
  },
  features: {
    title: "Pourquoi choisir Winemaster",
    intro: "Quatre raisons pour lesquelles certaines des plus belles caves sont confiées à Winemaster.",
    items: [
      {
        icon: "award",
        title: "Plus de 40 ans d’expérience",
        description: "Spécialiste du climat des caves depuis 1984, avec le savoir-faire d’une grande région viticole.",
      },
      {
        icon: "globe",
        title: "Reconnu dans le monde entier",
        description: "Des appareils à l’œuvre dans des caves privées et professionnelles du monde entier.",
      },
      {
        icon: "sparkles",
        title: "Leader de l’innovation",
        description: "Refroidissement, chauffage et régulation de l’humidité réunis dans des appareils silencieux et efficaces.",
      },
      {
        icon: "users",
        title: "Un accompagnement expert",
        description: "Dimensionnement, installation et service par le distributeur officiel néerlandais.",
      },
    ],
  },
  contact: {
    title: "Contactez-nous",
    text: "Indiquez-nous la taille de votre cave ou de votre pièce à vin, et nous vous recommanderons le système Winemaster qui lui convient.",
  },
};
