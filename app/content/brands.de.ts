import type { BrandSlug } from "./brand-names";
import type { BrandTexts, CountryCode } from "./brands";

/** German (de) translation of the brands' texts in ./brands.ts. */
export const countryNames: Record<CountryCode, string> = {
  nederland: "Niederlande",
  benelux: "Niederlande, Belgien und Luxemburg",
  duitsland: "Deutschland",
};

export const countryPlaces: Record<CountryCode, string> = {
  nederland: "in den Niederlanden",
  benelux: "in den Niederlanden, Belgien und Luxemburg",
  duitsland: "in Deutschland",
};

export const brandTexts: Record<BrandSlug, BrandTexts> = {
  norcool: {
    tagline: "Skandinavische Kühltechnik der Spitzenklasse",
    description:
      "Skandinavische Kühl- und Weinklimageräte für Küchen, die jeden Tag genutzt werden: Eckkühlschränke, Kühlschubladen und Weinklimaschränke einer Unternehmensgruppe, die seit mehr als 75 Jahren in über 100 Ländern tätig ist.",
    highlights: [
      "Skandinavisches Design und skandinavische Technik",
      "Teil einer Gruppe, die in über 100 Ländern tätig ist",
      "Mehr als 75 Jahre Erfahrung in der Kühltechnik",
      "Einbau-, Unterbau- und Standgeräte",
    ],
    origin: "Norwegen",
  },
  thermocold: {
    tagline: "Klimatechnik für Kühlräume und Weinkeller",
    description:
      "Thermocold plant Kühlung für professionelle Kühlräume und private Weinkeller: isolierte Räume, Weinräume nach Maß, Kühlaggregate und Türen, installiert in den Benelux-Ländern und in Deutschland.",
    preview: "Thermocold plant Kühlung für professionelle Kühlräume und private Weinkeller…",
    highlights: [
      "Kühlräume nach Maß",
      "Weinräume und Weinkeller nach Maß",
      "Kühlaggregate für jedes Volumen",
      "Installation in den Benelux-Ländern und in Deutschland",
    ],
    origin: "Niederlande",
  },
  nimo: {
    tagline: "Schwedische Trockenschränke seit 1980",
    description:
      "NIMO baut seit 1980 Trockenschränke in Schweden. Seit mehr als 40 Jahren trocknen diese Schränke Arbeitskleidung, Sportausrüstung und Outdoor-Bekleidung schnell, schonend und mit wenig Energie.",
    preview: "NIMO baut seit 1980 Trockenschränke in Schweden. Seit mehr als 40 Jahren trocknen diese Schränke Arbeitskleidung…",
    highlights: [
      "Weltmarktführer bei Trockenschränken",
      "100 % in Schweden gefertigt",
      "Mehr als 40 Jahre Erfahrung",
      "Energieeffizientes Trocknen für Zuhause und Beruf",
    ],
    origin: "Schweden",
  },
  winefit: {
    tagline: "Wein ausschenken und frisch halten",
    description:
      "Winefit schenkt Wein glasweise aus, ohne dass etwas verloren geht: Ausschanksysteme, die eine geöffnete Flasche wochenlang frisch halten, für Restaurants, Weinbars, Hotels und Weinliebhaber zu Hause.",
    highlights: [
      "Wein glasweise ohne Verlust",
      "Hält geöffnete Flaschen wochenlang frisch",
      "Systeme für Bars, Restaurants und das eigene Zuhause",
      "Einfach zu reinigen und zu pflegen",
    ],
    origin: "Europa",
  },
  pevino: {
    tagline: "Dänische Weinklimaschränke",
    description:
      "PeVino fertigt Weinklimaschränke in edlem dänischem Design: präzise Temperaturregelung, hochwertige Materialien und elegante Beleuchtung für Sammlungen, die nicht nur gut gelagert, sondern auch gesehen werden wollen.",
    highlights: [
      "Edles dänisches Design",
      "Präzise Temperaturregelung",
      "Hochwertige Materialien und Oberflächen",
      "Elegante Innenbeleuchtung",
    ],
    origin: "Dänemark",
  },
  winemaster: {
    tagline: "Klimasysteme für Weinkeller seit 1984",
    description:
      "Winemaster baut seit 1984 Klimasysteme für Weinkeller: Geräte, die Temperatur und Luftfeuchtigkeit in Kellern bis 100 Kubikmeter konstant halten, gefertigt im Elsass mit französischer Weinkompetenz.",
    highlights: [
      "Französische Weinkompetenz seit 1984",
      "Keller bis 100 m³",
      "100 % im Elsass gefertigt",
      "Temperatur und Luftfeuchtigkeit in einem Gerät",
    ],
    origin: "Frankreich",
  },
};
