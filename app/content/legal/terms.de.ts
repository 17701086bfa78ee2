import { site } from "../company.server";
import { euros, legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const t = legalFigures.terms;
const w = legalFigures.warranty;
const jahre = (n: number) => `${n} ${n === 1 ? "Jahr" : "Jahre"}`;

/** German (de) translation of ./terms.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const termsDocument: LegalDocument = {
  title: "Allgemeine Geschäftsbedingungen",
  description: `Die Allgemeinen Geschäftsbedingungen der ${site.legalName} für Angebote, Bestellungen, Lieferung, Zahlung und Reklamationen.`,
  keywords: ["allgemeine geschäftsbedingungen", "agb", "lieferung", "zahlung", "reklamationen", "eigentumsvorbehalt"],
  intro: `Diese Bedingungen gelten für jedes Angebot, das wir abgeben, und jeden Vertrag, den wir schließen. Wir haben sie in verständlicher Sprache verfasst.`,
  updated: "2026-11-22",
  numbered: "Artikel",
  sections: [
    {
      id: "definitions",
      title: "Begriffsbestimmungen",
      blocks: [
        "In diesen Bedingungen haben die folgenden Begriffe die hier angegebene Bedeutung:",
        {
          list: [
            `„Wir“, „uns“ und „unser“: die ${site.legalName}, eingetragen im niederländischen Handelsregister (Kamer van Koophandel) unter der Nummer ${site.chamberOfCommerce}.`,
            `„Kunde“ oder „Sie“: das Unternehmen oder die Privatperson, die uns um ein Angebot bittet oder mit uns einen Vertrag schließt.`,
            `„Verbraucher“: ein Kunde, der eine natürliche Person ist und nicht in Ausübung einer gewerblichen oder selbständigen beruflichen Tätigkeit handelt.`,
            `„Produkte“: die Geräte, Teile und Zubehörartikel, die wir verkaufen, sowie die Installations- oder sonstigen Arbeiten, die wir ausführen.`,
            `„Vertrag“: jeder Vertrag zwischen Ihnen und uns über die Lieferung von Produkten.`,
            `„Werktage“: Montag bis Freitag, ausgenommen gesetzliche Feiertage in den Niederlanden.`,
            `„Schriftlich“: auf Papier oder per E-Mail.`,
          ],
        },
      ],
    },
    {
      id: "applicability",
      title: "Geltungsbereich",
      blocks: [
        "Diese Bedingungen gelten für alle unsere Angebote, Kostenvoranschläge, Auftragsbestätigungen und Verträge sowie für die Produkte, die wir auf ihrer Grundlage liefern.",
        "Allgemeine Geschäftsbedingungen eines Kunden erkennen wir nicht an, es sei denn, wir haben ihnen schriftlich zugestimmt. Ist eine Bestimmung dieser Bedingungen nichtig oder wird sie aufgehoben, bleiben die übrigen Bestimmungen wirksam, und wir ersetzen die nichtige Bestimmung durch eine Bestimmung, die ihrem Zweck möglichst nahekommt.",
        "Sind Sie Verbraucher, schränkt nichts in diesen Bedingungen die Rechte ein, die Ihnen zwingendes Verbraucherrecht gewährt.",
      ],
    },
    {
      id: "offers",
      title: "Angebote und Kostenvoranschläge",
      blocks: [
        "Unsere Angebote und Kostenvoranschläge sind freibleibend und gelten für den darin angegebenen Zeitraum. Preise in einem Angebot gelten nur für die darin beschriebenen Mengen und Spezifikationen.",
        "Abbildungen, Maße und technische Daten in Prospekten, auf dieser Website und in Angeboten geben wir so genau wie möglich an; geringfügige Abweichungen berechtigen Sie jedoch nicht, vom Vertrag zurückzutreten oder Schadensersatz zu verlangen.",
      ],
    },
    {
      id: "agreement",
      title: "Zustandekommen des Vertrags",
      blocks: [
        "Ein Vertrag kommt zustande, wenn wir Ihre Bestellung schriftlich bestätigen oder wenn wir mit der Lieferung oder Ausführung der Bestellung beginnen, je nachdem, was zuerst eintritt.",
        "Händler bestellen über das Händlerportal; eine dort aufgegebene Bestellung wird durch die Auftragsbestätigung des Portals bestätigt. Für Händler gelten die Preise, die am Tag der Bestellung im Portal angezeigt werden.",
      ],
    },
    {
      id: "changes",
      title: "Änderung und Stornierung",
      blocks: [
        `Sie können uns innerhalb von ${t.changeOrCancelWorkingDays} Werktagen nach unserer Auftragsbestätigung bitten, eine Bestellung zu ändern oder zu stornieren. Eine Änderung oder Stornierung bindet uns erst, wenn wir ihr schriftlich zugestimmt haben.`,
        "Nach Ablauf dieser Frist oder bei Produkten, die wir eigens für Sie bestellen, bauen oder anpassen (zum Beispiel maßgefertigte Kühlräume oder Geräte mit individuellen Fronten), können wir Ihnen die bereits entstandenen Kosten und den Schaden, der uns durch die Änderung oder Stornierung entsteht, in Rechnung stellen.",
        "Eine Änderung kann den Liefertermin und den Preis verschieben. Wir teilen Ihnen beides mit, bevor wir die Änderung annehmen.",
      ],
    },
    {
      id: "prices",
      title: "Preise",
      blocks: [
        "Die Preise verstehen sich in Euro. Preise für Verbraucher enthalten die Mehrwertsteuer; Preise für Unternehmen verstehen sich zuzüglich Mehrwertsteuer, sofern nicht anders angegeben. Die Lieferkosten finden Sie auf unserer [Seite zu Versand und Lieferung](/shipping).",
        "Steigen nach Vertragsschluss die Kosten, die unseren Preis bestimmen, zum Beispiel weil ein Hersteller seinen Preis erhöht, sich Wechselkurse ändern oder Einfuhrzölle geändert werden, dürfen wir die Erhöhung an Sie weitergeben.",
        `Erhöhen wir den vereinbarten Preis um mehr als ${t.priceRiseThresholdPercent} %, können Sie den Vertrag kündigen, indem Sie uns dies innerhalb von ${t.priceRiseTerminationWorkingDays} Werktagen nach unserer Mitteilung der Erhöhung schriftlich erklären. Für den gekündigten Teil schulden Sie uns dann nichts, und wir erstatten Ihnen, was Sie dafür bereits gezahlt haben.`,
      ],
    },
    {
      id: "delivery",
      title: "Lieferung",
      blocks: [
        "Wir liefern an die Adresse, die Sie uns angeben. Lieferzeiten sind Richtwerte und keine verbindlichen Fristen, es sei denn, wir haben schriftlich einen festen Termin vereinbart. Erwarten wir eine Verspätung, teilen wir Ihnen dies mit einem neuen Termin mit, sobald wir davon wissen.",
        "Halten wir einen Liefertermin nicht ein, können Sie uns schriftlich eine angemessene Nachfrist zur Lieferung setzen und vom Vertrag zurücktreten, wenn wir auch innerhalb dieser Frist nicht liefern. Ein Verbraucher behält in diesem Fall alle Rechte, die ihm das Gesetz gewährt.",
        "Sie sorgen dafür, dass die Produkte sicher geliefert und hineingetragen werden können: ein freier Weg, ein geeigneter Boden und bei Einbaugeräten eine fertige Nische in der richtigen Größe. Scheitert die Lieferung, weil dies nicht der Fall ist, können wir die Kosten eines zweiten Zustellversuchs berechnen.",
      ],
    },
    {
      id: "risk-and-ownership",
      title: "Gefahrübergang und Eigentumsvorbehalt",
      blocks: [
        "Die Gefahr des Verlusts oder der Beschädigung geht auf Sie über, wenn die Produkte an Sie geliefert werden. Bei gewerblichen Kunden, die die Produkte abholen oder den Transport selbst organisieren, geht sie über, wenn die Produkte unser Lager verlassen.",
        "Die Produkte bleiben unser Eigentum, bis Sie alles bezahlt haben, was Sie uns aus dem Vertrag schulden, einschließlich Zinsen und Kosten. Bis dahin darf ein gewerblicher Kunde sie nur im gewöhnlichen Geschäftsverkehr weiterverkaufen und sie weder verpfänden noch Dritten ein sonstiges Recht daran einräumen.",
        "Kommen Sie Ihren Zahlungsverpflichtungen nicht nach, dürfen wir die Produkte, die noch in unserem Eigentum stehen, zurücknehmen. Sie gewähren uns und den von uns beauftragten Personen Zugang zu dem Ort, an dem sie sich befinden, und wirken an ihrer Abholung mit.",
        `Verweigern Sie diese Mitwirkung, schulden Sie uns für jeden Tag, an dem die Weigerung andauert, eine sofort fällige Vertragsstrafe von ${euros(t.repossessionPenaltyEurosPerDay, "de")}, unbeschadet unseres Rechts, stattdessen vollen Schadensersatz zu verlangen.`,
      ],
    },
    {
      id: "inspection",
      title: "Prüfung und Reklamationen",
      blocks: [
        "Bitte prüfen Sie die Produkte und, falls sich die Produkte noch darin befinden, die Verpackung, sobald sie geliefert werden.",
        `Melden Sie sichtbare Mängel, Transportschäden sowie fehlende oder falsche Artikel innerhalb von ${t.visibleDefectWorkingDays} Werktagen nach der Lieferung schriftlich bei uns.`,
        `Melden Sie Mängel, die bei der Prüfung vernünftigerweise nicht erkennbar waren (verborgene Mängel), schriftlich innerhalb von ${t.hiddenDefectMonths} Monaten nach dem Tag, an dem Sie sie entdeckt haben oder vernünftigerweise hätten entdecken müssen.`,
        `Eine Meldung beschreibt den Mangel so vollständig wie möglich, wo es hilft mit Fotos, und nennt die Auftragsnummer. Senden Sie sie an ${site.mailboxes.info} oder nutzen Sie für ein bereits verwendetes Produkt das [Serviceformular](/service-request). Solange wir die Meldung nicht geprüft haben, senden Sie das Produkt bitte nicht zurück und lassen Sie es nicht von Dritten reparieren.`,
        "Sind Sie Verbraucher, verlieren Sie durch eine Meldung nach Ablauf dieser Fristen Ihre gesetzlichen Rechte nicht, sofern Sie den Mangel innerhalb einer angemessenen Frist nach seiner Entdeckung melden.",
      ],
    },
    {
      id: "warranty",
      title: "Garantie",
      blocks: [
        `Wir gewähren die auf unserer [Garantieseite](/warranty) beschriebene Garantie: standardmäßig ${jahre(w.standardYears)} auf unsere Geräte, ${jahre(w.premiumWineStorageYears)} auf Premium-Weinlagerung und ${jahre(w.commercialYears)} auf Geräte im gewerblichen Einsatz. Eine Garantieverlängerung kann innerhalb von ${w.extendedPurchaseWithinDays} Tagen nach dem Kauf erworben werden.`,
        "Die Garantie gilt nicht für Mängel, die durch fehlerhafte Installation durch Dritte, unsachgemäßen Gebrauch, Vernachlässigung, mangelnde Wartung, nicht von uns oder in unserem Auftrag durchgeführte Reparaturen oder Änderungen oder durch normalen Verschleiß von Teilen wie Lampen, Dichtungen und Filtern verursacht werden.",
        "Ist ein Produkt mangelhaft und fällt der Mangel unter die Garantie, entscheiden wir, ob wir es reparieren, ersetzen oder den Kaufpreis erstatten. Das gesetzliche Recht des Verbrauchers auf ein vertragsgemäßes Produkt besteht neben dieser Garantie.",
      ],
    },
    {
      id: "payment",
      title: "Zahlung",
      blocks: [
        `Sofern wir nichts anderes schriftlich vereinbaren, zahlen Sie jede Rechnung innerhalb von ${t.paymentDays} Tagen nach Rechnungsdatum ohne Abzug oder Aufrechnung auf das in der Rechnung angegebene Konto.`,
        "Wir können vor der Lieferung Vorauszahlung oder eine Sicherheit verlangen, insbesondere für Produkte, die eigens für Sie bestellt werden. Von einem Verbraucher verlangen wir nie mehr als die Hälfte des Preises im Voraus.",
        "Eine Reklamation zu einer Lieferung setzt die Pflicht zur Zahlung des übrigen Teils dieser Lieferung oder anderer Lieferungen nicht aus.",
      ],
    },
    {
      id: "default",
      title: "Zahlungsverzug",
      blocks: [
        `Wird eine Rechnung nicht fristgerecht bezahlt, senden wir Ihnen eine schriftliche Mahnung. Sie befinden sich in Verzug, wenn Sie ${t.defaultNoticeWorkingDays} Werktage nach dieser Mahnung noch immer nicht gezahlt haben.`,
        "Ab Eintritt des Verzugs schulden Sie auf den fälligen Betrag die gesetzlichen Zinsen nach niederländischem Recht: bei Verbrauchern die gesetzlichen Zinsen (wettelijke rente), bei Unternehmen die gesetzlichen Zinsen für Handelsgeschäfte (wettelijke handelsrente).",
        "Ab diesem Zeitpunkt sind außerdem angemessene außergerichtliche Inkassokosten geschuldet. Bei Verbrauchern sind sie auf die vom niederländischen Recht festgelegten Beträge begrenzt und werden erst nach der gesetzlich vorgeschriebenen Mahnung berechnet.",
        "Solange Sie sich in Verzug befinden, dürfen wir weitere Lieferungen und Arbeiten aus jedem Vertrag mit Ihnen zurückhalten.",
      ],
    },
    {
      id: "liability",
      title: "Haftung und höhere Gewalt",
      blocks: [
        "Unsere Haftung für Schäden, die durch ein Produkt oder durch unsere Arbeiten verursacht werden, ist auf unmittelbare Schäden und auf den Rechnungswert der betreffenden Bestellung begrenzt. Für mittelbare Schäden wie entgangenen Gewinn, verlorene Vorräte (einschließlich Wein oder Waren, die in einem Gerät gelagert werden) oder Betriebsunterbrechungen haften wir nicht.",
        "Diese Beschränkungen gelten nicht für Schäden, die wir vorsätzlich oder grob fahrlässig verursacht haben, und nicht, soweit zwingendes Recht, einschließlich des Produkthaftungs- und des Verbraucherrechts, sie nicht zulässt.",
        "Wir haften nicht für Leistungsstörungen aufgrund von Umständen, die außerhalb unseres Einflussbereichs liegen, etwa Ausfälle von Herstellern oder Spediteuren, Verkehrsstörungen, behördliche Maßnahmen, Streiks, Brand, Überschwemmungen oder Epidemien. Dauert eine solche Lage so lange an, dass der anderen Partei ein weiteres Abwarten nicht zugemutet werden kann, kann jede Partei den betroffenen Teil des Vertrags schriftlich kündigen, ohne dass eine von ihnen Schadensersatz schuldet.",
      ],
    },
    {
      id: "law",
      title: "Anwendbares Recht und Streitigkeiten",
      blocks: [
        "Für jeden Vertrag mit uns und für diese Bedingungen gilt niederländisches Recht. Das Übereinkommen der Vereinten Nationen über Verträge über den internationalen Warenkauf (CISG) findet keine Anwendung.",
        `Streitigkeiten werden dem zuständigen niederländischen Gericht vorgelegt. Bevor Sie ein Gericht anrufen, teilen Sie uns das Problem bitte unter ${site.mailboxes.info} mit, damit wir versuchen können, es gemeinsam zu lösen.`,
        "Sind Sie Verbraucher mit Wohnsitz in einem anderen EU-Land, behalten Sie zusätzlich den Schutz der zwingenden Vorschriften des Rechts Ihres Landes und können wählen, das Gericht Ihres Wohnorts anzurufen.",
      ],
    },
  ],
};
