import { brochures } from "../downloads.server";
import { site } from "../company.server";
import { heroPoster, illustration, makerSite } from "./helpers";
import { pevinoPage as english } from "./pevino";
import type { BrandPage } from "./types";

const slug = "pevino";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** Dutch (nl) translation of ./pevino.ts. */
export const pevinoPage: BrandPage = {
  slug,
  meta: {
    title: "PeVino: Deense wijnklimaatkasten",
    description:
      "PeVino-wijnklimaatkasten met verfijnd Deens design: nauwkeurige temperatuurregeling, hoogwaardige materialen en sfeervolle verlichting, in Nederland en Duitsland.",
    keywords: ["PeVino", "wijnklimaatkast", "wijnkoelkast", "Deens design", "inbouw", "vrijstaand", "meerdere zones"],
  },
  hero: {
    badge: "Verfijnd Deens design",
    title: "PeVino",
    subtitle: "Deense wijnklimaatkasten",
    intro:
      "Wijnklimaatkasten voor wie zijn collectie perfect wil bewaren en mooi wil laten zien: rustige Deense lijnen, fijne materialen en licht dat elk etiket doet uitkomen.",
    media: {
      kind: "embed",
      poster: heroPoster(slug, 70),
      // The same film as the English page (./pevino.ts, where its ID is set).
      videoId: english.hero.media.videoId,
      name: "PeVino: Deense wijnklimaatkasten",
      description: "De merkfilm van PeVino: Deense wijnklimaatkasten in huis.",
    },
  },
  showcase: {
    title: "PeVino-wijnklimaatkasten",
    paragraphs: [
      "Een PeVino-kast is gemaakt om deel uit te maken van de ruimte. Verhoudingen, deur en greep zijn getekend met de ingetogenheid waar Deense meubels om bekendstaan, terwijl binnenin stille koeling elke zone tot op een graad nauwkeurig houdt.",
      "Schappen, zones en maten zijn te combineren naar de collectie, van een compacte inbouwkast in de keuken tot twee hoge kasten aan weerszijden van een eetkamerwand.",
    ],
    listTitle: "Design tot in de details",
    list: [
      "Deense designfilosofie",
      "Hoogwaardige materialen en afwerking",
      "Nauwkeurige temperatuurregeling",
      "Meerdere indelingen mogelijk",
      "Sfeervolle binnenverlichting",
    ],
    image: img("showcase", "Een hoge wijnklimaatkast met een bronzen frame, het interieur zacht verlicht boven rijen flessen"),
    pricingSubject: "Prijsaanvraag PeVino",
    brochure: { href: brochures.pevino, label: "Brochure downloaden" },
  },
  categories: {
    title: "Productcategorieën van PeVino",
    intro: "Drie manieren om een collectie een plek te geven.",
    items: [
      {
        name: "Inbouw-wijnklimaatkasten",
        description: "Kasten voor een keukenkolom of onder het werkblad, vlak met het meubel eromheen.",
        images: [img("built-in", "Een inbouw-wijnklimaatkast vlak ingebouwd in een houten keukenwand")],
        link: { href: maker },
      },
      {
        name: "Vrijstaande wijnklimaatkasten",
        description: "Kasten die aan alle kanten zijn afgewerkt, voor in de eetkamer, de hal of het kantoor.",
        images: [img("freestanding", "Een vrijstaande wijnklimaatkast met een slank donker frame naast een eettafel")],
        link: { href: maker },
      },
      {
        name: "Wijnklimaatkasten met meerdere zones",
        description: "Twee of drie onafhankelijke zones, zodat rode, witte en mousserende wijnen elk op hun eigen temperatuur rusten.",
        images: [img("multi-zone", "Een wijnklimaatkast met drie verlichte zones, elk met een ander soort wijn")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "PeVino komt uit Denemarken, waar goed design van alledaagse dingen wordt verwacht. De wijnklimaatkasten vertrekken vanuit dat idee: een apparaat waar je elke dag naar kijkt, moet een lust voor het oog zijn.",
      "Achter het glas is de techniek net zo doordacht, met stabiele temperaturen, weinig trillingen en een milde luchtvochtigheid voor wijn die jarenlang bewaard wordt.",
    ],
    partnership: {
      title: `Partnerschap met ${site.name}`,
      paragraphs: [
        "Wij introduceren PeVino in Nederland en Duitsland via geselecteerde keuken- en interieurdealers.",
        "Ons team helpt bij het kiezen van maten en zones, en zorgt voor levering, installatie en service.",
      ],
    },
  },
  features: {
    title: "Waarom kiezen voor PeVino",
    intro: "Waarom een PeVino-kast zijn plek in de ruimte verdient.",
    items: [
      {
        icon: "sparkles",
        title: "Deens design",
        description: "Rustige lijnen en zorgvuldige verhoudingen die passen in een woonruimte, niet alleen in een keuken.",
      },
      {
        icon: "thermometer",
        title: "Nauwkeurige temperatuur",
        description: "Elke zone houdt zijn temperatuur stabiel, de eerste voorwaarde om wijn goed te laten rijpen.",
      },
      {
        icon: "award",
        title: "Hoogwaardige materialen",
        description: "Fijne afwerking, stevige schappen en getint, uv-werend glas.",
      },
      {
        icon: "star",
        title: "Sfeervolle verlichting",
        description: "Zacht licht binnenin dat de collectie laat zien zonder haar op te warmen.",
      },
    ],
  },
  contact: {
    title: "Neem contact op",
    text: "Wil je een PeVino-kast in huis, of PeVino laten zien in je showroom? We helpen je graag.",
  },
};
