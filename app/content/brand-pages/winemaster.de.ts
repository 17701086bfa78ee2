import { winemasterPartnershipYear } from "../brands";
import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "winemaster";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** German (de) translation of ./winemaster.ts. */
export const winemasterPage: BrandPage = {
  slug,
  meta: {
    title: "Winemaster: Klimasysteme für Weinkeller",
    description:
      "Winemaster-Klimageräte für Weinkeller bis 100 m³, seit 1984 im Elsass gefertigt. Offizieller Distributor in den Niederlanden: Beratung, Installation und Service.",
    keywords: ["Winemaster", "Weinkeller", "Kellerklimatisierung", "Klimatechnik", "Luftfeuchtigkeit", "Weinraum", "Elsass"],
  },
  hero: {
    badge: "Seit 1984 · Gefertigt im Elsass",
    title: "Winemaster",
    subtitle: "Führende Weinkellersysteme",
    intro:
      "Ein Keller, der das ganze Jahr die richtige Temperatur und Luftfeuchtigkeit hält, ganz gleich, welches Wetter draußen herrscht. Winemaster-Geräte leisten das seit mehr als 40 Jahren für Weinliebhaber und Profis.",
    media: {
      kind: "video",
      poster: heroPoster(slug),
      sources: loopVideo(slug),
      name: "Winemaster: der stille Keller",
      description:
        "Ein kurzer Film in Endlosschleife: Licht wandert langsam durch einen gewölbten Weinkeller, der Hintergrund der Markenseite von Winemaster.",
    },
  },
  categories: {
    title: "Produktkategorien von Winemaster",
    intro: "Klimasysteme und Lagerlösungen für jede Art von Keller, vom umgebauten Schrank bis zum Weinraum eines Restaurants.",
    items: [
      {
        name: "Weinklimaschränke",
        description: "Schränke zum Reifen und Servieren, für Sammler, die Kellerbedingungen wollen, ohne einen Keller zu bauen.",
        images: [img("wine-cabinet-collection", "Zwei hohe Weinklimaschränke nebeneinander, einer zum Reifen und einer zum Servieren")],
        link: { href: maker },
      },
      {
        name: "Klimasysteme",
        description: "Kellerklimageräte, die kühlen, heizen und befeuchten, mit Modellen für Keller bis 25, 50 und 100 Kubikmeter.",
        images: [img("climate-control", "Ein Kellerklimagerät zum Wanddurchbau mit Anzeige für Temperatur und Luftfeuchtigkeit")],
        link: { href: maker },
      },
      {
        name: "Weinkellerlösungen",
        description: "Komplette Kellerprojekte: Beratung zur Dämmung, das richtige Gerät für das Volumen und Regale, die jede Wand nutzen.",
        images: [img("wine-cellar", "Ein gewölbter Weinkeller mit Regalen an den Wänden und einem Klimagerät über der Tür")],
        link: { href: maker },
      },
      {
        name: "Gewerbliche Weinlagerung",
        description:
          "Zuverlässiges Klima für Restaurants, Weinhandlungen und Hotels, wo ein Ausfall des Kellerklimas mehr kostet als nur Wein.",
        images: [img("commercial-storage", "Ein Restaurant-Weinraum mit Glastüren, Regalen und einem Split-Klimagerät")],
        link: { href: maker },
      },
      {
        name: "Weinräume nach Maß",
        description: "Gläserne Weinräume und Keller unter der Treppe, mit Split-Geräten, die die Technik unsichtbar machen.",
        images: [img("custom-wine-room", "Ein gläserner Weinraum unter einer Treppe, beleuchtete Flaschen in Wandregalen")],
        link: { href: maker },
      },
      {
        name: "Systeme zum Schutz des Weins",
        description: "Feuchteregelung und Luftfilterung, die Korken und Etiketten schützen und Fremdgerüche vom Wein fernhalten.",
        images: [img("preservation", "Ein Modul für Luftfeuchtigkeit und Luftfilterung neben Weinflaschen, ein Hygrometer zeigt 70 %")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Unsere Geschichte",
    paragraphs: [
      "Winemaster wurde 1984 im Elsass gegründet, einer Weinregion, die weiß, was ein Keller braucht: eine konstante Temperatur, die richtige Luftfeuchtigkeit, saubere Luft und keine Vibrationen. Die Klimageräte wurden gebaut, um jedem Raum diese Bedingungen zu geben.",
      "Vier Jahrzehnte später stehen dieselbe französische Weinkompetenz und elsässische Fertigung hinter jedem Gerät, vom kleinen Schrank bis zu Systemen für Keller mit 100 Kubikmetern.",
    ],
    partnership: {
      title: `Partnerschaft mit ${site.name}`,
      paragraphs: [
        "Wir sind der offizielle Winemaster-Distributor in den Niederlanden. Wir legen jedes System für den Keller aus, installieren es mit unseren Partnern und warten es in den Jahren danach.",
        "Auch die Kellerprojekte von Thermocold nutzen Winemaster-Geräte, sodass sich ein Team um Raum und Klima kümmern kann.",
      ],
      // The brand record says 2015; this page shows 2004 (spec 1; PRODUCT.md 2).
      since: winemasterPartnershipYear,
    },
  },
  heritage: {
    title: "Das Erbe von Winemaster",
    intro: "Vierzig Jahre französische Expertise zu einer einzigen Frage: Wie bleibt Wein in Bestform?",
    stats: [
      { value: "40+", label: "Jahre Erfahrung" },
      { value: "1984", label: "Gegründet im Elsass" },
      { value: "NL", label: "Offizieller Distributor in den Niederlanden" },
    ],
    paragraphs: [
      "Seit 1984 ist Kellerklimatisierung das einzige Geschäft von Winemaster. Die Geräte halten die Temperatur auf etwa ein Grad genau und die Luftfeuchtigkeit dort, wo Korken geschmeidig bleiben, in Kellern bis 100 Kubikmeter.",
      "Als offizieller Distributor in den Niederlanden bringen wir diese Erfahrung in niederländische Häuser, Restaurants und Weinhandlungen, mit Beratung auf Niederländisch und Service in der Nähe.",
    ],
  },
  features: {
    title: "Warum Winemaster",
    intro: "Vier Gründe, warum einige der besten Keller Winemaster anvertraut werden.",
    items: [
      {
        icon: "award",
        title: "Über 40 Jahre Erfahrung",
        description: "Spezialisten für Kellerklima seit 1984, mit dem Wissen einer großen Weinregion.",
      },
      {
        icon: "globe",
        title: "Weltweit bewährt",
        description: "Geräte im Einsatz in privaten und professionellen Kellern auf der ganzen Welt.",
      },
      {
        icon: "sparkles",
        title: "Innovationsführer",
        description: "Kühlen, Heizen und Feuchteregelung vereint in leisen, effizienten Geräten.",
      },
      {
        icon: "users",
        title: "Kompetente Unterstützung",
        description: "Auslegung, Installation und Service vom offiziellen niederländischen Distributor.",
      },
    ],
  },
  contact: {
    title: "Kontakt aufnehmen",
    text: "Nennen Sie uns die Größe Ihres Kellers oder Weinraums, und wir empfehlen Ihnen das passende Winemaster-System.",
  },
};
