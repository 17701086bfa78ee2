import { dealers } from "../dealers.server";
import { site } from "../company.server";
import { heroPoster, illustration, loopVideo, makerSite } from "./helpers";
import type { BrandPage } from "./types";

const slug = "norcool";
const maker = makerSite(slug);
const img = (file: string, alt: string) => illustration(slug, file, alt);

/** Dutch (nl) translation of ./norcool.ts. */
export const norcoolPage: BrandPage = {
  slug,
  meta: {
    title: "Norcool: Scandinavische koelkasten en wijnklimaatkasten",
    description:
      "Norcool-hoekkoelkasten, -koellades en -wijnklimaatkasten, geïmporteerd voor Nederland: Scandinavisch design van een groep die al ruim 75 jaar actief is in meer dan 100 landen.",
    keywords: ["Norcool", "hoekkoelkast", "koellade", "wijnklimaatkast", "inbouw", "onderbouw", "Scandinavisch"],
  },
  hero: {
    badge: "Scandinavische koeltechniek op topniveau",
    title: "Norcool",
    subtitle: "Koelen & wijn bewaren",
    intro:
      "Hoekkoelkasten, koellades en wijnklimaatkasten, ontworpen in Scandinavië voor keukens die elke dag gebruikt worden. Wij importeren Norcool voor Nederland en staan achter elk apparaat dat we leveren.",
    media: {
      kind: "video",
      poster: heroPoster(slug),
      sources: loopVideo(slug),
      name: "Norcool: Scandinavisch koelen",
      description: "Een korte film in een lus van noorderlicht boven een stille fjord, de achtergrond van de merkpagina van Norcool.",
    },
  },
  categories: {
    title: "Productcategorieën van Norcool",
    intro:
      "Zes series voor alle koeling, van de hoekkast tot de wijnwand. Elk apparaat is gemaakt om in te bouwen, of om vrij te staan met dezelfde afwerking.",
    items: [
      {
        name: "Hoekkoelkasten",
        description:
          "Maakt van de hoekkast van een L-vormige keuken, meestal verloren ruimte, een koelkast over de volle hoogte waarvan de legplateaus naar je toe komen als de deur opengaat.",
        images: [img("corner-refrigerator", "Een hoekkoelkast in een L-vormige keuken, de deur open op verlichte legplateaus")],
        link: { href: maker },
      },
      {
        name: "Koellades voor onder het werkblad",
        description:
          "Koellades onder het werkblad, precies waar je kookt: enkele of dubbele lades voor drankjes, groenten en dagverse producten, achter fronten die bij de keuken passen.",
        images: [
          img("drawer-closed", "Twee gesloten koellades onder een werkblad, achter greeploze keukenfronten"),
          img("drawer-open", "Een uitgetrokken koellade onder het werkblad, gevuld met groenten en flessen"),
          img("drawer-double", "Een dubbele lade, de bovenste open met drankjes en de onderste met verse producten"),
        ],
        link: { href: maker },
      },
      {
        name: "Inbouw-wijnklimaatkasten",
        description:
          "Wijnklimaatkasten voor een hoge keukenkast, met een stabiele temperatuur, weinig trillingen en uv-werend glas voor wijn die jarenlang bewaard wordt.",
        images: [img("wine-built-in", "Een ingebouwde wijnklimaatkast in een hoge keukenkast, flessen liggend op houten schappen")],
        link: { href: maker },
      },
      {
        name: "Onderbouw-wijnklimaatkasten",
        description:
          "Wijn op schenktemperatuur binnen handbereik van de eettafel: compacte kasten onder het werkblad, met één of twee temperatuurzones.",
        images: [img("wine-under-counter", "Een compacte wijnklimaatkast onder een keukenwerkblad, met glazen deur en zacht licht")],
        link: { href: maker },
      },
      {
        name: "Vrijstaande wijnklimaatkasten",
        description:
          "Kasten die geen keuken om zich heen nodig hebben, voor de eetkamer, het kantoor of de kelder, van enkele tientallen tot ruim honderd flessen.",
        images: [img("wine-freestanding", "Een vrijstaande wijnklimaatkast met een donkere glazen deur in een woonkamer")],
        link: { href: maker },
      },
      {
        name: "Koel- en vriesapparatuur",
        description:
          "Geïntegreerde koelkasten en vriezers die wegvallen achter de eigen keukenfronten, met stille compressoren en gelijkmatige koeling op elk legplateau.",
        images: [img("refrigeration-unit", "Een geïntegreerde koelkast achter een keukenfront, de deur open op glazen legplateaus")],
        link: { href: maker },
      },
    ],
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "Norcool begon met een eenvoudige vraag: waarom zou de koelkast de vorm van een keuken bepalen? Het antwoord waren apparaten die zich naar de ruimte voegen, niet andersom: hoekkoelkasten voor de plek die geen kast benut, lades onder het werkblad, wijnklimaatkasten die net als elke andere kast in een kolom staan.",
      "Het resultaat is Scandinavisch in de beste zin van het woord: ingetogen om te zien, praktisch in het gebruik en gemaakt om lang mee te gaan. Dat zijn producten waar we graag achter staan.",
    ],
    partnership: {
      title: `Partnerschap met ${site.name}`,
      paragraphs: [
        "Wij importeren Norcool voor Nederland en houden voorraad, onderdelen en productkennis hier, zodat keukenzaken met vertrouwen kunnen plannen en eigenaren hulp krijgen in hun eigen taal.",
        "Onze dealers krijgen training in elke serie, en onze servicedesk regelt garantie en reparaties rechtstreeks.",
      ],
    },
  },
  heritage: {
    title: "Wereldwijde achtergrond",
    intro:
      "Norcool hoort bij een grotere koeltechniekgroep waarvan de producten over de hele wereld worden verkocht. Die achtergrond zie je terug in de techniek, het testen en de levering van onderdelen.",
    stats: [
      { value: "100+", label: "Landen waar de groep actief is" },
      { value: "75+", label: "Jaar ervaring met koeltechniek" },
      { value: String(dealers.length), label: "Norcool-dealers, op de kaart hieronder" },
    ],
    paragraphs: [
      "Tientallen jaren koeltechniek voor woningen, winkels en professionele keukens geven Norcool een basis waar weinig specialisten aan kunnen tippen: beproefde compressoren, efficiënte isolatie en onderdelen die jarenlang leverbaar blijven.",
    ],
  },
  features: {
    title: "Waarom kiezen voor Norcool",
    intro: "Vier redenen waarom keukenontwerpers en eigenaren steeds weer voor Norcool kiezen.",
    items: [
      {
        icon: "layers",
        title: "Gemaakt om te passen",
        description: "Hoek-, lade- en kolommodellen benutten de ruimte die andere apparaten leeg laten.",
      },
      {
        icon: "sparkles",
        title: "Scandinavisch design",
        description: "Strakke lijnen en fronten in de stijl van de keuken, zodat de ruimte de aandacht krijgt en niet het apparaat.",
      },
      {
        icon: "leaf",
        title: "Zuinig koelen",
        description: "Goede isolatie en moderne compressoren houden het verbruik en het geluid laag.",
      },
      {
        icon: "wrench",
        title: "Ondersteuning dichtbij",
        description: "Voorraad, onderdelen en service in Nederland, van het team dat het merk importeert.",
      },
    ],
  },
  dealers: {
    title: "Vind een Norcool-dealer",
    intro: "Bekijk Norcool in een showroom bij jou in de buurt. Onze dealers adviseren je over maten, fronten en installatie.",
  },
  contact: {
    title: "Neem contact op",
    text: "Ben je een keuken met Norcool aan het plannen, of wil je Norcool-dealer worden? Schrijf ons, of log in op het dealerportaal voor prijzen en voorraad.",
  },
};
