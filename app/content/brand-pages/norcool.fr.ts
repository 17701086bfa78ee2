import { dealers } from "../dealers.server";
import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "norcool";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** French (fr) translation of ./norcool.ts. */
export const norcoolPage: BrandPage = {
  slug,
  meta: {
    title: "Norcool : réfrigération et caves à vin scandinaves",
    description:
      "Réfrigérateurs d’angle, tiroirs réfrigérés et caves à vin Norcool, importés pour les Pays-Bas : le design scandinave d’un groupe présent dans plus de 100 pays depuis plus de 75 ans.",
    keywords: ["Norcool", "réfrigérateur d’angle", "tiroir réfrigéré", "cave à vin", "encastrable", "sous plan", "scandinave"],
  },
  hero: {
    badge: "L’excellence scandinave du froid",
    title: "Norcool",
    subtitle: "Réfrigération & conservation du vin",
    intro:
      "Réfrigérateurs d’angle, tiroirs réfrigérés et caves à vin conçus en Scandinavie pour des cuisines utilisées au quotidien. Nous importons Norcool pour les Pays-Bas et assurons le suivi de chaque appareil que nous livrons.",
    media: {
      kind: "video",
      poster: heroPoster(slug),
      sources: loopVideo(slug),
      name: "Norcool : le froid scandinave",
      description: "Un court film en boucle d’une lumière nordique sur un fjord paisible, en fond de la page de la marque Norcool.",
    },
  },
  categories: {
    title: "Les catégories de produits Norcool",
    intro:
      "Six gammes qui couvrent tout le froid, du meuble d’angle au mur à vin. Chaque appareil s’encastre, ou se pose librement avec la même finition.",
    items: [
      {
        name: "Réfrigérateurs d’angle",
        description:
          "Le meuble d’angle d’une cuisine en L, le plus souvent un espace perdu, devient un réfrigérateur pleine hauteur dont les clayettes viennent à vous à l’ouverture de la porte.",
        images: [img("corner-refrigerator", "Un réfrigérateur d’angle dans une cuisine en L, porte ouverte sur des clayettes éclairées")],
        link: { href: maker },
      },
      {
        name: "Tiroirs réfrigérés sous plan",
        description:
          "Des tiroirs réfrigérés sous le plan de travail, là où l’on cuisine : simples ou doubles, pour les boissons, les légumes et les produits frais du quotidien, derrière des façades assorties à la cuisine.",
        images: [
          img("drawer-closed", "Deux tiroirs réfrigérés fermés sous un plan de travail, derrière des façades sans poignée"),
          img("drawer-open", "Un tiroir réfrigéré sous plan ouvert, rempli de légumes et de bouteilles"),
          img("drawer-double", "Un double tiroir, celui du haut ouvert sur des boissons, celui du bas sur des produits frais"),
        ],
        link: { href: maker },
      },
      {
        name: "Caves à vin encastrables",
        description:
          "Des caves à vin pour colonne de cuisine, à la température stable, aux vibrations réduites et au verre anti-UV, pour les vins gardés pendant des années.",
        images: [
          img("wine-built-in", "Une cave à vin encastrée dans une colonne de cuisine, bouteilles couchées sur des clayettes en bois"),
        ],
        link: { href: maker },
      },
      {
        name: "Caves à vin sous plan",
        description:
          "Le vin à température de service à portée de la table : des caves compactes sous le plan de travail, à une ou deux zones de température.",
        images: [img("wine-under-counter", "Une cave à vin compacte sous un plan de travail, porte vitrée et lumière douce")],
        link: { href: maker },
      },
      {
        name: "Caves à vin en pose libre",
        description:
          "Des caves qui n’ont pas besoin de meubles de cuisine autour d’elles, pour la salle à manger, le bureau ou la cave, de quelques dizaines à bien plus de cent bouteilles.",
        images: [img("wine-freestanding", "Une cave à vin en pose libre à porte vitrée sombre dans un salon")],
        link: { href: maker },
      },
      {
        name: "Réfrigérateurs et congélateurs",
        description:
          "Des réfrigérateurs et congélateurs intégrés qui disparaissent derrière les façades de la cuisine, avec des compresseurs silencieux et un froid homogène sur chaque clayette.",
        images: [
          img("refrigeration-unit", "Un réfrigérateur intégré derrière une façade de cuisine, porte ouverte sur des clayettes en verre"),
        ],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Notre histoire",
    paragraphs: [
      "Norcool est né d’une question simple : pourquoi le réfrigérateur devrait-il dicter la forme d’une cuisine ? Sa réponse : des appareils qui s’adaptent à la pièce, et non l’inverse. Des réfrigérateurs d’angle pour l’espace qu’aucun meuble n’utilise, des tiroirs sous le plan de travail, des caves à vin qui prennent place dans une colonne comme n’importe quel autre meuble.",
      "Le résultat est scandinave au meilleur sens du terme : sobre d’aspect, pratique au quotidien et fait pour durer. C’est le genre de produit que nous aimons défendre.",
    ],
    partnership: {
      title: `Partenariat avec ${site.name}`,
      paragraphs: [
        "Nous importons Norcool pour les Pays-Bas et gardons sur place stock, pièces détachées et connaissance des produits, pour que les cuisinistes planifient en toute confiance et que les propriétaires soient aidés dans leur langue.",
        "Nos revendeurs sont formés à chaque gamme, et notre service après-vente traite directement garanties et réparations.",
      ],
    },
  },
  heritage: {
    title: "Un héritage mondial",
    intro:
      "Norcool appartient à un groupe frigorifique plus large dont les produits sont vendus dans le monde entier. Cela se voit dans l’ingénierie, les essais et la disponibilité des pièces.",
    stats: [
      { value: "100+", label: "Pays où le groupe est présent" },
      { value: "75+", label: "Années d’expérience du froid" },
      { value: String(dealers.length), label: "Revendeurs Norcool, sur la carte ci-dessous" },
    ],
    paragraphs: [
      "Des décennies de réfrigération pour les particuliers, les commerces et les cuisines professionnelles donnent à Norcool une base que peu de spécialistes égalent : des compresseurs éprouvés, une isolation efficace et des pièces qui restent disponibles pendant des années.",
    ],
  },
  features: {
    title: "Pourquoi choisir Norcool",
    intro: "Quatre raisons pour lesquelles concepteurs de cuisines et propriétaires reviennent à Norcool.",
    items: [
      {
        icon: "layers",
        title: "Fait pour s’intégrer",
        description: "Formats d’angle, tiroirs et colonnes utilisent l’espace que les autres appareils laissent vide.",
      },
      {
        icon: "sparkles",
        title: "Design scandinave",
        description: "Des lignes épurées et des façades assorties à la cuisine, pour que la pièce, et non l’appareil, soit mise en valeur.",
      },
      {
        icon: "leaf",
        title: "Un froid efficace",
        description: "Une bonne isolation et des compresseurs modernes limitent la consommation et le bruit.",
      },
      {
        icon: "wrench",
        title: "Un service de proximité",
        description: "Stock, pièces détachées et service aux Pays-Bas, par l’équipe qui importe la marque.",
      },
    ],
  },
  dealers: {
    title: "Trouver un revendeur Norcool",
    intro:
      "Découvrez Norcool dans un showroom près de chez vous. Nos revendeurs vous conseillent sur les dimensions, les façades et l’installation.",
  },
  contact: {
    title: "Contactez-nous",
    text: "Vous concevez une cuisine avec Norcool, ou souhaitez devenir revendeur Norcool ? Écrivez-nous, ou connectez-vous au portail revendeurs pour les prix et les stocks.",
  },
};
