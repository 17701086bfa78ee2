import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "nimo";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** German (de) translation of ./nimo.ts. */
export const nimoPage: BrandPage = {
  slug,
  meta: {
    title: "NIMO: schwedische Trockenschränke",
    description:
      "NIMO-Trockenschränke aus Schweden: Eco Dryer 2.0, Sensor Dryer, Easy Dryer und die DC-120-Serie, für Zuhause, Sportvereine und Arbeitsplätze in den Benelux-Ländern und in Deutschland.",
    keywords: ["NIMO", "Trockenschrank", "Eco Dryer", "Sensor Dryer", "Easy Dryer", "DC 120", "schwedisch", "Arbeitskleidung"],
  },
  hero: {
    badge: "Schwedische Trockenschränke seit 1980",
    title: "NIMO",
    subtitle: "Professionelle Trockenschränke",
    intro:
      "Nasse Arbeitskleidung, Skianzüge und Fußballtrikots sind im NIMO-Trockenschrank über Nacht trocken, schonend und mit wenig Energie. Seit mehr als 40 Jahren in Schweden gefertigt, von uns geliefert und betreut in den Benelux-Ländern und in Deutschland.",
    media: {
      kind: "video",
      poster: heroPoster(slug, 70),
      sources: loopVideo(slug),
      name: "NIMO: warme Luft, trockene Kleidung",
      description:
        "Ein kurzer Film in Endlosschleife: warme Luft steigt durch einen Trockenschrank, der Hintergrund der Markenseite von NIMO.",
    },
  },
  categories: {
    title: "Produktkategorien von NIMO",
    intro: "Vom Flur zu Hause bis zur Umkleide der Feuerwache: ein Schrank für jede Ladung und jeden Raum.",
    items: [
      {
        name: "Eco Dryer 2.0",
        description:
          "Der Energiesparer im Sortiment: Umgewälzte Warmluft trocknet eine volle Ladung mit weniger Strom als ein Wäschetrockner und schont Funktionsstoffe.",
        images: [
          img("eco-dryer-closed", "Ein hoher weißer Trockenschrank mit geschlossener Tür und kleinem Bedienfeld"),
          img("eco-dryer-open", "Derselbe Trockenschrank geöffnet, Jacken und Hosen hängen innen an Stangen"),
        ],
        link: { href: maker },
      },
      {
        name: "Sensor Dryer",
        description:
          "Ein Feuchtesensor prüft die Luft, die den Schrank verlässt, und beendet das Programm, sobald die Kleidung trocken ist. So läuft nichts länger als nötig.",
        images: [
          img("sensor-dryer-closed", "Ein Trockenschrank mit der Anzeige eines Feuchtesensors im Bedienfeld"),
          img("sensor-dryer-open", "Der Sensor Dryer geöffnet, innen hängen Outdoor-Kleidung und Handschuhe"),
        ],
        link: { href: maker },
      },
      {
        name: "Easy Dryer",
        description:
          "Einfach zu bedienen und leicht aufzustellen: ein kompakter Schrank mit Zeitschaltuhr, für den Hauswirtschaftsraum, das Ferienhaus oder das Boot.",
        images: [
          img("easy-dryer-closed", "Ein kompakter Trockenschrank mit einem einzelnen Drehknopf für die Zeit"),
          img("easy-dryer-open", "Der kompakte Trockenschrank geöffnet, innen eine Regenjacke und ein Paar Stiefel"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 HP",
        description:
          "Ein DC 120 mit Wärmepumpe, für Orte, an denen täglich getrocknet wird und die Betriebskosten so niedrig wie möglich sein sollen, etwa Pflegeheime und Sportvereine.",
        images: [
          img("dc120-hp-closed", "Ein breiter professioneller Trockenschrank mit aufgesetztem Wärmepumpenmodul"),
          img("dc120-hp-open", "Der breite Trockenschrank geöffnet, eine Reihe Arbeitsjacken hängt an den Stangen"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 V",
        description:
          "Der DC 120 in der Abluftversion: Er saugt Raumluft an und führt die feuchte Luft über einen Kanal aus dem Gebäude ab.",
        images: [
          img("dc120-v-closed", "Ein breiter Trockenschrank mit einem Abluftkanal, der aus dem Dach nach oben führt"),
          img("dc120-v-open", "Der Abluft-Trockenschrank geöffnet, innen hängt Warnschutzkleidung"),
        ],
        link: { href: maker },
      },
      {
        name: "DC 120 WW",
        description:
          "Ein DC 120, ausgestattet für Arbeitskleidung: Schwere Jacken, Hosen, Handschuhe und Stiefel von Baustellen und Rettungsdiensten sind bis zur nächsten Schicht trocken.",
        images: [
          img(
            "dc120-ww",
            "Ein breiter Trockenschrank, geöffnet, mit schwerer Arbeitskleidung sowie Handschuhen und Stiefeln auf den unteren Rosten",
          ),
        ],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Unsere Geschichte",
    paragraphs: [
      "NIMO wurde 1980 in Schweden gegründet, in einem Land, in dem Kleidung ein halbes Jahr lang nass und kalt wird. Die Trockenschränke entstanden aus diesem täglichen Bedarf: morgens trockene Sachen, ohne Hitze, die Stoffe beschädigt, und ohne einen Raum voller feuchter Luft.",
      "Mehr als 40 Jahre später werden die Schränke noch immer in Schweden gefertigt und in Wohnungen, Schulen, Feuerwachen und auf Baustellen in ganz Europa genutzt.",
    ],
    partnership: {
      title: `Partnerschaft mit ${site.name}`,
      paragraphs: [
        "Wir bringen NIMO in die Benelux-Länder und nach Deutschland, beraten zum passenden Schrank für jeden Raum und halten Ersatzteile auf Lager.",
        "Gewerbliche Kunden können uns zu einem Termin vor Ort einladen, um Trockenräume für größere Teams zu planen.",
      ],
    },
  },
  heritage: {
    title: "Über 40 Jahre schwedisches Trocknen",
    intro: "Vier Jahrzehnte lang nur eine Art von Produkt bauen – und zwar gut.",
    stats: [
      { value: "40+", label: "Jahre Erfahrung" },
      { value: "1980", label: "Gegründet in Schweden" },
      { value: "100 %", label: "Gefertigt in Schweden" },
    ],
    paragraphs: [
      "NIMO baut Trockenschränke und kaum etwas anderes. Diese Konzentration zeigt sich in der Luftführung, den leisen Lüftern und der robusten Bauweise jedes Modells.",
    ],
  },
  features: {
    title: "Warum NIMO",
    intro: "Was ein NIMO-Trockenschrank besser kann als ein Heizkörper oder ein Wäschetrockner.",
    items: [
      {
        icon: "award",
        title: "Weltmarktführer",
        description: "Ein Spezialist für Trockenschränke, mit mehr als 40 Jahren Feinschliff in jedem Modell.",
      },
      {
        icon: "droplet",
        title: "Schnell und schonend",
        description: "Umgewälzte Warmluft trocknet dicke Stoffe über Nacht, ohne dass sie einlaufen oder Schaden nehmen.",
      },
      {
        icon: "leaf",
        title: "Geringer Energieverbrauch",
        description: "Sensorsteuerung und Wärmepumpenmodelle verschwenden keinen Strom mehr, sobald die Kleidung trocken ist.",
      },
      {
        icon: "shield",
        title: "Für lange Zeit gebaut",
        description: "Robuste schwedische Bauweise für den täglichen Einsatz zu Hause und am Arbeitsplatz.",
      },
    ],
  },
  contact: {
    title: "Kontakt aufnehmen",
    text: "Sie sind nicht sicher, welcher NIMO-Trockenschrank zu Ihrem Zuhause oder Team passt? Sagen Sie uns, was getrocknet werden muss und wie viel, und wir beraten Sie.",
  },
};
