import { winemasterPartnershipYear } from "../brands";
import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "winemaster";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** Dutch (nl) translation of ./winemaster.ts. */
export const winemasterPage: BrandPage = {
  slug,
  meta: {
    title: "Winemaster: klimaatsystemen voor wijnkelders",
    description:
      "Winemaster-klimaatunits voor wijnkelders tot 100 m³, sinds 1984 gemaakt in de Elzas. Officiële distributeur in Nederland: advies, installatie en service.",
    keywords: ["Winemaster", "wijnkelder", "kelderklimatisering", "klimaatbeheersing", "luchtvochtigheid", "wijnkamer", "Elzas"],
  },
  hero: {
    badge: "Sinds 1984 · Gemaakt in de Elzas",
    title: "Winemaster",
    subtitle: "Toonaangevende wijnkeldersystemen",
    intro:
      "Een kelder die het hele jaar op de juiste temperatuur en luchtvochtigheid blijft, wat voor weer het buiten ook is. Winemaster-units doen dat al meer dan 40 jaar voor wijnliefhebbers en professionals.",
    media: {
      kind: "video",
      poster: heroPoster(slug),
      sources: loopVideo(slug),
      name: "Winemaster: de stille kelder",
      description:
        "Een korte film in een lus van licht dat langzaam door een gewelfde wijnkelder beweegt, de achtergrond van de merkpagina van Winemaster.",
    },
  },
  categories: {
    title: "Productcategorieën van Winemaster",
    intro: "Klimaatsystemen en opslag voor elk soort kelder, van een omgebouwde kast tot de wijnkamer van een restaurant.",
    items: [
      {
        name: "Wijnklimaatkasten",
        description:
          "Kasten om te laten rijpen en om te schenken, voor verzamelaars die keldercondities willen zonder een kelder te bouwen.",
        images: [img("wine-cabinet-collection", "Twee hoge wijnklimaatkasten naast elkaar, een om te laten rijpen en een om te schenken")],
        link: { href: maker },
      },
      {
        name: "Klimaatsystemen",
        description: "Kelderklimaatunits die koelen, verwarmen en bevochtigen, met modellen voor kelders tot 25, 50 en 100 kubieke meter.",
        images: [img("climate-control", "Een doorvoer-klimaatunit in de kelderwand met een display voor temperatuur en luchtvochtigheid")],
        link: { href: maker },
      },
      {
        name: "Oplossingen voor wijnkelders",
        description: "Complete kelderprojecten: advies over isolatie, de juiste unit voor het volume en rekken die elke wand benutten.",
        images: [img("wine-cellar", "Een gewelfde wijnkelder met rekken langs de wanden en een klimaatunit boven de deur")],
        link: { href: maker },
      },
      {
        name: "Professionele wijnopslag",
        description: "Betrouwbaar klimaat voor restaurants, wijnwinkels en hotels, waar een falende kelder meer kost dan alleen wijn.",
        images: [img("commercial-storage", "Een wijnkamer van een restaurant met glazen deuren, rekken en een split-klimaatunit")],
        link: { href: maker },
      },
      {
        name: "Wijnkamers op maat",
        description: "Glazen wijnkamers en kelders onder de trap, met splitunits die de techniek uit het zicht houden.",
        images: [img("custom-wine-room", "Een glazen wijnkamer onder een trap, verlichte flessen in wandrekken")],
        link: { href: maker },
      },
      {
        name: "Systemen om wijn te beschermen",
        description:
          "Regeling van de luchtvochtigheid en luchtfiltratie die kurken en etiketten beschermen en vreemde geuren bij de wijn weghouden.",
        images: [img("preservation", "Een module voor luchtvochtigheid en luchtfiltratie naast wijnflessen, met een hygrometer op 70%")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "Winemaster werd in 1984 opgericht in de Elzas, een wijnstreek die weet wat een kelder nodig heeft: een constante temperatuur, de juiste luchtvochtigheid, schone lucht en geen trillingen. De klimaatunits werden gebouwd om elke ruimte die omstandigheden te geven.",
      "Vier decennia later staan dezelfde Franse wijnkennis en Elzasser vakmanschap achter elke unit, van kleine kasten tot systemen voor kelders van 100 kubieke meter.",
    ],
    partnership: {
      title: `Partnerschap met ${site.name}`,
      paragraphs: [
        "Wij zijn de officiële distributeur van Winemaster in Nederland. We stemmen elk systeem af op de kelder, installeren het met onze partners en onderhouden het in de jaren daarna.",
        "Ook de kelderprojecten van Thermocold gebruiken Winemaster-units, zodat één team voor de ruimte en het klimaat kan zorgen.",
      ],
      // The brand record says 2015; this page shows 2004 (spec 1; PRODUCT.md 2).
      since: winemasterPartnershipYear,
    },
  },
  heritage: {
    title: "De erfenis van Winemaster",
    intro: "Veertig jaar Franse expertise rond één vraag: hoe houd je wijn op zijn best?",
    stats: [
      { value: "40+", label: "Jaar ervaring" },
      { value: "1984", label: "Opgericht in de Elzas" },
      { value: "NL", label: "Officiële distributeur in Nederland" },
    ],
    paragraphs: [
      "Sinds 1984 is kelderklimaat het enige vak van Winemaster. De units houden de temperatuur tot op ongeveer een graad nauwkeurig en de luchtvochtigheid op het niveau waarop kurken soepel blijven, in kelders tot 100 kubieke meter.",
      "Als officiële distributeur in Nederland brengen wij die ervaring naar Nederlandse huizen, restaurants en wijnhandels, met advies in het Nederlands en service dichtbij.",
    ],
  },
  features: {
    title: "Waarom kiezen voor Winemaster",
    intro: "Vier redenen waarom sommige van de beste kelders aan Winemaster worden toevertrouwd.",
    items: [
      {
        icon: "award",
        title: "40+ jaar ervaring",
        description: "Specialist in kelderklimaat sinds 1984, met de kennis van een grote wijnstreek.",
      },
      {
        icon: "globe",
        title: "Wereldwijd vertrouwd",
        description: "Units aan het werk in particuliere en professionele kelders over de hele wereld.",
      },
      {
        icon: "sparkles",
        title: "Innovatieleider",
        description: "Koelen, verwarmen en luchtvochtigheid regelen, gecombineerd in stille, efficiënte units.",
      },
      {
        icon: "users",
        title: "Deskundige ondersteuning",
        description: "Dimensionering, installatie en service van de officiële Nederlandse distributeur.",
      },
    ],
  },
  contact: {
    title: "Neem contact op",
    text: "Vertel ons hoe groot je kelder of wijnkamer is, dan raden we het Winemaster-systeem aan dat erbij past.",
  },
};
