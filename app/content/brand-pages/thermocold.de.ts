import { site } from "../company.server";
import { heroPoster, illustration, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "thermocold";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** German (de) translation of ./thermocold.ts. */
export const thermocoldPage: BrandPage = {
  slug,
  meta: {
    title: "Thermocold: Kühlräume und Klimatechnik für Weinkeller",
    description:
      "Thermocold-Kühlräume, Weinräume nach Maß, Kühlaggregate und Kühlraumtüren, geplant und installiert in den Benelux-Ländern und in Deutschland.",
    keywords: ["Thermocold", "Kühlraum", "Kühlzelle", "Weinraum", "Weinkeller", "Kühlaggregat", "Kühlraumtür"],
  },
  hero: {
    badge: "Spezialisten für Klimatechnik",
    title: "Thermocold",
    subtitle: "Kühlräume & Weinkeller",
    intro:
      "Vom begehbaren Kühlraum für ein Restaurant bis zum gläsernen Weinraum zu Hause: Thermocold plant Raum, Kühlung und Türen als ein System, und wir installieren es in den Benelux-Ländern und in Deutschland.",
    media: { kind: "image", poster: heroPoster(slug, 55) },
  },
  categories: {
    title: "Produktkategorien von Thermocold",
    intro:
      "Räume, Kühlung und Türen, die gemeinsam ausgelegt werden, damit Temperatur und Luftfeuchtigkeit dort bleiben, wo sie hingehören.",
    items: [
      {
        name: "Kühlräume",
        description:
          "Isolierte, begehbare Räume aus Paneelen, nach Maß gebaut, für Restaurants, Geschäfte, Caterer und Lebensmittelhersteller.",
        images: [img("cold-storage-room", "Ein begehbarer Kühlraum mit isolierten Paneelen und gestapelten Kisten in Regalen")],
        link: { href: maker },
      },
      {
        name: "Weinräume nach Maß",
        description:
          "Weinräume, entworfen für die Sammlung und das Haus, oft mit Glaswänden, mit einer Kühlung, die auf das Raumvolumen und die Zahl der Flaschen abgestimmt ist.",
        images: [img("custom-wine-room", "Ein Weinraum mit Glaswänden und Flaschenregalen vom Boden bis zur Decke")],
        link: { href: maker },
      },
      {
        name: "Eckkühlschränke",
        description: "Kühlschränke, die die Ecke einer L-förmigen Küche nutzen, für Häuser, in denen jeder Schrank zählt.",
        images: [img("corner-fridge", "Ein Eckkühlschrank im Winkel einer Küche, die Tür offen vor runden Fächern")],
        link: { href: maker },
      },
      {
        name: "Winemaster-Weinkellersysteme",
        description:
          "Für Kellerprojekte setzt Thermocold oft Klimageräte von Winemaster aus Frankreich ein. Das gesamte Winemaster-Sortiment finden Sie auf der eigenen Seite.",
        images: [img("winemaster-subbrand", "Ein Winemaster-Klimagerät in der Wand eines steinernen Weinkellers")],
        link: { href: "/brands/winemaster", label: "Winemaster entdecken" },
      },
      {
        name: "Kühlaggregate",
        description:
          "Monoblock- und Split-Kühlaggregate, abgestimmt auf Volumen und Nutzung des Raums, leise genug für Räume neben dem Wohnbereich.",
        images: [img("cooling-unit", "Ein Split-Kühlaggregat: ein Verdampfer an der Raumwand und ein Verflüssiger im Freien")],
        link: { href: maker },
      },
      {
        name: "Kühlraumtüren",
        description:
          "Isolierte Dreh- und Schiebetüren mit beheizten Rahmen und starken Dichtungen, damit die Kälte drinnen bleibt und die Tür über Jahre gut schließt.",
        images: [img("cold-room-door", "Eine isolierte Kühlraumtür mit großem Griff und einem Streifenvorhang dahinter")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Unsere Geschichte",
    paragraphs: [
      "Thermocold arbeitet dort, wo gewöhnliche Geräte an ihre Grenzen kommen: in Räumen, die den ganzen Tag, jeden Tag kalt bleiben müssen, und in Kellern, in denen Wein jahrzehntelang ungestört ruhen soll. Jedes Projekt beginnt mit einem Aufmaß und der Frage, wie der Raum genutzt wird.",
      "Wände, Kühlung und Türen werden gemeinsam ausgewählt, denn ein Kühlraum ist nur so gut wie sein schwächstes Glied.",
    ],
    partnership: {
      title: `Partnerschaft mit ${site.name}`,
      paragraphs: [
        "Wir vertreten Thermocold in den Benelux-Ländern und in Deutschland, von der ersten Zeichnung bis zu Installation und Wartung.",
        "Händler und Installateure können unser Projektteam für Auslegung, Angebote und technische Unterstützung hinzuziehen.",
      ],
    },
  },
  features: {
    title: "Warum Thermocold",
    intro: "Was einen Thermocold-Raum von einer Lösung von der Stange unterscheidet.",
    items: [
      {
        icon: "wrench",
        title: "Nach Maß gebaut",
        description: "Räume und Weinkeller, geplant für den Platz, die Beladung und die Art der Nutzung.",
      },
      {
        icon: "thermometer",
        title: "Präzises Klima",
        description: "Eine auf den Raum abgestimmte Kühlung hält Temperatur und Luftfeuchtigkeit das ganze Jahr konstant.",
      },
      {
        icon: "pin",
        title: "Regional installiert",
        description: "Projekte, installiert und gewartet in den Benelux-Ländern und in Deutschland.",
      },
      {
        icon: "leaf",
        title: "Effizient geplant",
        description: "Gute Dämmung, dichte Türen und passende Kühlung halten den Energieverbrauch niedrig.",
      },
    ],
  },
  contact: {
    title: "Kontakt aufnehmen",
    text: "Sie planen einen Kühlraum oder einen Weinkeller? Senden Sie uns die Maße und was Sie lagern möchten, und wir melden uns mit einem Vorschlag.",
  },
};
