import type { BrandSearchKeywords } from "./search";

/** German (de) translation of ./search.ts: what German-speaking visitors type. */
export const brandSearchKeywords: BrandSearchKeywords = {
  norcool: [
    "norcool",
    "norcool kühlschrank",
    "norcool weinklimaschrank",
    "kühlschränke",
    "kühlschrank",
    "eckkühlschrank",
    "kühlschublade",
    "weinklimaschrank",
    "kühlung",
    "skandinavisch",
    "norwegen",
  ],
  thermocold: [
    "thermocold",
    "kühlzelle",
    "kühllagerung",
    "weinkühlraum",
    "weinkeller",
    "kühlaggregat",
    "klimatisierung",
    "kühlzellentüren",
  ],
  nimo: ["nimo", "trockenschrank", "trockner", "eco dryer", "sensor dryer", "arbeitskleidung", "schweden", "schwedisch"],
  winefit: ["winefit", "weinspender", "ausschanksystem", "konservierung", "glasweiser ausschank", "restaurant", "weinbar"],
  pevino: ["pevino", "weinklimaschrank", "weinkühlschrank", "dänisches design", "dänemark", "temperaturregelung"],
  winemaster: ["winemaster", "weinkeller", "kellerkühlung", "klimasystem", "luftfeuchtigkeit", "frankreich", "elsass"],
};
