import { site } from "../company.server";
import { heroPoster, illustration, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "thermocold";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** French (fr) translation of ./thermocold.ts. */
export const thermocoldPage: BrandPage = {
  slug,
  meta: {
    title: "Thermocold : chambres froides et climatisation de caves à vin",
    description:
      "Chambres froides, pièces à vin sur mesure, groupes frigorifiques et portes de chambre froide Thermocold, conçus et installés dans le Benelux et en Allemagne.",
    keywords: [
      "Thermocold",
      "chambre froide",
      "stockage frigorifique",
      "pièce à vin",
      "cave à vin",
      "groupe frigorifique",
      "porte isotherme",
    ],
  },
  hero: {
    badge: "Spécialistes de la maîtrise du climat",
    title: "Thermocold",
    subtitle: "Chambres froides & caves à vin",
    intro:
      "De la chambre froide d’un restaurant à la pièce à vin vitrée d’une maison : Thermocold conçoit la pièce, le froid et les portes comme un seul système, et nous l’installons dans tout le Benelux et en Allemagne.",
    media: { kind: "image", poster: heroPoster(slug, 55) },
  },
  categories: {
    title: "Les catégories de produits Thermocold",
    intro: "Des pièces, du froid et des portes choisis ensemble, pour que température et humidité restent là où elles doivent être.",
    items: [
      {
        name: "Chambres froides",
        description:
          "Des chambres isolées en panneaux, construites aux dimensions de l’espace, pour restaurants, commerces, traiteurs et producteurs alimentaires.",
        images: [img("cold-storage-room", "Une chambre froide aux panneaux isolés, des caisses empilées sur des rayonnages")],
        link: { href: maker },
      },
      {
        name: "Pièces à vin sur mesure",
        description:
          "Des pièces à vin conçues autour de la collection et de la maison, souvent vitrées, avec un froid dimensionné selon le volume de la pièce et le nombre de bouteilles.",
        images: [img("custom-wine-room", "Une pièce à vin vitrée aux casiers remplis de bouteilles du sol au plafond")],
        link: { href: maker },
      },
      {
        name: "Réfrigérateurs d’angle",
        description: "Des réfrigérateurs qui tirent parti de l’angle d’une cuisine en L, pour les maisons où chaque meuble doit servir.",
        images: [img("corner-fridge", "Un réfrigérateur d’angle dans le coin d’une cuisine, porte ouverte sur des clayettes rondes")],
        link: { href: maker },
      },
      {
        name: "Systèmes de cave à vin Winemaster",
        description:
          "Pour ses projets de cave, Thermocold utilise souvent des climatiseurs Winemaster venus de France. Découvrez toute la gamme Winemaster sur sa propre page.",
        images: [img("winemaster-subbrand", "Un climatiseur Winemaster encastré dans le mur d’une cave à vin en pierre")],
        link: { href: "/brands/winemaster", label: "Découvrir Winemaster" },
      },
      {
        name: "Groupes frigorifiques",
        description:
          "Des groupes monoblocs et split adaptés au volume et à l’usage de la pièce, assez silencieux pour les pièces voisines des espaces de vie.",
        images: [img("cooling-unit", "Un groupe frigorifique split : un évaporateur au mur de la pièce et un condenseur à l’extérieur")],
        link: { href: maker },
      },
      {
        name: "Portes de chambre froide",
        description:
          "Des portes battantes et coulissantes isolées, à cadre chauffant et joints robustes, pour que le froid reste à l’intérieur et que la porte ferme bien pendant des années.",
        images: [img("cold-room-door", "Une porte de chambre froide isolée avec une grande poignée et un rideau à lanières derrière")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Notre histoire",
    paragraphs: [
      "Thermocold intervient là où les appareils ordinaires s’arrêtent : des pièces qui doivent rester froides toute la journée, tous les jours, et des caves où le vin doit reposer sans être dérangé pendant des décennies. Chaque projet commence par des mesures et par la manière dont la pièce sera utilisée.",
      "Murs, froid et portes sont choisis ensemble, car une chambre froide ne vaut que ce que vaut son maillon le plus faible.",
    ],
    partnership: {
      title: `Partenariat avec ${site.name}`,
      paragraphs: [
        "Nous représentons Thermocold dans le Benelux et en Allemagne, du premier plan à l’installation et à l’entretien.",
        "Revendeurs et installateurs peuvent faire appel à notre équipe projets pour le dimensionnement, les devis et l’assistance technique.",
      ],
    },
  },
  features: {
    title: "Pourquoi choisir Thermocold",
    intro: "Ce qui distingue une pièce Thermocold d’une solution standard.",
    items: [
      {
        icon: "wrench",
        title: "Construit sur mesure",
        description: "Des chambres et caves conçues pour l’espace, la charge et l’usage qui en sera fait.",
      },
      {
        icon: "thermometer",
        title: "Un climat précis",
        description: "Un froid dimensionné pour la pièce maintient température et humidité stables au fil des saisons.",
      },
      {
        icon: "pin",
        title: "Installé près de chez vous",
        description: "Des projets installés et entretenus dans tout le Benelux et en Allemagne.",
      },
      {
        icon: "leaf",
        title: "Efficace dès la conception",
        description: "Une bonne isolation, des portes étanches et un froid bien dimensionné réduisent la consommation d’énergie.",
      },
    ],
  },
  contact: {
    title: "Contactez-nous",
    text: "Vous prévoyez une chambre froide ou une cave à vin ? Envoyez-nous les dimensions et ce que vous souhaitez conserver, et nous reviendrons vers vous avec une proposition.",
  },
};
