import type { BrandSearchKeywords } from "./search";

/** French (fr) translation of ./search.ts: what French-speaking visitors type. */
export const brandSearchKeywords: BrandSearchKeywords = {
  norcool: [
    "norcool",
    "réfrigérateur norcool",
    "cave à vin norcool",
    "réfrigérateurs",
    "frigo",
    "réfrigérateur d’angle",
    "tiroir réfrigéré",
    "cave à vin",
    "réfrigération",
    "scandinave",
    "norvège",
  ],
  thermocold: [
    "thermocold",
    "chambre froide",
    "stockage frigorifique",
    "salle à vins",
    "cave à vin",
    "groupe frigorifique",
    "régulation climatique",
    "portes de chambre froide",
  ],
  nimo: ["nimo", "armoire de séchage", "séchoir", "eco dryer", "sensor dryer", "vêtements de travail", "suède", "suédois"],
  winefit: ["winefit", "distributeur de vin", "distribution", "conservation", "vin au verre", "restaurant", "bar à vin"],
  pevino: ["pevino", "armoire à vin", "cave à vin", "design danois", "danemark", "contrôle de la température"],
  winemaster: ["winemaster", "cave à vin", "refroidissement de cave", "système de climatisation", "humidité", "france", "alsace"],
};
