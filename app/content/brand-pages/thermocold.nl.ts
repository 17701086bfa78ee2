import { site } from "../company.server";
import { heroPoster, illustration, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "thermocold";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** Dutch (nl) translation of ./thermocold.ts. */
export const thermocoldPage: BrandPage = {
  slug,
  meta: {
    title: "Thermocold: koelcellen en klimaatbeheersing voor wijnkelders",
    description:
      "Thermocold-koelcellen, wijnkamers op maat, koelunits en koelceldeuren, ontworpen en geïnstalleerd in de Benelux en Duitsland.",
    keywords: ["Thermocold", "koelcel", "koelruimte", "wijnkamer", "wijnkelder", "koelunit", "koelceldeur"],
  },
  hero: {
    badge: "Specialisten in klimaatbeheersing",
    title: "Thermocold",
    subtitle: "Koelcellen & wijnkelders",
    intro:
      "Van een inloopkoelcel voor een restaurant tot een glazen wijnkamer thuis: Thermocold ontwerpt de ruimte, de koeling en de deuren als één systeem, en wij installeren het in de Benelux en Duitsland.",
    media: { kind: "image", poster: heroPoster(slug, 55) },
  },
  categories: {
    title: "Productcategorieën van Thermocold",
    intro: "Ruimtes, koeling en deuren die samen worden gekozen, zodat temperatuur en luchtvochtigheid blijven waar ze horen.",
    items: [
      {
        name: "Koelcellen",
        description:
          "Geïsoleerde inloopcellen van panelen, gebouwd op de maat van de ruimte, voor restaurants, winkels, cateraars en voedselproducenten.",
        images: [img("cold-storage-room", "Een inloopkoelcel met geïsoleerde panelen en gestapelde kratten op stellingen")],
        link: { href: maker },
      },
      {
        name: "Wijnkamers op maat",
        description:
          "Wijnkamers ontworpen rond de collectie en het huis, vaak met glazen wanden, met koeling afgestemd op het volume van de ruimte en het aantal flessen.",
        images: [img("custom-wine-room", "Een wijnkamer met glazen wanden en rekken vol flessen van vloer tot plafond")],
        link: { href: maker },
      },
      {
        name: "Hoekkoelkasten",
        description: "Koelkasten die de hoek van een L-vormige keuken benutten, voor huizen waar elke kast moet meetellen.",
        images: [img("corner-fridge", "Een hoekkoelkast in de hoek van een keuken, de deur open op ronde legplateaus")],
        link: { href: maker },
      },
      {
        name: "Winemaster-wijnkeldersystemen",
        description:
          "Voor kelderprojecten gebruikt Thermocold vaak klimaatunits van Winemaster uit Frankrijk. Bekijk het volledige Winemaster-assortiment op de eigen pagina.",
        images: [img("winemaster-subbrand", "Een klimaatunit van Winemaster in de muur van een stenen wijnkelder")],
        link: { href: "/brands/winemaster", label: "Ontdek Winemaster" },
      },
      {
        name: "Koelunits",
        description:
          "Monoblock- en splitkoelunits afgestemd op het volume en het gebruik van de ruimte, stil genoeg voor ruimtes naast het woongedeelte.",
        images: [img("cooling-unit", "Een splitkoelunit: een verdamper aan de wand van de ruimte en een condensor buiten")],
        link: { href: maker },
      },
      {
        name: "Koelceldeuren",
        description:
          "Geïsoleerde draai- en schuifdeuren met verwarmde kozijnen en sterke afdichtingen, zodat de kou binnen blijft en de deur jarenlang goed sluit.",
        images: [img("cold-room-door", "Een geïsoleerde koelceldeur met een grote greep en een strokengordijn erachter")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "Thermocold werkt waar gewone apparaten ophouden: ruimtes die de hele dag, elke dag koud moeten blijven, en kelders waar wijn tientallen jaren ongestoord moet rusten. Elk project begint met opmeten en met de vraag hoe de ruimte gebruikt gaat worden.",
      "Wanden, koeling en deuren worden samen gekozen, want een koelcel is zo goed als zijn zwakste onderdeel.",
    ],
    partnership: {
      title: `Partnerschap met ${site.name}`,
      paragraphs: [
        "Wij vertegenwoordigen Thermocold in de Benelux en Duitsland, van de eerste tekening tot installatie en onderhoud.",
        "Dealers en installateurs kunnen een beroep doen op ons projectteam voor dimensionering, offertes en technische ondersteuning.",
      ],
    },
  },
  features: {
    title: "Waarom kiezen voor Thermocold",
    intro: "Wat een ruimte van Thermocold onderscheidt van een standaardoplossing.",
    items: [
      {
        icon: "wrench",
        title: "Op maat gebouwd",
        description: "Cellen en wijnkelders ontworpen voor de ruimte, de inhoud en de manier waarop ze gebruikt worden.",
      },
      {
        icon: "thermometer",
        title: "Nauwkeurig klimaat",
        description: "Koeling op maat van de ruimte houdt temperatuur en luchtvochtigheid het hele jaar stabiel.",
      },
      {
        icon: "pin",
        title: "Regionaal geïnstalleerd",
        description: "Projecten geïnstalleerd en onderhouden in de hele Benelux en Duitsland.",
      },
      {
        icon: "leaf",
        title: "Zuinig ontworpen",
        description: "Goede isolatie, goed sluitende deuren en passende koeling houden het energieverbruik laag.",
      },
    ],
  },
  contact: {
    title: "Neem contact op",
    text: "Plan je een koelcel of een wijnkelder? Stuur ons de afmetingen en wat je wilt bewaren, dan doen we je een voorstel.",
  },
};
