import type { BrandSlug } from "./brand-names";
import type { BrandTexts, CountryCode } from "./brands";

/** French (fr) translation of the brands' texts in ./brands.ts. */
export const countryNames: Record<CountryCode, string> = {
  nederland: "Pays-Bas",
  benelux: "Pays-Bas, Belgique et Luxembourg",
  duitsland: "Allemagne",
};

export const countryPlaces: Record<CountryCode, string> = {
  nederland: "aux Pays-Bas",
  benelux: "aux Pays-Bas, en Belgique et au Luxembourg",
  duitsland: "en Allemagne",
};

export const brandTexts: Record<BrandSlug, BrandTexts> = {
  norcool: {
    tagline: "L’excellence scandinave du froid",
    description:
      "Réfrigération et conservation du vin scandinaves, pensées pour les cuisines utilisées au quotidien : réfrigérateurs d’angle, tiroirs réfrigérés et caves à vin d’un groupe présent dans plus de 100 pays depuis plus de 75 ans.",
    highlights: [
      "Design et ingénierie scandinaves",
      "Membre d’un groupe présent dans plus de 100 pays",
      "Plus de 75 ans d’expertise du froid",
      "Gammes encastrables, sous plan et pose libre",
    ],
    origin: "Norvège",
  },
  thermocold: {
    tagline: "La maîtrise du climat pour chambres froides et caves à vin",
    description:
      "Thermocold conçoit le froid des chambres froides professionnelles et des caves à vin privées : chambres isolées, pièces à vin sur mesure, groupes frigorifiques et portes, installés dans tout le Benelux et en Allemagne.",
    preview: "Thermocold conçoit le froid des chambres froides professionnelles et des caves à vin privées…",
    highlights: [
      "Chambres froides construites sur mesure",
      "Pièces à vin et caves sur mesure",
      "Groupes frigorifiques pour tous les volumes",
      "Installation dans tout le Benelux et en Allemagne",
    ],
    origin: "Pays-Bas",
  },
  nimo: {
    tagline: "Armoires séchantes suédoises depuis 1980",
    description:
      "NIMO fabrique des armoires séchantes en Suède depuis 1980. Depuis plus de 40 ans, ses armoires sèchent vêtements de travail, équipements de sport et vêtements d’extérieur rapidement, en douceur et avec peu d’énergie.",
    preview: "NIMO fabrique des armoires séchantes en Suède depuis 1980. Depuis plus de 40 ans, ses armoires sèchent…",
    highlights: [
      "Leader mondial des armoires séchantes",
      "Fabrication 100 % suédoise",
      "Plus de 40 ans d’expérience",
      "Un séchage économe en énergie, à la maison comme au travail",
    ],
    origin: "Suède",
  },
  winefit: {
    tagline: "Service et conservation du vin",
    description:
      "Winefit sert le vin au verre sans gaspillage : des systèmes de distribution qui gardent une bouteille ouverte fraîche pendant des semaines, pour les restaurants, bars à vin, hôtels et amateurs de vin à la maison.",
    highlights: [
      "Le vin au verre sans gaspillage",
      "Des bouteilles ouvertes fraîches pendant des semaines",
      "Des systèmes pour bars, restaurants et particuliers",
      "Simples à nettoyer et à entretenir",
    ],
    origin: "Europe",
  },
  pevino: {
    tagline: "Caves à vin danoises",
    description:
      "PeVino fabrique des caves à vin au design danois raffiné : régulation précise de la température, matériaux haut de gamme et éclairage élégant, pour des collections qui méritent d’être vues autant que conservées.",
    highlights: [
      "Design danois raffiné",
      "Régulation précise de la température",
      "Matériaux et finitions haut de gamme",
      "Éclairage intérieur élégant",
    ],
    origin: "Danemark",
  },
  winemaster: {
    tagline: "Climatiseurs de cave à vin depuis 1984",
    description:
      "Winemaster fabrique des systèmes de climatisation pour caves à vin depuis 1984 : des appareils qui maintiennent température et humidité stables dans des caves jusqu’à 100 mètres cubes, fabriqués en Alsace avec le savoir-faire du vin français.",
    highlights: [
      "Savoir-faire du vin français depuis 1984",
      "Caves jusqu’à 100 m³",
      "Fabrication 100 % alsacienne",
      "Température et humidité en un seul appareil",
    ],
    origin: "France",
  },
};
