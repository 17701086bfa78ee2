import { site } from "../company.server";
import { euros, legalFigures, range, type ShippingZone } from "./figures";
import type { LegalDocument } from "./types";

const s = legalFigures.shipping;
const visibleDefectDays = legalFigures.terms.visibleDefectWorkingDays;

const regions: Record<ShippingZone["id"], string> = { nl: "Nederland", "be-lu": "België en Luxemburg", de: "Duitsland" };

function deliveryTime(zone: ShippingZone): string {
  return zone.deliveryDays ? `${range(zone.deliveryDays)} werkdagen` : "Datum in overleg met jou";
}

/** Dutch (nl) translation of ./shipping.ts: the authoritative text (PRODUCT.md 19). */
export const shippingDocument: LegalDocument = {
  title: "Verzending & levering",
  description: `Bezorgkosten en levertijden voor Nederland, België, Luxemburg en Duitsland, levering van grote apparaten door twee bezorgers en installatie.`,
  keywords: ["verzending", "levering", "bezorgkosten", "gratis bezorging", "installatie"],
  intro: `We leveren in Nederland, België, Luxemburg en Duitsland. Boven een bestelwaarde die per land verschilt, is de bezorging gratis.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "rates",
      title: "Bezorgkosten en levertijden",
      blocks: [
        {
          table: {
            caption: "Bezorgkosten en levertijden per land (bedragen inclusief btw)",
            head: ["Levering naar", "Gratis bezorging vanaf", "Standaardbezorgkosten", "Levertijd"],
            rows: s.zones.map((zone) => [
              regions[zone.id],
              euros(zone.freeOverEuros, "nl"),
              euros(zone.standardEuros, "nl"),
              deliveryTime(zone),
            ]),
          },
        },
        "De bestelwaarde is de totale prijs van de producten in één bestelling, inclusief btw, zonder bezorgkosten. Levertijden gelden vanaf de dag waarop we je bestelling verzenden en zijn indicaties; we bevestigen de leverdag vooraf met je, zodat er iemand thuis kan zijn.",
        "Binnen Nederland plannen we elke levering telefonisch of per e-mail met je in, meestal kort nadat je bestelling is bevestigd.",
      ],
    },
    {
      id: "large-items",
      title: "Grote en zware apparaten",
      blocks: [
        `Artikelen van meer dan ${s.twoPersonTeamOverKg} kg worden door twee bezorgers geleverd. Zij dragen het apparaat je huis in, zetten het neer waar je wilt en kunnen de verpakking meenemen.`,
        "Zorg ervoor dat de route vrij is en dat deuren, trappen en liften breed genoeg zijn voor het apparaat in zijn verpakking. De afmetingen staan in de productdocumentatie; vraag het ons als je twijfelt.",
        "Koelkasten en wijnklimaatkasten moeten na transport een tijdje rechtop staan voordat je ze aanzet, zodat het koudemiddel tot rust kan komen. In de handleiding staat hoe lang.",
      ],
    },
    {
      id: "installation",
      title: "Installatie",
      blocks: [
        "Wij of een van onze gecertificeerde dealers kunnen inbouwapparaten, koelcellen en klimaatsystemen voor wijnkelders voor je installeren. Voor de installatie maken we een aparte offerte, nadat we de locatie met je hebben doorgenomen.",
        `Op ons installatiewerk geven we ${s.installationGuaranteeYears} jaar garantie vanaf de dag waarop het is afgerond. Deze installatiegarantie komt bovenop de [garantie](/warranty) op het product.`,
      ],
    },
    {
      id: "on-arrival",
      title: "Als je bestelling aankomt",
      blocks: [
        "Controleer de verpakking in het bijzijn van de chauffeur en noteer zichtbare schade op de afleverbon.",
        `Meld schade of ontbrekende artikelen binnen ${visibleDefectDays} werkdagen na levering via [${site.mailboxes.info}](mailto:${site.mailboxes.info}), zo mogelijk met foto’s. In de [algemene voorwaarden](/general-terms-conditions) en ons [retourbeleid](/return-policy) lees je wat er daarna gebeurt.`,
      ],
    },
    {
      id: "areas",
      title: "Waar we leveren",
      blocks: [
        "We leveren op adressen in Nederland, België, Luxemburg en Duitsland, in overleg ook op de Nederlandse en Duitse eilanden. Voor andere landen kun je contact met ons opnemen: misschien kunnen onze dealers je helpen.",
      ],
    },
  ],
};
