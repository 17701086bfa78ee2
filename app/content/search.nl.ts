import type { BrandSearchKeywords } from "./search";

/** Dutch (nl) translation of ./search.ts: what Dutch and Flemish visitors type. */
export const brandSearchKeywords: BrandSearchKeywords = {
  norcool: [
    "norcool",
    "norcool koelkast",
    "norcool wijnklimaatkast",
    "koelkasten",
    "koelkast",
    "hoekkoelkast",
    "koellade",
    "wijnklimaatkast",
    "koeling",
    "scandinavisch",
    "noorwegen",
  ],
  thermocold: ["thermocold", "koelcel", "koelopslag", "wijnkamer", "wijnkelder", "koelunit", "klimaatbeheersing", "koelceldeuren"],
  nimo: ["nimo", "droogkast", "droger", "eco dryer", "sensor dryer", "werkkleding", "zweden", "zweeds"],
  winefit: ["winefit", "wijndispenser", "schenksysteem", "conservering", "wijn per glas", "restaurant", "wijnbar"],
  pevino: ["pevino", "wijnklimaatkast", "wijnkoelkast", "deens design", "denemarken", "temperatuurregeling"],
  winemaster: ["winemaster", "wijnkelder", "kelderkoeling", "klimaatsysteem", "luchtvochtigheid", "frankrijk", "elzas"],
};
