import { dealers } from "../dealers.server";
import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "norcool";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** German (de) translation of ./norcool.ts. */
export const norcoolPage: BrandPage = {
  slug,
  meta: {
    title: "Norcool: skandinavische Kühlgeräte und Weinklimaschränke",
    description:
      "Eckkühlschränke, Kühlschubladen und Weinklimaschränke von Norcool für die Niederlande: skandinavisches Design einer Gruppe, die seit über 75 Jahren in mehr als 100 Ländern tätig ist.",
    keywords: ["Norcool", "Eckkühlschrank", "Kühlschublade", "Weinklimaschrank", "Einbau", "Unterbau", "skandinavisch"],
  },
  hero: {
    badge: "Skandinavische Kühltechnik der Spitzenklasse",
    title: "Norcool",
    subtitle: "Kühlen & Wein lagern",
    intro:
      "Eckkühlschränke, Kühlschubladen und Weinklimaschränke, in Skandinavien entworfen für Küchen, die jeden Tag genutzt werden. Wir importieren Norcool für die Niederlande und betreuen jedes Gerät, das wir liefern.",
    media: {
      kind: "video",
      poster: heroPoster(slug),
      sources: loopVideo(slug),
      name: "Norcool: skandinavisch kühlen",
      description: "Ein kurzer Film in Endlosschleife: Nordlicht über einem stillen Fjord, der Hintergrund der Markenseite von Norcool.",
    },
  },
  categories: {
    title: "Produktkategorien von Norcool",
    intro:
      "Sechs Serien, die das Kühlen vom Eckschrank bis zur Weinwand abdecken. Jedes Gerät lässt sich einbauen oder mit derselben Oberfläche frei aufstellen.",
    items: [
      {
        name: "Eckkühlschränke",
        description:
          "Macht aus dem meist ungenutzten Eckschrank einer L-Küche einen raumhohen Kühlschrank, dessen Fächer Ihnen beim Öffnen der Tür entgegenkommen.",
        images: [img("corner-refrigerator", "Ein Eckkühlschrank in einer L-förmigen Küche, die Tür offen vor beleuchteten Fächern")],
        link: { href: maker },
      },
      {
        name: "Kühlschubladen für den Unterbau",
        description:
          "Kühlschubladen unter der Arbeitsplatte, genau dort, wo gekocht wird: einfache oder doppelte Schubladen für Getränke, Gemüse und frische Lebensmittel, hinter Fronten passend zur Küche.",
        images: [
          img("drawer-closed", "Zwei geschlossene Kühlschubladen unter einer Arbeitsplatte, hinter grifflosen Küchenfronten"),
          img("drawer-open", "Eine herausgezogene Kühlschublade unter der Arbeitsplatte, gefüllt mit Gemüse und Flaschen"),
          img("drawer-double", "Eine Doppelschublade: oben geöffnet mit Getränken, unten mit frischen Lebensmitteln"),
        ],
        link: { href: maker },
      },
      {
        name: "Einbau-Weinklimaschränke",
        description:
          "Weinklimaschränke für den Hochschrank der Küche, mit stabiler Temperatur, geringen Vibrationen und UV-filterndem Glas für Weine, die jahrelang lagern.",
        images: [img("wine-built-in", "Ein Einbau-Weinklimaschrank in einem hohen Küchenschrank, Flaschen liegen auf Holzböden")],
        link: { href: maker },
      },
      {
        name: "Unterbau-Weinklimaschränke",
        description:
          "Wein auf Trinktemperatur in Reichweite des Esstischs: kompakte Schränke unter der Arbeitsplatte, mit einer oder zwei Temperaturzonen.",
        images: [
          img("wine-under-counter", "Ein kompakter Weinklimaschrank unter einer Küchenarbeitsplatte, mit Glastür und sanftem Licht"),
        ],
        link: { href: maker },
      },
      {
        name: "Freistehende Weinklimaschränke",
        description:
          "Schränke, die keine Küche um sich herum brauchen, für Esszimmer, Büro oder Keller, in Größen von einigen Dutzend bis weit über hundert Flaschen.",
        images: [img("wine-freestanding", "Ein freistehender Weinklimaschrank mit dunkler Glastür in einem Wohnzimmer")],
        link: { href: maker },
      },
      {
        name: "Kühl- und Gefriergeräte",
        description:
          "Integrierte Kühl- und Gefrierschränke, die hinter den Fronten der Küche verschwinden, mit leisen Kompressoren und gleichmäßiger Kühlung in jedem Fach.",
        images: [img("refrigeration-unit", "Ein integrierter Kühlschrank hinter einer Küchenfront, die Tür offen vor Glasfächern")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Unsere Geschichte",
    paragraphs: [
      "Norcool begann mit einer einfachen Frage: Warum sollte der Kühlschrank die Form einer Küche bestimmen? Die Antwort waren Geräte, die sich dem Raum anpassen, nicht umgekehrt: Eckkühlschränke für den Platz, den kein Schrank nutzt, Schubladen unter der Arbeitsplatte, Weinklimaschränke, die wie jedes andere Element im Hochschrank stehen.",
      "Das Ergebnis ist skandinavisch im besten Sinne: zurückhaltend im Aussehen, praktisch im Alltag und für lange Zeit gebaut. Hinter solchen Produkten stehen wir gern.",
    ],
    partnership: {
      title: `Partnerschaft mit ${site.name}`,
      paragraphs: [
        "Wir importieren Norcool für die Niederlande und halten Lagerbestand, Ersatzteile und Produktwissen vor Ort bereit, damit Küchenstudios sicher planen können und Besitzer Hilfe in ihrer eigenen Sprache bekommen.",
        "Unsere Händler werden zu jeder Serie geschult, und unser Service-Team übernimmt Garantiefälle und Reparaturen direkt.",
      ],
    },
  },
  heritage: {
    title: "Weltweite Erfahrung",
    intro:
      "Norcool gehört zu einer größeren Kühltechnikgruppe, deren Produkte weltweit verkauft werden. Das zeigt sich in der Technik, in den Prüfungen und in der Ersatzteilversorgung.",
    stats: [
      { value: "100+", label: "Länder, in denen die Gruppe tätig ist" },
      { value: "75+", label: "Jahre Erfahrung in der Kühltechnik" },
      { value: String(dealers.length), label: "Norcool-Händler, auf der Karte unten" },
    ],
    paragraphs: [
      "Jahrzehnte im Bau von Kühlgeräten für Haushalte, Geschäfte und Profiküchen geben Norcool eine Grundlage, die nur wenige Spezialisten bieten: bewährte Kompressoren, effiziente Dämmung und Ersatzteile, die über Jahre verfügbar bleiben.",
    ],
  },
  features: {
    title: "Warum Norcool",
    intro: "Vier Gründe, warum Küchenplaner und Besitzer immer wieder Norcool wählen.",
    items: [
      {
        icon: "layers",
        title: "Passgenau",
        description: "Eck-, Schubladen- und Hochschrankformate nutzen den Platz, den andere Geräte leer lassen.",
      },
      {
        icon: "sparkles",
        title: "Skandinavisches Design",
        description: "Klare Linien und Fronten passend zur Küche, damit der Raum im Mittelpunkt steht und nicht das Gerät.",
      },
      {
        icon: "leaf",
        title: "Effiziente Kühlung",
        description: "Gute Dämmung und moderne Kompressoren halten Betriebskosten und Geräuschpegel niedrig.",
      },
      {
        icon: "wrench",
        title: "Service vor Ort",
        description: "Lagerbestand, Ersatzteile und Service in den Niederlanden, vom Team, das die Marke importiert.",
      },
    ],
  },
  dealers: {
    title: "Einen Norcool-Händler finden",
    intro: "Erleben Sie Norcool in einem Showroom in Ihrer Nähe. Unsere Händler beraten Sie zu Größen, Fronten und Einbau.",
  },
  contact: {
    title: "Kontakt aufnehmen",
    text: "Sie planen eine Küche mit Norcool oder möchten Norcool-Händler werden? Schreiben Sie uns, oder melden Sie sich im Händlerportal an, um Preise und Verfügbarkeit zu sehen.",
  },
};
