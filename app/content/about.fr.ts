import type { AboutCopy } from "./about";
import { claims } from "./company.server";

/** French (fr) translation of ./about.ts. */
export const about: AboutCopy = {
  hero: {
    eyebrow: "À propos",
    title: "Des appareils haut de gamme, un accompagnement personnel",
    intro:
      "Nous apportons des marques d’appareils exclusives et spécialisées, venues de Scandinavie et d’Europe, dans les cuisines, les caves et les lieux de travail du Benelux et d’Allemagne, et nous restons à vos côtés une fois l’installation terminée.",
  },
  story: {
    title: "Notre histoire",
    paragraphs: [
      "Notre entreprise est née d’un constat simple : certains des meilleurs produits européens de réfrigération, de conservation du vin et de séchage étaient difficiles à acheter, à installer et à entretenir aux Pays-Bas. Les cuisinistes les voulaient, leurs clients les demandaient, mais personne n’en stockait les pièces, ne répondait au téléphone en néerlandais ni ne connaissait assez bien les produits pour conseiller.",
      "Nous avons voulu être ce partenaire. Aujourd’hui, nous importons et distribuons six marques haut de gamme, de la réfrigération norvégienne et des armoires séchantes suédoises aux caves à vin danoises et aux systèmes de climatisation de cave français, et nous les proposons par un réseau de revendeurs sélectionnés au Benelux et en Allemagne.",
      "Notre équipe réunit plus de 25 ans d’expérience cumulée dans l’électroménager, la conservation du vin et la maîtrise du climat. Cette expérience se voit dans les marques que nous choisissons et dans l’aide que nous apportons après la vente.",
    ],
  },
  mission: {
    title: "Notre mission",
    text: "Rendre les meilleurs appareils spécialisés d’Europe simples à choisir, à acheter et à vivre au quotidien, en associant une sélection rigoureuse de marques, des conseils d’experts et un service de proximité fiable.",
  },
  stats: {
    title: "En chiffres",
    items: [
      { value: claims.yearsExperience, label: "Années d’expérience cumulée" },
      { value: "Benelux & Allemagne", label: "Couverture régionale" },
      { value: String(claims.brandCount), label: "Marques haut de gamme" },
      { value: "100 %", label: "Engagement envers nos partenaires" },
    ],
  },
  commitment: {
    title: "Notre engagement",
    items: [
      "Stock et pièces détachées aux Pays-Bas, pour que les réparations n’attendent pas au bout de longues chaînes d’approvisionnement.",
      "Une formation produit pour chaque revendeur, pour des conseils justes en showroom.",
      "Un service client qui répond sous 24 à 48 heures, en néerlandais, en anglais ou en allemand.",
    ],
  },
  values: {
    title: "Nos valeurs",
    items: [
      {
        title: "La qualité avant la quantité",
        text: "Nous distribuons peu de marques et connaissons chacune à fond. Une marque n’entre dans notre portefeuille que si ses produits, son service et ses équipes répondent à nos exigences.",
      },
      {
        title: "Le partenariat",
        text: "Nos revendeurs sont des partenaires, pas de simples points de vente. Nous partageons connaissances, contacts commerciaux et supports marketing, et nous résolvons les problèmes ensemble.",
      },
      {
        title: "Un service qui dure",
        text: "Un appareil est une promesse qui court sur des années. Garantie, pièces et service restent aux côtés du client, bien après la facture.",
      },
    ],
  },
  links: {
    contact: { label: "Nous contacter", to: "/contact" },
    becomeDealer: { label: "Devenir revendeur", to: "/become-dealer" },
  },
  facts: {
    title: "En bref",
    countries: { one: "pays", other: "pays" },
    dealers: { one: "revendeur dans notre réseau", other: "revendeurs dans notre réseau" },
    since: "notre premier partenariat de marque",
    brands: "Nos marques",
  },
};
