import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "nimo";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** French (fr) translation of ./nimo.ts. */
export const nimoPage: BrandPage = {
  slug,
  meta: {
    title: "NIMO : armoires séchantes suédoises",
    description:
      "Armoires séchantes NIMO venues de Suède : Eco Dryer 2.0, Sensor Dryer, Easy Dryer et la série DC 120, pour la maison, les clubs sportifs et les lieux de travail du Benelux et d’Allemagne.",
    keywords: ["NIMO", "armoire séchante", "Eco Dryer", "Sensor Dryer", "Easy Dryer", "DC 120", "suédois", "vêtements de travail"],
  },
  hero: {
    badge: "Armoires séchantes suédoises depuis 1980",
    title: "NIMO",
    subtitle: "Armoires séchantes professionnelles",
    intro:
      "Vêtements de travail mouillés, combinaisons de ski et maillots de football sèchent en une nuit dans une armoire NIMO, en douceur et avec peu d’énergie. Les armoires sont fabriquées en Suède depuis plus de 40 ans, et nous les livrons et en assurons le suivi dans le Benelux et en Allemagne.",
    media: {
      kind: "video",
      poster: heroPoster(slug, 70),
      sources: loopVideo(slug),
      name: "NIMO : air chaud, vêtements secs",
      description: "Un court film en boucle d’air chaud s’élevant dans une armoire séchante, en fond de la page de la marque NIMO.",
    },
  },
  categories: {
    title: "Les catégories de produits NIMO",
    intro: "De l’entrée de la maison au vestiaire d’une caserne de pompiers : une armoire pour chaque charge et chaque pièce.",
    items: [
      {
        name: "Eco Dryer 2.0",
        description:
          "L’armoire économe de la gamme : l’air chaud recyclé sèche une charge complète en consommant moins qu’un sèche-linge, tout en respectant les textiles techniques.",
        images: [
          img("eco-dryer-closed", "Une grande armoire séchante blanche, porte fermée, avec un petit panneau de commande"),
          img("eco-dryer-open", "La même armoire ouverte, vestes et pantalons suspendus à des tringles"),
        ],
        link: { href: maker },
      },
      {
        name: "Sensor Dryer",
        description:
          "Un capteur d’humidité surveille l’air qui sort de l’armoire et arrête le cycle dès que les vêtements sont secs : rien ne tourne plus longtemps que nécessaire.",
        images: [
          img("sensor-dryer-closed", "Une armoire séchante avec l’affichage d’un capteur d’humidité sur son panneau de commande"),
          img("sensor-dryer-open", "La Sensor Dryer ouverte, vêtements d’extérieur et gants suspendus à l’intérieur"),
        ],
        link: { href: maker },
      },
      {
        name: "Easy Dryer",
        description:
          "Simple à utiliser et facile à placer : une armoire compacte avec minuterie, pour la buanderie, la maison de vacances ou le bateau.",
        images: [
          img("easy-dryer-closed", "Une armoire séchante compacte avec un seul bouton de minuterie"),
          img("easy-dryer-open", "L’armoire compacte ouverte, avec un imperméable et une paire de bottes"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 HP",
        description:
          "Une DC 120 à pompe à chaleur, pour les lieux qui sèchent tous les jours et veulent les coûts d’utilisation les plus bas, comme les maisons de repos et les clubs sportifs.",
        images: [
          img("dc120-hp-closed", "Une large armoire séchante professionnelle surmontée d’un module de pompe à chaleur"),
          img("dc120-hp-open", "La large armoire ouverte, une rangée de vestes de travail suspendues aux tringles"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 V",
        description: "La DC 120 en version ventilée : elle aspire l’air de la pièce et évacue l’air humide hors du bâtiment par une gaine.",
        images: [
          img("dc120-v-closed", "Une large armoire séchante dont la gaine d’évacuation monte depuis le toit"),
          img("dc120-v-open", "L’armoire ventilée ouverte, des vêtements haute visibilité suspendus à l’intérieur"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 WW",
        description:
          "Une DC 120 équipée pour les vêtements de travail : vestes épaisses, pantalons, gants et bottes des chantiers et des services de secours sont secs pour la relève suivante.",
        images: [
          img("dc120-ww", "Une large armoire séchante ouverte sur des vêtements de travail épais, gants et bottes sur les grilles du bas"),
        ],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Notre histoire",
    paragraphs: [
      "NIMO a été fondée en Suède en 1980, dans un pays où les vêtements sont mouillés et froids six mois par an. Ses armoires séchantes sont nées de ce besoin quotidien : des affaires sèches le matin, sans chaleur qui abîme les tissus ni pièce pleine d’air humide.",
      "Plus de 40 ans plus tard, les armoires sont toujours fabriquées en Suède et utilisées dans des maisons, des écoles, des casernes de pompiers et sur des chantiers partout en Europe.",
    ],
    partnership: {
      title: `Partenariat avec ${site.name}`,
      paragraphs: [
        "Nous distribuons NIMO dans le Benelux et en Allemagne, vous conseillons sur la bonne armoire pour chaque pièce et tenons les pièces détachées en stock.",
        "Les clients professionnels peuvent nous demander une visite sur place pour concevoir des locaux de séchage destinés à de grandes équipes.",
      ],
    },
  },
  heritage: {
    title: "Plus de 40 ans de séchage suédois",
    intro: "Quatre décennies à fabriquer un seul type de produit, et à bien le fabriquer.",
    stats: [
      { value: "40+", label: "Années d’expérience" },
      { value: "1980", label: "Fondée en Suède" },
      { value: "100 %", label: "Fabrication suédoise" },
    ],
    paragraphs: [
      "NIMO fabrique des armoires séchantes et presque rien d’autre. Cette spécialisation se voit dans la circulation de l’air, les ventilateurs silencieux et la robustesse de chaque modèle.",
    ],
  },
  features: {
    title: "Pourquoi choisir NIMO",
    intro: "Ce qu’une armoire NIMO fait mieux qu’un radiateur ou un sèche-linge.",
    items: [
      {
        icon: "award",
        title: "Leader mondial",
        description: "Un spécialiste des armoires séchantes, avec plus de 40 ans de perfectionnement derrière chaque modèle.",
      },
      {
        icon: "droplet",
        title: "Un séchage rapide et doux",
        description: "L’air chaud en circulation sèche les tissus épais en une nuit, sans les faire rétrécir ni les abîmer.",
      },
      {
        icon: "leaf",
        title: "Faible consommation",
        description: "La régulation par capteur et les modèles à pompe à chaleur cessent de consommer dès que les vêtements sont secs.",
      },
      {
        icon: "shield",
        title: "Conçue pour durer",
        description: "Une construction suédoise robuste, faite pour un usage quotidien à la maison comme au travail.",
      },
    ],
  },
  contact: {
    title: "Contactez-nous",
    text: "Vous hésitez sur l’armoire NIMO qui convient à votre maison ou à votre équipe ? Dites-nous ce qu’il faut sécher et en quelle quantité, et nous vous conseillerons.",
  },
};
