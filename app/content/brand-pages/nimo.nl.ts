import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "nimo";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** Dutch (nl) translation of ./nimo.ts. */
export const nimoPage: BrandPage = {
  slug,
  meta: {
    title: "NIMO: Zweedse droogkasten",
    description:
      "NIMO-droogkasten uit Zweden: Eco Dryer 2.0, Sensor Dryer, Easy Dryer en de DC 120-serie, voor woningen, sportclubs en werkplekken in de Benelux en Duitsland.",
    keywords: ["NIMO", "droogkast", "Eco Dryer", "Sensor Dryer", "Easy Dryer", "DC 120", "Zweeds", "werkkleding"],
  },
  hero: {
    badge: "Zweedse droogkasten sinds 1980",
    title: "NIMO",
    subtitle: "Professionele droogkasten",
    intro:
      "Natte werkkleding, skipakken en voetbaltenues zijn in een NIMO-droogkast de volgende ochtend droog, zacht gedroogd en met weinig energie. Al meer dan 40 jaar gemaakt in Zweden, door ons geleverd en ondersteund in de Benelux en Duitsland.",
    media: {
      kind: "video",
      poster: heroPoster(slug, 70),
      sources: loopVideo(slug),
      name: "NIMO: warme lucht, droge kleding",
      description: "Een korte film in een lus van warme lucht die door een droogkast opstijgt, de achtergrond van de merkpagina van NIMO.",
    },
  },
  categories: {
    title: "Productcategorieën van NIMO",
    intro: "Van de gang thuis tot de kleedkamer van een brandweerkazerne: een kast voor elke lading en elke ruimte.",
    items: [
      {
        name: "Eco Dryer 2.0",
        description:
          "De energiezuinige kast van het assortiment: gerecirculeerde warme lucht droogt een volle lading met minder stroom dan een droogtrommel, en is zacht voor technische stoffen.",
        images: [
          img("eco-dryer-closed", "Een hoge witte droogkast met gesloten deur en een klein bedieningspaneel"),
          img("eco-dryer-open", "Dezelfde droogkast open, met jassen en broeken aan stangen binnenin"),
        ],
        link: { href: maker },
      },
      {
        name: "Sensor Dryer",
        description:
          "Een vochtsensor meet de lucht die de kast verlaat en stopt het programma zodra de kleding droog is, zodat niets langer draait dan nodig.",
        images: [
          img("sensor-dryer-closed", "Een droogkast met een display van de vochtsensor op het bedieningspaneel"),
          img("sensor-dryer-open", "De Sensor Dryer open, met buitenkleding en handschoenen binnenin"),
        ],
        link: { href: maker },
      },
      {
        name: "Easy Dryer",
        description:
          "Eenvoudig te bedienen en makkelijk te plaatsen: een compacte kast met tijdschakelaar, voor de bijkeuken, het vakantiehuis of de boot.",
        images: [
          img("easy-dryer-closed", "Een compacte droogkast met één tijdknop"),
          img("easy-dryer-open", "De compacte droogkast open, met een regenjas en een paar laarzen binnenin"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 HP",
        description:
          "Een DC 120 met warmtepomp, voor plekken waar elke dag gedroogd wordt en de gebruikskosten zo laag mogelijk moeten zijn, zoals zorginstellingen en sportclubs.",
        images: [
          img("dc120-hp-closed", "Een brede professionele droogkast met een warmtepompmodule erop"),
          img("dc120-hp-open", "De brede droogkast open, met een rij werkjassen aan de stangen"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 V",
        description:
          "De DC 120 in de geventileerde uitvoering: hij zuigt lucht uit de ruimte aan en voert de vochtige lucht via een kanaal naar buiten af.",
        images: [
          img("dc120-v-closed", "Een brede droogkast met een afvoerkanaal dat uit het dak omhoog loopt"),
          img("dc120-v-open", "De geventileerde droogkast open, met signaalkleding binnenin"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 WW",
        description:
          "Een DC 120 ingericht voor werkkleding: zware jassen, broeken, handschoenen en laarzen van bouwplaatsen en hulpdiensten zijn droog voor de volgende dienst.",
        images: [img("dc120-ww", "Een brede droogkast open met zware werkkleding, handschoenen en laarzen op de onderste rekken")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "NIMO werd in 1980 opgericht in Zweden, een land waar kleding een half jaar lang nat en koud wordt. De droogkasten kwamen voort uit die dagelijkse behoefte: 's ochtends droge spullen, zonder hitte die stoffen beschadigt en zonder een ruimte vol vochtige lucht.",
      "Ruim 40 jaar later worden de kasten nog steeds in Zweden gemaakt en gebruikt in woningen, scholen, brandweerkazernes en op bouwplaatsen in heel Europa.",
    ],
    partnership: {
      title: `Partnerschap met ${site.name}`,
      paragraphs: [
        "Wij brengen NIMO naar de Benelux en Duitsland, adviseren over de juiste kast voor elke ruimte en houden onderdelen op voorraad.",
        "Zakelijke klanten kunnen ons vragen langs te komen om droogruimtes voor grotere teams te plannen.",
      ],
    },
  },
  heritage: {
    title: "Meer dan 40 jaar Zweeds drogen",
    intro: "Vier decennia lang één soort product bouwen, en dat goed doen.",
    stats: [
      { value: "40+", label: "Jaar ervaring" },
      { value: "1980", label: "Opgericht in Zweden" },
      { value: "100%", label: "Gemaakt in Zweden" },
    ],
    paragraphs: [
      "NIMO maakt droogkasten en verder weinig. Die focus zie je terug in de luchtstroom, de stille ventilatoren en de stevige bouw van elk model.",
    ],
  },
  features: {
    title: "Waarom kiezen voor NIMO",
    intro: "Wat een NIMO-droogkast beter doet dan een radiator of een droogtrommel.",
    items: [
      {
        icon: "award",
        title: "Wereldleider",
        description: "Een specialist in droogkasten, met meer dan 40 jaar verfijning achter elk model.",
      },
      {
        icon: "droplet",
        title: "Snel en zacht drogen",
        description: "Circulerende warme lucht droogt dikke stoffen in één nacht, zonder krimpen of beschadigen.",
      },
      {
        icon: "leaf",
        title: "Laag energieverbruik",
        description: "Sensorregeling en warmtepompmodellen verspillen geen stroom meer zodra de kleding droog is.",
      },
      {
        icon: "shield",
        title: "Gebouwd om lang mee te gaan",
        description: "Stevige Zweedse constructie, gemaakt voor dagelijks gebruik thuis en op het werk.",
      },
    ],
  },
  contact: {
    title: "Neem contact op",
    text: "Twijfel je welke NIMO-droogkast bij je huis of team past? Vertel ons wat er gedroogd moet worden en hoeveel, dan adviseren we je.",
  },
};
