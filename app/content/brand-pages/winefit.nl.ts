import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "winefit";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** Dutch (nl) translation of ./winefit.ts. */
export const winefitPage: BrandPage = {
  slug,
  meta: {
    title: "Winefit: wijn schenken en bewaren",
    description:
      "Winefit-schenksystemen en bewaartechniek schenken wijn per glas zonder verspilling, voor restaurants, wijnbars, hotels en thuis in Nederland.",
    keywords: ["Winefit", "wijndispenser", "wijn bewaren", "per glas", "wijnbar", "restaurant", "horeca"],
  },
  hero: {
    badge: "Wijn schenken & bewaren",
    title: "Winefit",
    subtitle: "Elk glas zo vers als het eerste",
    intro:
      "Open vandaag een fles en schenk over een paar weken het laatste glas, dat net zo goed smaakt. Winefit-systemen houden geopende wijn onder beschermend gas en schenken hem op de juiste temperatuur, glas voor glas, afgemeten.",
    media: {
      kind: "video",
      poster: heroPoster(slug, 66),
      sources: loopVideo(slug),
      name: "Winefit: wijn per glas",
      description: "Een korte film in een lus van zacht licht over een rij wijnflessen, de achtergrond van de merkpagina van Winefit.",
    },
  },
  categories: {
    title: "Productcategorieën van Winefit",
    intro: "Alles wat nodig is om wijn per glas te schenken: van één dispenser thuis tot een complete barinstallatie.",
    items: [
      {
        name: "Schenksystemen",
        description:
          "Dispensers voor twee tot acht flessen die met één druk op de knop een afgemeten glas schenken, met elke fles op zijn eigen schenktemperatuur.",
        images: [img("dispensing-system", "Een wijndispenser met vier flessen, onder een van de tuiten wordt een glas gevuld")],
        link: { href: maker },
      },
      {
        name: "Bewaartechniek",
        description:
          "Inert gas neemt de plaats in van de geschonken wijn, zodat er geen zuurstof in de fles komt en een geopende wijn wekenlang zijn aroma houdt.",
        images: [img("preservation", "Een wijnfles onder een dop met beschermend gas, met een kleine gascilinder ernaast")],
        link: { href: maker },
      },
      {
        name: "Oplossingen voor de horeca",
        description:
          "Opstellingen voor bars en restaurants die de wijnkaart per glas uitbreiden zonder verspilling, met portiecontrole die elk glas laat tellen.",
        images: [img("commercial", "Een bar met een rij wijndispensers en glazen klaar voor de service")],
        link: { href: maker },
      },
      {
        name: "Bewaarsystemen",
        description:
          "Temperatuurgeregelde opslag voor de flessen die op hun beurt wachten, op maat om naast of onder de dispensers te staan.",
        images: [img("storage", "Een temperatuurgeregelde bewaarkast met liggende flessen op de schappen")],
        link: { href: maker },
      },
      {
        name: "Slimme wijntechnologie",
        description:
          "Verbonden dispensers melden wat er geschonken is en hoeveel er nog over is, zodat voorraad, prijzen en porties vanaf een scherm te beheren zijn.",
        images: [img("smart-technology", "Een tablet met schenkstatistieken naast een verbonden wijndispenser")],
        link: { href: maker },
      },
      {
        name: "Accessoires",
        description:
          "Gascilinders, tuiten, lekbakken, reinigingssets en glazen: de onderdelen die een schenksysteem dag na dag draaiende houden.",
        images: [img("accessories", "Wijnaccessoires op een rij: een gascilinder, een tuit, een lekbak en een wijnglas")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "Elk restaurant kent het probleem: een gast vraagt om een glas van de goede wijn, en de rest van de fles moet vanavond verkocht worden of wordt weggegooid. Winefit is gemaakt om een einde te maken aan die keuze.",
      "Door geopende flessen te beschermen en precies af te meten, kunnen gastheren meer wijnen per glas aanbieden met minder verspilling, en kunnen wijnliefhebbers thuis een bijzondere fles openen voor één glas.",
    ],
    partnership: {
      title: `Partnerschap met ${site.name}`,
      paragraphs: [
        "Wij leveren Winefit in Nederland, helpen bij het plannen van installaties voor bars en restaurants, en leveren gas en onderdelen.",
        "Ons team leert het personeel met het systeem werken, zodat het vanaf de eerste avond goed gebruikt wordt.",
      ],
    },
  },
  features: {
    title: "Waarom kiezen voor Winefit",
    intro: "Vier manieren waarop Winefit verandert hoe wijn geschonken wordt.",
    items: [
      {
        icon: "wine",
        title: "Per glas zonder verspilling",
        description: "Open elke fles voor één glas; de rest blijft goed voor later.",
      },
      {
        icon: "clock",
        title: "Wekenlang vers",
        description: "Beschermend gas houdt zuurstof weg van geopende wijn, glas na glas.",
      },
      {
        icon: "thermometer",
        title: "De juiste temperatuur",
        description: "Elke fles wordt bewaard en geschonken op zijn eigen ideale temperatuur.",
      },
      {
        icon: "users",
        title: "Gemaakt voor de horeca",
        description: "Portiecontrole en schenkgegevens waarmee een wijnkaart zichzelf terugverdient.",
      },
    ],
  },
  contact: {
    title: "Neem contact op",
    text: "Wil je meer wijnen per glas schenken? Vertel ons over je bar, restaurant of huis, dan stellen we een Winefit-opstelling voor.",
  },
};
