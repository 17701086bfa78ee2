import { formatTimeRange } from "../../lib/format-time";
import { officeHours, serviceTimeIn, site } from "../company.server";
import { legalFigures, range, type ServiceHours } from "./figures";
import type { LegalDocument } from "./types";

const w = legalFigures.warranty;
const service = legalFigures.service;
const jahre = (n: number) => `${n} ${n === 1 ? "Jahr" : "Jahre"}`;
const serviceDays: Record<ServiceHours["id"], string> = { weekdays: "Montag bis Freitag", saturday: "Samstag", sunday: "Sonntag" };

/** German (de) translation of ./warranty.ts; the Dutch text is authoritative (PRODUCT.md 19). Indexed. */
export const warrantyDocument: LegalDocument = {
  title: "Garantiebedingungen",
  description:
    "Garantiezeiten, Garantieverlängerung, was abgedeckt ist und wie Sie einen Garantieanspruch geltend machen, mit unseren Reaktions- und Servicezeiten.",
  keywords: ["garantie", "garantiebedingungen", "garantieanspruch", "reparatur", "service", "leistungsumfang"],
  intro: `Auf jedes Gerät, das wir liefern, gibt es mindestens ${jahre(w.commercialYears)} Garantie und bis zu ${jahre(w.premiumWineStorageYears)} auf Premium-Weinlagerung. Wenn etwas nicht funktioniert, reagiert unser Serviceteam innerhalb von ${range(service.responseHours)} Stunden.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "periods",
      title: "Garantiezeiten",
      blocks: [
        {
          table: {
            caption: "Garantiezeit je Produktart und Nutzung",
            head: ["Produkt und Nutzung", "Garantie"],
            rows: [
              ["Geräte für den Haushaltsgebrauch (Standardgarantie)", jahre(w.standardYears)],
              ["Premium-Weinlagerung: Weinklimaschränke und Klimasysteme für Weinkeller", jahre(w.premiumWineStorageYears)],
              ["Geräte im gewerblichen Einsatz, etwa in Restaurants, Bars, Hotels und Büros", jahre(w.commercialYears)],
            ],
          },
        },
        "Die Garantiezeit beginnt mit dem Lieferdatum, das auf Ihrer Rechnung oder Ihrem Lieferschein steht. Bitte bewahren Sie Ihren Kaufbeleg auf.",
      ],
    },
    {
      id: "extended",
      title: "Garantieverlängerung",
      blocks: [
        `Für die meisten Geräte können Sie die Garantie verlängern. Eine Garantieverlängerung muss innerhalb von ${w.extendedPurchaseWithinDays} Tagen nach dem Kauf erworben werden, bei uns oder bei dem Händler, der Ihnen das Gerät verkauft hat. Laufzeit und Bedingungen sind im Zertifikat der Garantieverlängerung angegeben.`,
      ],
    },
    {
      id: "covered",
      title: "Was die Garantie abdeckt",
      blocks: [
        "Die Garantie deckt Material- und Herstellungsfehler ab, die bei normalem Gebrauch auftreten. Bei einem abgedeckten Mangel reparieren wir das Gerät oder ersetzen es, wenn eine Reparatur nicht möglich oder nicht sinnvoll ist. Ersatzteile, Arbeitszeit und bei Einbau- und schweren Geräten der Besuch des Technikers sind inbegriffen.",
      ],
    },
    {
      id: "not-covered",
      title: "Was die Garantie nicht abdeckt",
      blocks: [
        {
          list: [
            "Schäden durch einen Transport, den Sie selbst organisiert haben, durch einen Sturz oder durch einen Unfall;",
            "eine Installation, die nicht der Anleitung entspricht oder von jemandem vorgenommen wurde, der für die Installation des Geräts nicht qualifiziert ist;",
            "eine Nutzung, die nicht der Anleitung entspricht, einschließlich der gewerblichen Nutzung eines für den Haushaltsgebrauch verkauften Geräts über die Garantiezeit für gewerbliche Nutzung hinaus;",
            "mangelnde Reinigung und Wartung, etwa verstopfte Verflüssiger oder Filter;",
            "Reparaturen oder Änderungen durch andere als uns oder einen von uns autorisierten Techniker;",
            "Teile, die bei normalem Gebrauch verschleißen, wie Lampen, Türdichtungen, Filter und Glas;",
            "kosmetische Schäden, die die Funktion des Geräts nicht beeinträchtigen, sofern sie nicht bei der Lieferung gemeldet wurden.",
          ],
        },
      ],
    },
    {
      id: "claim",
      title: "So machen Sie einen Garantieanspruch geltend",
      blocks: [
        {
          ordered: true,
          list: [
            `Füllen Sie das [Serviceformular](/service-request) aus oder schreiben Sie eine E-Mail an [${site.mailboxes.technical}](mailto:${site.mailboxes.technical}).`,
            "Nennen Sie uns Marke, Modell und Seriennummer (auf dem Typenschild, meist im Inneren des Geräts), das Kaufdatum und das Problem. Fotos oder ein kurzes Video helfen unseren Technikern bei der Vorbereitung.",
            `Wir reagieren innerhalb von ${range(service.responseHours)} Stunden während der Servicezeiten und planen mit Ihnen eine Reparatur oder einen Technikerbesuch.`,
          ],
        },
        "Haben Sie Ihr Gerät bei einem Händler gekauft, können Sie sich auch an diesen Händler wenden; er arbeitet mit unserem Serviceteam zusammen.",
      ],
    },
    {
      id: "service-hours",
      title: "Servicezeiten",
      blocks: [
        {
          table: {
            caption: "Servicezeiten unseres technischen Teams",
            head: ["Tage", "Zeiten"],
            rows: service.hours.map(({ id }) => [serviceDays[id], serviceTimeIn(id, "de", "Nur Notfälle")]),
          },
        },
        `Die Servicezeiten sind unabhängig von unseren Bürozeiten (Montag bis Freitag ${formatTimeRange(officeHours.weekdays, "de")}). Sonntags bearbeiten wir nur Notfälle: zum Beispiel einen Kühlraum oder Weinkeller, der mit eingelagerter Ware nicht mehr kühlt.`,
      ],
    },
    {
      id: "statutory-rights",
      title: "Ihre gesetzlichen Rechte",
      blocks: [
        "Diese Garantie gilt zusätzlich zu Ihren gesetzlichen Rechten. Sind Sie Verbraucher, haben Sie Anspruch auf ein vertragsgemäßes Produkt; ist es das nicht, können Sie vom Verkäufer Reparatur oder Ersatz verlangen, auch nach Ablauf der Garantiezeit, solange Sie vernünftigerweise erwarten durften, dass das Produkt hält.",
      ],
    },
  ],
};
