import { brochures } from "../downloads.server";
import { site } from "../company.server";
import { heroPoster, illustration, makerSite } from "./helpers";
import { pevinoPage as english } from "./pevino";
import type { BrandPage } from "./types";

const slug = "pevino";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** German (de) translation of ./pevino.ts. */
export const pevinoPage: BrandPage = {
  slug,
  meta: {
    title: "PeVino: dänische Weinklimaschränke",
    description:
      "PeVino-Weinklimaschränke in edlem dänischem Design: präzise Temperaturregelung, hochwertige Materialien und elegante Beleuchtung, in den Niederlanden und in Deutschland.",
    keywords: ["PeVino", "Weinklimaschrank", "Weinkühlschrank", "dänisches Design", "Einbau", "freistehend", "Mehrzonen"],
  },
  hero: {
    badge: "Edles dänisches Design",
    title: "PeVino",
    subtitle: "Dänische Weinklimaschränke",
    intro:
      "Weinklimaschränke für alle, die ihre Sammlung perfekt lagern und schön zeigen möchten: ruhige dänische Linien, feine Materialien und ein Licht, das jedes Etikett zur Geltung bringt.",
    media: {
      kind: "embed",
      poster: heroPoster(slug, 70),
      // The same film as the English page (./pevino.ts, where its ID is set).
      videoId: english.hero.media.videoId,
      name: "PeVino: dänische Weinklimaschränke",
      description: "Der Markenfilm von PeVino: dänische Weinklimaschränke im Wohnraum.",
    },
  },
  showcase: {
    title: "PeVino-Weinklimaschränke",
    paragraphs: [
      "Ein PeVino-Schrank ist dafür gemacht, Teil des Raums zu sein. Proportionen, Tür und Griff sind mit der Zurückhaltung gezeichnet, für die dänische Möbel bekannt sind, während innen eine leise Kühlung jede Zone auf ein Grad genau hält.",
      "Böden, Zonen und Größen lassen sich passend zur Sammlung kombinieren, vom kompakten Einbauschrank in der Küche bis zu zwei hohen Schränken links und rechts einer Esszimmerwand.",
    ],
    listTitle: "Design bis ins Detail",
    list: [
      "Dänische Designphilosophie",
      "Hochwertige Materialien und Oberflächen",
      "Präzise Temperaturregelung",
      "Vielfältige Aufteilungen",
      "Elegante Innenbeleuchtung",
    ],
    image: img("showcase", "Ein hoher Weinklimaschrank mit Bronzerahmen, das Innere über den Flaschenreihen sanft beleuchtet"),
    pricingSubject: "Preisanfrage PeVino",
    brochure: { href: brochures.pevino, label: "Broschüre herunterladen" },
  },
  categories: {
    title: "Produktkategorien von PeVino",
    intro: "Drei Wege, einer Sammlung ihren Platz zu geben.",
    items: [
      {
        name: "Einbau-Weinklimaschränke",
        description: "Schränke für den Hochschrank oder den Unterbau, bündig mit den Möbeln ringsum.",
        images: [img("built-in", "Ein Einbau-Weinklimaschrank, bündig in eine hölzerne Küchenwand eingesetzt")],
        link: { href: maker },
      },
      {
        name: "Freistehende Weinklimaschränke",
        description: "Rundum verkleidete Schränke für Esszimmer, Flur oder Büro.",
        images: [img("freestanding", "Ein freistehender Weinklimaschrank mit schmalem dunklem Rahmen neben einem Esstisch")],
        link: { href: maker },
      },
      {
        name: "Mehrzonen-Weinklimaschränke",
        description: "Zwei oder drei unabhängige Zonen, damit Rot-, Weiß- und Schaumweine jeweils bei ihrer eigenen Temperatur ruhen.",
        images: [img("multi-zone", "Ein Weinklimaschrank mit drei beleuchteten Zonen, jede mit einer anderen Weinart")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Unsere Geschichte",
    paragraphs: [
      "PeVino kommt aus Dänemark, wo man von Alltagsdingen gutes Design erwartet. Die Weinklimaschränke gehen von dieser Idee aus: Ein Gerät, das man jeden Tag sieht, soll eine Freude für das Auge sein.",
      "Hinter dem Glas ist die Technik ebenso durchdacht, mit stabilen Temperaturen, geringen Vibrationen und ausgewogener Luftfeuchtigkeit für Weine, die jahrelang lagern.",
    ],
    partnership: {
      title: `Partnerschaft mit ${site.name}`,
      paragraphs: [
        "Wir führen PeVino in den Niederlanden und in Deutschland über ausgewählte Küchen- und Einrichtungshändler ein.",
        "Unser Team hilft bei der Wahl von Größen und Zonen und kümmert sich um Lieferung, Einbau und Service.",
      ],
    },
  },
  features: {
    title: "Warum PeVino",
    intro: "Warum ein PeVino-Schrank seinen Platz im Raum verdient.",
    items: [
      {
        icon: "sparkles",
        title: "Dänisches Design",
        description: "Ruhige Linien und sorgfältige Proportionen, die in einen Wohnraum passen, nicht nur in eine Küche.",
      },
      {
        icon: "thermometer",
        title: "Präzise Temperatur",
        description: "Jede Zone hält ihre Temperatur konstant, die erste Voraussetzung für eine gute Reifung des Weins.",
      },
      {
        icon: "award",
        title: "Hochwertige Materialien",
        description: "Feine Oberflächen, stabile Böden und getöntes, UV-filterndes Glas.",
      },
      {
        icon: "star",
        title: "Elegante Beleuchtung",
        description: "Sanftes Innenlicht, das die Sammlung zeigt, ohne sie zu erwärmen.",
      },
    ],
  },
  contact: {
    title: "Kontakt aufnehmen",
    text: "Sie wünschen sich einen PeVino-Schrank für Ihr Zuhause oder möchten PeVino in Ihrem Showroom zeigen? Wir helfen Ihnen gern.",
  },
};
