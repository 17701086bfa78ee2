import type { BecomeDealerCopy } from "./become-dealer";
import { brochures } from "./downloads";
import { claims } from "./company.server";

/** French (fr) translation of ./become-dealer.ts. */
export const becomeDealer: BecomeDealerCopy = {
  meta: {
    title: "Devenir revendeur",
    description:
      "Vendez Norcool, Thermocold, NIMO, Winefit, PeVino et Winemaster : des marques exclusives, du stock aux Pays-Bas, des formations et un portail revendeurs. Posez votre candidature en ligne en quatre étapes.",
    keywords: ["devenir revendeur", "revendeur", "distributeur agréé", "partenariat", "portail revendeurs", "distribution", "candidature"],
  },
  hero: {
    eyebrow: "Devenir revendeur",
    title: "Développez votre activité avec les marques spécialisées d’Europe",
    intro:
      "Cuisinistes, architectes d’intérieur, cavistes et installateurs du Benelux et d’Allemagne vendent nos marques en toute confiance : des produits que les clients demandent, du stock à proximité et une équipe qui soutient chaque vente.",
  },
  stats: [
    { value: claims.yearsExperience, label: "Années d’expérience cumulée" },
    { value: claims.activeDealers, label: "Revendeurs actifs" },
    { value: String(claims.countriesServed), label: "Pays desservis" },
    { value: String(claims.brandCount), label: "Marques haut de gamme" },
  ],
  benefits: {
    title: "Pourquoi les revendeurs travaillent avec nous",
    intro: "Nous gardons volontairement un portefeuille restreint, pour bien accompagner chaque revendeur.",
    items: [
      {
        icon: "star",
        title: "Des marques exclusives et singulières",
        text: "Proposez des appareils que vos concurrents n’ont pas : réfrigération scandinave, armoires séchantes suédoises, caves à vin danoises et françaises. Des produits qui donnent du caractère à une cuisine ou à une cave.",
      },
      {
        icon: "building",
        title: "Du stock aux Pays-Bas",
        text: "Nous stockons appareils et pièces détachées dans notre entrepôt néerlandais : vous pouvez promettre des délais de livraison réalistes, et les réparations n’attendent pas au bout de longues chaînes d’approvisionnement.",
      },
      {
        icon: "users",
        title: "Formation produit",
        text: "Des formations pour vos équipes de showroom et de vente, sur place et en ligne, pour que vos clients soient bien conseillés et que l’installation soit réussie du premier coup.",
      },
      {
        icon: "tag",
        title: "Des marges saines",
        text: "Des prix revendeurs clairs qui laissent une marge juste, sans course au prix le plus bas : nous choisissons nos revendeurs avec soin et pratiquons une distribution sélective.",
      },
      {
        icon: "news",
        title: "Soutien marketing",
        text: "Images produits, brochures, PLV et textes pour votre site web et vos réseaux sociaux, prêts à l’emploi et mis à jour à chaque nouvelle gamme.",
      },
      {
        icon: "wrench",
        title: "Service technique et après-vente",
        text: "Notre équipe technique vous aide à planifier les installations, répond aux questions de vos installateurs et traite les demandes de garantie et d’intervention, pour que vous puissiez vous concentrer sur la vente.",
      },
    ],
  },
  brands: {
    title: "Les marques que vous pouvez proposer",
    intro:
      "Six marques complémentaires pour les cuisines, les caves et les lieux de travail. Choisissez celles qui conviennent à vos clients.",
  },
  portal: {
    title: "Tout ce qu’il vous faut dans le portail revendeurs",
    intro:
      "Les revendeurs agréés reçoivent un accès personnel à notre portail revendeurs, ouvert jour et nuit. Vous y trouvez les prix et les stocks, et vous y passez vos commandes.",
    features: [
      "Prix revendeurs et niveaux de stock actuels de chaque produit",
      "Commande en ligne avec confirmation et suivi de livraison",
      "Historique des commandes et factures au même endroit",
      "Fiches produits, modes d’emploi, images et brochures à télécharger",
      "Supports marketing pour votre showroom, votre site web et vos réseaux sociaux",
      "Demandes de garantie et d’intervention pour vos clients",
    ],
  },
  steps: {
    title: "Comment devenir revendeur",
    intro: "De la candidature à votre première vente, en quatre étapes.",
    items: [
      {
        title: "Candidature en ligne",
        text: "Inscrivez votre société sur le portail revendeurs : vos coordonnées, votre showroom ou atelier et les marques qui vous intéressent.",
      },
      {
        title: "Examen",
        text: "Nous examinons votre candidature, étudions votre activité, votre showroom et votre région, et vous contactons sous 48 heures.",
      },
      {
        title: "Rencontre de partenariat",
        text: "Nous nous rencontrons, chez vous ou chez nous, pour convenir des marques, des conditions et de l’accompagnement dont vous avez besoin.",
      },
      {
        title: "Aide au lancement",
        text: "Vous recevez votre accès au portail, une formation pour votre équipe et du matériel d’exposition et de marketing pour lancer les marques dans votre showroom.",
      },
    ],
  },
  brochure: {
    href: brochures.dealer,
    label: "Télécharger la brochure",
  },
  closing: {
    title: "Prêt à grandir avec nous ?",
    text: "Posez votre candidature en ligne en quelques minutes, ou téléchargez d’abord la brochure revendeurs pour en savoir plus sur nos marques et nos conditions.",
  },
};
