import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "winefit";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** French (fr) translation of ./winefit.ts. */
export const winefitPage: BrandPage = {
  slug,
  meta: {
    title: "Winefit : service et conservation du vin",
    description:
      "Les systèmes de distribution et la technologie de conservation Winefit servent le vin au verre sans gaspillage, pour restaurants, bars à vin, hôtels et particuliers aux Pays-Bas.",
    keywords: ["Winefit", "distributeur de vin", "conservation du vin", "vin au verre", "bar à vin", "restaurant", "hôtellerie"],
  },
  hero: {
    badge: "Service & conservation du vin",
    title: "Winefit",
    subtitle: "Chaque verre aussi frais que le premier",
    intro:
      "Ouvrez une bouteille aujourd’hui et servez le dernier verre dans quelques semaines, tout aussi bon. Les systèmes Winefit gardent le vin ouvert sous gaz protecteur et le servent à la bonne température, verre après verre, en doses exactes.",
    media: {
      kind: "video",
      poster: heroPoster(slug, 66),
      sources: loopVideo(slug),
      name: "Winefit : le vin au verre",
      description:
        "Un court film en boucle d’une lumière douce sur une rangée de bouteilles de vin, en fond de la page de la marque Winefit.",
    },
  },
  categories: {
    title: "Les catégories de produits Winefit",
    intro: "Tout ce qu’il faut pour servir le vin au verre : d’un simple distributeur à la maison à l’installation complète d’un bar.",
    items: [
      {
        name: "Systèmes de distribution",
        description:
          "Des distributeurs de deux à huit bouteilles qui servent un verre mesuré d’une simple pression, chaque bouteille à sa propre température de service.",
        images: [img("dispensing-system", "Un distributeur de vin à quatre bouteilles, un verre se remplit sous l’un des becs")],
        link: { href: maker },
      },
      {
        name: "Technologie de conservation",
        description:
          "Un gaz inerte remplace le vin servi : aucun oxygène n’atteint la bouteille, et un vin ouvert garde ses arômes pendant des semaines.",
        images: [img("preservation", "Une bouteille de vin sous un bouchon à gaz protecteur, une petite bouteille de gaz à côté")],
        link: { href: maker },
      },
      {
        name: "Solutions pour professionnels",
        description:
          "Des installations pour bars et restaurants qui élargissent la carte au verre sans gaspillage, avec un contrôle des portions qui rentabilise chaque verre.",
        images: [img("commercial", "Un comptoir de bar avec une rangée de distributeurs de vin et des verres prêts pour le service")],
        link: { href: maker },
      },
      {
        name: "Systèmes de stockage",
        description:
          "Un stockage à température contrôlée pour les bouteilles qui attendent leur tour, dimensionné pour prendre place à côté des distributeurs ou en dessous.",
        images: [img("storage", "Une armoire de stockage à température contrôlée, bouteilles couchées sur les clayettes")],
        link: { href: maker },
      },
      {
        name: "Technologie connectée",
        description:
          "Les distributeurs connectés indiquent ce qui a été servi et ce qu’il reste, pour gérer stock, prix et portions depuis un écran.",
        images: [img("smart-technology", "Une tablette affichant des statistiques de service à côté d’un distributeur de vin connecté")],
        link: { href: maker },
      },
      {
        name: "Accessoires",
        description:
          "Bouteilles de gaz, becs verseurs, égouttoirs, kits de nettoyage et verres : les pièces qui font tourner un système de distribution jour après jour.",
        images: [img("accessories", "Des accessoires pour le vin : une bouteille de gaz, un bec verseur, un égouttoir et un verre à vin")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Notre histoire",
    paragraphs: [
      "Tous les restaurants connaissent ce problème : un client demande un verre d’un grand vin, et le reste de la bouteille doit être vendu le soir même ou jeté. Winefit a été conçu pour mettre fin à ce dilemme.",
      "En protégeant les bouteilles ouvertes et en servant des doses exactes, ses systèmes permettent aux restaurateurs de proposer plus de vins au verre avec moins de pertes, et aux amateurs d’ouvrir chez eux une belle bouteille pour un seul verre.",
    ],
    partnership: {
      title: `Partenariat avec ${site.name}`,
      paragraphs: [
        "Nous fournissons Winefit aux Pays-Bas, aidons à concevoir les installations des bars et restaurants, et livrons gaz et pièces détachées.",
        "Notre équipe forme le personnel au système pour qu’il soit bien utilisé dès le premier soir.",
      ],
    },
  },
  features: {
    title: "Pourquoi choisir Winefit",
    intro: "Ce que Winefit change dans le service du vin, en quatre points.",
    items: [
      {
        icon: "wine",
        title: "Le verre sans gaspillage",
        description: "Ouvrez n’importe quelle bouteille pour un seul verre ; le reste se garde pour plus tard.",
      },
      {
        icon: "clock",
        title: "Frais pendant des semaines",
        description: "Le gaz protecteur tient l’oxygène à l’écart du vin ouvert, verre après verre.",
      },
      {
        icon: "thermometer",
        title: "La bonne température",
        description: "Chaque bouteille est conservée et servie à sa température idéale.",
      },
      {
        icon: "users",
        title: "Pensé pour les professionnels",
        description: "Contrôle des portions et données de service, pour une carte des vins qui se rentabilise.",
      },
    ],
  },
  contact: {
    title: "Contactez-nous",
    text: "Vous souhaitez servir plus de vins au verre ? Parlez-nous de votre bar, de votre restaurant ou de votre maison, et nous vous proposerons une installation Winefit.",
  },
};
