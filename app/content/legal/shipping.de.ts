import { site } from "../company.server";
import { euros, legalFigures, range, type ShippingZone } from "./figures";
import type { LegalDocument } from "./types";

const s = legalFigures.shipping;
const visibleDefectDays = legalFigures.terms.visibleDefectWorkingDays;
const jahr = (n: number) => `${n} ${n === 1 ? "Jahr" : "Jahre"}`;

const regions: Record<ShippingZone["id"], string> = { nl: "Niederlande", "be-lu": "Belgien und Luxemburg", de: "Deutschland" };

function deliveryTime(zone: ShippingZone): string {
  return zone.deliveryDays ? `${range(zone.deliveryDays)} Werktage` : "Termin nach Absprache mit Ihnen";
}

/** German (de) translation of ./shipping.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const shippingDocument: LegalDocument = {
  title: "Versand & Lieferung",
  description: `Lieferkosten und Lieferzeiten für die Niederlande, Belgien, Luxemburg und Deutschland, Lieferung großer Geräte durch zwei Personen und Installation.`,
  keywords: ["versand", "lieferung", "lieferkosten", "kostenlose lieferung", "installation"],
  intro: `Wir liefern in die Niederlande, nach Belgien, Luxemburg und Deutschland. Ab einem Bestellwert, der vom Land abhängt, ist die Lieferung kostenlos.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "rates",
      title: "Lieferkosten und Lieferzeiten",
      blocks: [
        {
          table: {
            caption: "Lieferkosten und Lieferzeiten je Land (Beträge inklusive Mehrwertsteuer)",
            head: ["Lieferung nach", "Kostenlose Lieferung ab", "Standardgebühr", "Lieferzeit"],
            rows: s.zones.map((zone) => [
              regions[zone.id],
              euros(zone.freeOverEuros, "de"),
              euros(zone.standardEuros, "de"),
              deliveryTime(zone),
            ]),
          },
        },
        "Der Bestellwert ist der Gesamtpreis der Produkte einer Bestellung einschließlich Mehrwertsteuer, ohne Liefergebühr. Lieferzeiten gelten ab dem Tag, an dem wir Ihre Bestellung versenden, und sind Richtwerte; wir bestätigen Ihnen den Liefertag im Voraus, damit jemand zu Hause sein kann.",
        "Innerhalb der Niederlande planen wir jede Lieferung telefonisch oder per E-Mail mit Ihnen, meist kurz nach der Bestätigung Ihrer Bestellung.",
      ],
    },
    {
      id: "large-items",
      title: "Große und schwere Geräte",
      blocks: [
        `Artikel mit einem Gewicht von mehr als ${s.twoPersonTeamOverKg} kg werden von einem Zwei-Personen-Team geliefert. Es trägt das Gerät in Ihre Wohnung, stellt es an den gewünschten Platz und kann die Verpackung mitnehmen.`,
        "Bitte sorgen Sie dafür, dass der Weg frei ist und Türen, Treppen und Aufzüge breit genug für das verpackte Gerät sind. Die Maße finden Sie in der Produktdokumentation; fragen Sie uns, wenn Sie unsicher sind.",
        "Kühlschränke und Weinklimaschränke sollten nach dem Transport eine Zeit lang aufrecht stehen, bevor sie eingeschaltet werden, damit sich das Kältemittel setzen kann. Wie lange, steht in der Bedienungsanleitung.",
      ],
    },
    {
      id: "installation",
      title: "Installation",
      blocks: [
        "Wir oder einer unserer zertifizierten Händler können Einbaugeräte, Kühlräume und Klimasysteme für Weinkeller für Sie installieren. Die Installation bieten wir gesondert an, nachdem wir den Aufstellort mit Ihnen geprüft haben.",
        `Auf unsere Installationsarbeiten gewähren wir ab dem Tag ihrer Fertigstellung eine Garantie von ${jahr(s.installationGuaranteeYears)}. Diese Installationsgarantie gilt zusätzlich zur [Garantie](/warranty) auf das Produkt.`,
      ],
    },
    {
      id: "on-arrival",
      title: "Wenn Ihre Bestellung ankommt",
      blocks: [
        "Prüfen Sie die Verpackung im Beisein des Fahrers und vermerken Sie sichtbare Schäden auf dem Lieferschein.",
        `Melden Sie Schäden oder fehlende Artikel innerhalb von ${visibleDefectDays} Werktagen nach der Lieferung an [${site.mailboxes.info}](mailto:${site.mailboxes.info}), wenn möglich mit Fotos. Wie es danach weitergeht, beschreiben die [Allgemeinen Geschäftsbedingungen](/general-terms-conditions) und unsere [Rückgabebedingungen](/return-policy).`,
      ],
    },
    {
      id: "areas",
      title: "Wohin wir liefern",
      blocks: [
        "Wir liefern an Adressen in den Niederlanden, Belgien, Luxemburg und Deutschland, nach Absprache auch auf die niederländischen und deutschen Inseln. Für andere Länder wenden Sie sich bitte an uns: Vielleicht können unsere Händler Ihnen weiterhelfen.",
      ],
    },
  ],
};
