import type { BrandSlug } from "./brand-names";
import type { BrandTexts, CountryCode } from "./brands";

/** Dutch (nl) translation of the brands' texts in ./brands.ts. */
export const countryNames: Record<CountryCode, string> = {
  nederland: "Nederland",
  benelux: "Nederland, België en Luxemburg",
  duitsland: "Duitsland",
};

export const countryPlaces: Record<CountryCode, string> = {
  nederland: "in Nederland",
  benelux: "in Nederland, België en Luxemburg",
  duitsland: "in Duitsland",
};

export const brandTexts: Record<BrandSlug, BrandTexts> = {
  norcool: {
    tagline: "Scandinavische koeltechniek op topniveau",
    description:
      "Scandinavische koelkasten en wijnklimaatkasten voor keukens die elke dag gebruikt worden: hoekkoelkasten, koellades en wijnklimaatkasten van een groep die al meer dan 75 jaar actief is in ruim 100 landen.",
    highlights: [
      "Scandinavisch design en vakmanschap",
      "Onderdeel van een groep die actief is in 100+ landen",
      "Meer dan 75 jaar ervaring met koelen",
      "Inbouw, onderbouw en vrijstaand",
    ],
    origin: "Noorwegen",
  },
  thermocold: {
    tagline: "Klimaatbeheersing voor koelcellen en wijnkelders",
    description:
      "Thermocold ontwerpt koeling voor professionele koelcellen en particuliere wijnkelders: geïsoleerde cellen, wijnkamers op maat, koelunits en deuren, geïnstalleerd in de Benelux en Duitsland.",
    preview: "Thermocold ontwerpt koeling voor professionele koelcellen en particuliere wijnkelders…",
    highlights: [
      "Koelcellen op maat gebouwd",
      "Wijnkamers en -kelders op maat",
      "Koelunits voor elk volume",
      "Installatie in de Benelux en Duitsland",
    ],
    origin: "Nederland",
  },
  nimo: {
    tagline: "Zweedse droogkasten sinds 1980",
    description:
      "NIMO bouwt sinds 1980 droogkasten in Zweden. Al meer dan 40 jaar drogen die kasten werkkleding, sportkleding en buitenkleding snel, zacht en zuinig.",
    preview: "NIMO bouwt sinds 1980 droogkasten in Zweden. Al meer dan 40 jaar drogen die kasten werkkleding…",
    highlights: [
      "Wereldleider in droogkasten",
      "100% in Zweden gemaakt",
      "Meer dan 40 jaar ervaring",
      "Energiezuinig drogen thuis en op het werk",
    ],
    origin: "Zweden",
  },
  winefit: {
    tagline: "Wijn schenken en bewaren",
    description:
      "Winefit schenkt wijn per glas zonder verspilling: schenksystemen die een geopende fles wekenlang vers houden, voor restaurants, wijnbars, hotels en wijnliefhebbers thuis.",
    highlights: [
      "Wijn per glas zonder verspilling",
      "Houdt geopende flessen wekenlang vers",
      "Systemen voor bars, restaurants en thuis",
      "Eenvoudig schoon te maken en te onderhouden",
    ],
    origin: "Europa",
  },
  pevino: {
    tagline: "Deense wijnklimaatkasten",
    description:
      "PeVino maakt wijnklimaatkasten met verfijnd Deens design: nauwkeurige temperatuurregeling, hoogwaardige materialen en sfeervolle verlichting voor collecties die je niet alleen wilt bewaren, maar ook wilt laten zien.",
    highlights: [
      "Verfijnd Deens design",
      "Nauwkeurige temperatuurregeling",
      "Hoogwaardige materialen en afwerking",
      "Sfeervolle binnenverlichting",
    ],
    origin: "Denemarken",
  },
  winemaster: {
    tagline: "Klimaatsystemen voor wijnkelders sinds 1984",
    description:
      "Winemaster maakt sinds 1984 klimaatsystemen voor wijnkelders: units die temperatuur en luchtvochtigheid stabiel houden in kelders tot 100 kubieke meter, gebouwd in de Elzas met Franse wijnkennis.",
    highlights: [
      "Franse wijnkennis sinds 1984",
      "Kelders tot 100 m³",
      "100% gemaakt in de Elzas",
      "Temperatuur en luchtvochtigheid in één unit",
    ],
    origin: "Frankrijk",
  },
};
