import { site } from "../company.server";
import { legalFigures, range } from "./figures";
import type { LegalDocument } from "./types";

const r = legalFigures.returns;
const visibleDefectDays = legalFigures.terms.visibleDefectWorkingDays;
const mail = `[${site.mailboxes.info}](mailto:${site.mailboxes.info})`;

/** German (de) translation of ./returns.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const returnsDocument: LegalDocument = {
  title: "Rückgabebedingungen",
  description: `Geben Sie ein Produkt innerhalb von ${r.windowDays} Tagen zurück: was zurückgegeben werden kann, wie es geht und wann Sie Ihr Geld zurückerhalten.`,
  keywords: ["rückgabe", "rückgaberecht", "erstattung", "umtausch", "widerruf"],
  intro: `Sie haben es sich anders überlegt? Ein bei uns gekauftes Produkt können Sie innerhalb von ${r.windowDays} Tagen nach der Lieferung zurückgeben. So funktioniert es.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "window",
      title: `Ihre Rückgabefrist von ${r.windowDays} Tagen`,
      blocks: [
        `Sie können ein Produkt innerhalb von ${r.windowDays} Tagen nach dem Tag der Lieferung ohne Angabe von Gründen zurückgeben. Das ist länger als die gesetzliche Widerrufsfrist für Fernabsatzkäufe, und es gilt unabhängig davon, ob Sie online, telefonisch oder per E-Mail bestellt haben.`,
        "Diese Bedingungen gelten für Produkte, die Sie direkt bei uns gekauft haben. Haben Sie bei einem unserer Händler gekauft, wenden Sie sich bitte an diesen Händler: Es gelten dessen eigene Rückgabebedingungen, und wir unterstützen den Händler bei der Abwicklung Ihrer Rückgabe.",
      ],
    },
    {
      id: "conditions",
      title: "Was zurückgegeben werden kann",
      blocks: [
        "Wir nehmen eine Rückgabe an, wenn das Produkt:",
        {
          list: [
            "unbenutzt, unbeschädigt und vollständig ist, mit allem Zubehör, allen Anleitungen und Teilen, die dazugehörten;",
            "sich in der Originalverpackung befindet oder ebenso sicher verpackt ist, falls die Originalverpackung nicht mehr vorhanden ist;",
            "nicht eingebaut, angeschlossen oder über das hinaus in Betrieb genommen wurde, was nötig ist, um zu sehen, dass es funktioniert, so wie Sie es auch in einem Geschäft tun würden.",
          ],
        },
        "Einige Produkte sind von der Rückgabe ausgeschlossen:",
        {
          list: [
            "Produkte, die nach Ihren Vorgaben hergestellt oder angepasst wurden, etwa maßgefertigte Kühlräume und Weinräume oder Geräte mit individuellen Fronten;",
            "Verbrauchsmaterial wie Filter und Gaskartuschen, sobald deren Versiegelung geöffnet wurde;",
            "Produkte, die installiert und benutzt wurden.",
          ],
        },
      ],
    },
    {
      id: "how",
      title: "So geben Sie ein Produkt zurück",
      blocks: [
        {
          ordered: true,
          list: [
            `Schreiben Sie innerhalb von ${r.windowDays} Tagen nach der Lieferung eine E-Mail an ${mail} mit Ihrer Auftragsnummer, dem Produkt, das Sie zurückgeben, und, wenn Sie möchten, dem Grund.`,
            "Wir antworten mit einer Rücksendenummer und teilen Ihnen mit, wohin Sie das Produkt senden, oder bieten an, es abzuholen. Großgeräte holen wir immer selbst ab, damit sie sicher transportiert werden.",
            "Verpacken Sie das Produkt sorgfältig und schreiben Sie die Rücksendenummer außen auf den Karton.",
            "Wenn das Produkt bei uns eintrifft, prüfen wir es und teilen Ihnen das Ergebnis mit.",
          ],
        },
        "Wenn Sie die Rücksendung selbst verschicken, nutzen Sie bitte einen Versanddienst mit Sendungsverfolgung und bewahren Sie den Versandnachweis auf, bis Ihnen der Betrag erstattet wurde.",
      ],
    },
    {
      id: "costs",
      title: "Rücksendekosten",
      blocks: [
        "Geben Sie ein Produkt zurück, weil Sie es sich anders überlegt haben, tragen Sie die Kosten der Rücksendung. Möchten Sie, dass wir es abholen, nennen wir Ihnen die Abholgebühr, bevor wir die Abholung veranlassen.",
        "Haben wir das falsche Produkt geliefert oder ist das Produkt bei Ankunft defekt oder beschädigt, tragen wir alle Rücksendekosten.",
      ],
    },
    {
      id: "refunds",
      title: "Erstattung",
      blocks: [
        `Sobald wir Ihre Rücksendung erhalten und geprüft haben, erstatten wir Ihnen den Betrag innerhalb von ${range(r.refundBusinessDays)} Werktagen über die Zahlungsart, mit der Sie bezahlt haben. Geben Sie eine vollständige Bestellung zurück, enthält die Erstattung die von Ihnen bezahlte Standardliefergebühr.`,
        "Zeigt das Produkt stärkere Gebrauchsspuren, als zum Ausprobieren nötig war, oder fehlen Teile, können wir den Wertverlust abziehen. Einen Abzug erläutern wir Ihnen immer schriftlich, bevor wir ihn vornehmen.",
      ],
    },
    {
      id: "damaged",
      title: "Beschädigte oder defekte Produkte",
      blocks: [
        `Bitte prüfen Sie Ihre Lieferung sofort. Melden Sie sichtbare Schäden oder fehlende Artikel innerhalb von ${visibleDefectDays} Werktagen nach der Lieferung, wie in unseren [Allgemeinen Geschäftsbedingungen](/general-terms-conditions) beschrieben, und wir reparieren oder ersetzen das Produkt kostenlos für Sie.`,
        "Ein Defekt, der später auftritt, wird im Rahmen unserer [Garantie](/warranty) behandelt, die von diesen Rückgabebedingungen unabhängig ist und Ihre gesetzlichen Rechte unberührt lässt.",
      ],
    },
  ],
};
