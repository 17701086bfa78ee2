import { formatTimeRange } from "../../lib/format-time";
import { officeHours, serviceTimeIn, site } from "../company.server";
import { legalFigures, range, type ServiceHours } from "./figures";
import type { LegalDocument } from "./types";

const w = legalFigures.warranty;
const service = legalFigures.service;
const serviceDays: Record<ServiceHours["id"], string> = { weekdays: "Maandag tot en met vrijdag", saturday: "Zaterdag", sunday: "Zondag" };

/** Dutch (nl) translation of ./warranty.ts: the authoritative text (PRODUCT.md 19). Indexed. */
export const warrantyDocument: LegalDocument = {
  title: "Garantievoorwaarden",
  description:
    "Garantietermijnen, verlengde garantie, wat er onder de garantie valt en hoe je een claim indient, met onze reactietijden en servicetijden.",
  keywords: ["garantie", "garantievoorwaarden", "garantieclaim", "reparatie", "service", "dekking"],
  intro: `Op elk apparaat dat we leveren zit minstens ${w.commercialYears} jaar garantie, en tot ${w.premiumWineStorageYears} jaar op premium wijnopslag. Gaat er iets mis, dan reageert ons serviceteam binnen ${range(service.responseHours)} uur.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "periods",
      title: "Garantietermijnen",
      blocks: [
        {
          table: {
            caption: "Garantietermijn per soort product en gebruik",
            head: ["Product en gebruik", "Garantie"],
            rows: [
              ["Apparaten voor huishoudelijk gebruik (standaardgarantie)", `${w.standardYears} jaar`],
              ["Premium wijnopslag: wijnklimaatkasten en klimaatsystemen voor wijnkelders", `${w.premiumWineStorageYears} jaar`],
              ["Apparaten voor commercieel gebruik, zoals in restaurants, bars, hotels en kantoren", `${w.commercialYears} jaar`],
            ],
          },
        },
        "De garantietermijn gaat in op de leverdatum die op je factuur of afleverbon staat. Bewaar je aankoopbewijs goed.",
      ],
    },
    {
      id: "extended",
      title: "Verlengde garantie",
      blocks: [
        `Voor de meeste apparaten kun je de garantie verlengen. Een verlengde garantie moet binnen ${w.extendedPurchaseWithinDays} dagen na aankoop worden gekocht, bij ons of bij de dealer die je het apparaat heeft verkocht. De termijn en voorwaarden staan op het certificaat van de verlengde garantie.`,
      ],
    },
    {
      id: "covered",
      title: "Wat de garantie dekt",
      blocks: [
        "De garantie dekt materiaal- en fabricagefouten die bij normaal gebruik aan het licht komen. Bij een gedekt defect repareren we het apparaat of, als reparatie niet mogelijk of niet zinvol is, vervangen we het. Onderdelen, arbeidsloon en, voor inbouw- en zware apparaten, het bezoek van de monteur zijn inbegrepen.",
      ],
    },
    {
      id: "not-covered",
      title: "Wat de garantie niet dekt",
      blocks: [
        {
          list: [
            "schade door vervoer dat je zelf hebt geregeld, door een val of door een ongeluk;",
            "installatie die niet volgens de handleiding is uitgevoerd, of door iemand die niet bevoegd is het apparaat te installeren;",
            "gebruik dat niet volgens de handleiding is, waaronder commercieel gebruik van een apparaat dat voor huishoudelijk gebruik is verkocht, na afloop van de garantietermijn voor commercieel gebruik;",
            "gebrek aan reiniging en onderhoud, zoals verstopte condensors of filters;",
            "reparaties of wijzigingen door anderen dan wij of een monteur die wij hebben erkend;",
            "onderdelen die bij normaal gebruik slijten, zoals lampen, deurrubbers, filters en glas;",
            "cosmetische schade die de werking van het apparaat niet beïnvloedt, tenzij gemeld bij levering.",
          ],
        },
      ],
    },
    {
      id: "claim",
      title: "Zo dien je een claim in",
      blocks: [
        {
          ordered: true,
          list: [
            `Vul het [serviceformulier](/service-request) in, of mail naar [${site.mailboxes.technical}](mailto:${site.mailboxes.technical}).`,
            "Vermeld het merk, het model en het serienummer (op het typeplaatje, meestal binnen in het apparaat), de aankoopdatum en wat er mis is. Foto’s of een korte video helpen onze monteurs zich voor te bereiden.",
            `We reageren binnen ${range(service.responseHours)} uur tijdens de servicetijden en plannen samen met jou een reparatie of een bezoek van een monteur.`,
          ],
        },
        "Heb je je apparaat bij een dealer gekocht, dan kun je ook bij die dealer terecht; de dealer werkt samen met ons serviceteam.",
      ],
    },
    {
      id: "service-hours",
      title: "Servicetijden",
      blocks: [
        {
          table: {
            caption: "Servicetijden van ons technische team",
            head: ["Dagen", "Tijden"],
            rows: service.hours.map(({ id }) => [serviceDays[id], serviceTimeIn(id, "nl", "Alleen spoedgevallen")]),
          },
        },
        `De servicetijden staan los van onze kantoortijden (maandag tot en met vrijdag ${formatTimeRange(officeHours.weekdays, "nl")}). Op zondag handelen we alleen spoedgevallen af: bijvoorbeeld een koelcel of wijnkelder die niet meer koelt terwijl er voorraad in ligt.`,
      ],
    },
    {
      id: "statutory-rights",
      title: "Je wettelijke rechten",
      blocks: [
        "Deze garantie geldt naast je wettelijke rechten. Ben je consument, dan heb je recht op een product dat aan de overeenkomst beantwoordt; is dat niet zo, dan kun je de verkoper vragen het te repareren of te vervangen, ook na afloop van de garantietermijn, zolang je redelijkerwijs mocht verwachten dat het product zou meegaan.",
      ],
    },
  ],
};
