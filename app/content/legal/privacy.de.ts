import { site } from "../company.server";
import { legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const days = legalFigures.privacy.retentionDays;
const info = `[${site.mailboxes.info}](mailto:${site.mailboxes.info})`;

/** German (de) translation of ./privacy.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const privacyDocument: LegalDocument = {
  title: "Datenschutzerklärung",
  description: `Welche personenbezogenen Daten ${site.name} über diese Website erhält, wozu, wie lange sie gespeichert werden und wie Sie sie löschen lassen.`,
  keywords: ["datenschutz", "personenbezogene daten", "DSGVO", "AVG", "datenschutzerklärung", "löschung"],
  intro: `Wir erheben so wenige personenbezogene Daten wie möglich: nur das, was Sie uns über ein Formular senden, gespeichert für ${days} Tage. Diese Website verwendet kein Tracking und keine Analysewerkzeuge.`,
  updated: "2026-12-01",
  sections: [
    {
      id: "controller",
      title: "Verantwortlicher",
      blocks: [
        `Verantwortlich für die hier beschriebenen personenbezogenen Daten ist die ${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, Niederlande (Handelsregister KvK ${site.chamberOfCommerce}). Bei Fragen zum Datenschutz schreiben Sie bitte an ${info}.`,
      ],
    },
    {
      id: "what-we-store",
      title: "Was wir speichern, wenn Sie ein Formular senden",
      blocks: [
        "Wir erhalten nur personenbezogene Daten, die Sie uns selbst über eines der Formulare dieser Website senden:",
        {
          list: [
            "Kontaktformulare: Ihr Name, Ihre E-Mail-Adresse und, falls angegeben, Ihr Unternehmen und ein Betreff, zusammen mit Ihrer Nachricht.",
            "Serviceformular: Ihr Name, Ihre E-Mail-Adresse und, falls angegeben, Ihre Telefonnummer; Marke, Modell, Seriennummer und Kaufdatum Ihres Geräts; eine Beschreibung des Problems und seiner Dringlichkeit.",
            "Händlerbewerbung: Ihr Name, Ihr Unternehmen, Ihre E-Mail-Adresse und Telefonnummer, die Marke, für die Sie sich interessieren, und Ihre Anmerkungen.",
          ],
        },
        "Zu jedem Formular speichern wir außerdem den Zeitpunkt des Versands, die Adresse der Seite, von der es gesendet wurde, und die Browserkennung, die Ihr Browser übermittelt (User-Agent), damit wir Problemen mit der Website nachgehen können. Die Formulare enthalten ein verborgenes Feld, um Spam-Roboter zu erkennen; so erkannte Formulare werden als Spam gekennzeichnet gespeichert und weder beantwortet noch weitergeleitet.",
        "Wird ein Formular ohne JavaScript gesendet, speichern wir außerdem einen Einweg-Fingerabdruck aus dem Inhalt des Formulars, Ihrer Netzwerkadresse (IP-Adresse) und dem Datum, damit ein versehentlich doppelt gesendetes Formular nur einmal gespeichert wird. Ihre IP-Adresse lässt sich daraus nicht zurückgewinnen, und die Adresse selbst speichern wir nicht.",
      ],
    },
    {
      id: "why",
      title: "Wozu wir die Daten verwenden",
      blocks: [
        "Wir verwenden Ihre Daten nur, um Ihr Anliegen zu bearbeiten: um Ihre Nachricht zu beantworten, um Ihr Gerät zu diagnostizieren und zu reparieren oder um Ihre Händlerbewerbung zu prüfen und Sie dazu zu kontaktieren. Wir leiten Ihr Formular per E-Mail an die Kolleginnen und Kollegen weiter, die es bearbeiten, und übermitteln es an unsere eigenen Systeme für Kundenkontakte und Serviceanfragen (etwa unser CRM- oder Helpdesk-System), die es nur in unserem Auftrag verarbeiten. Führt einer unserer autorisierten Händler oder Techniker eine Reparatur aus, geben wir ihm nur die Angaben, die er für den Auftrag benötigt.",
        "Rechtsgrundlage ist, dass Sie uns gebeten haben, diese Schritte vor oder im Rahmen eines Vertrags mit Ihnen zu unternehmen, oder unser berechtigtes Interesse daran, die uns erreichenden Anfragen zu beantworten. Wir verwenden Formulardaten niemals für Werbung, verkaufen sie niemals und senden niemals automatische Antworten oder Newsletter an die Adresse, die Sie angeben.",
      ],
    },
    {
      id: "retention",
      title: "Wie lange wir die Daten aufbewahren",
      blocks: [
        `Gesendete Formulare werden ${days} Tage nach dem Versand automatisch aus der Datenbank der Website gelöscht. Die Benachrichtigungs-E-Mails, die unsere Kolleginnen und Kollegen erhalten, bewahren wir nicht länger auf, als es für die Bearbeitung Ihres Anliegens nötig ist. Führt Ihr Anliegen zu einer Bestellung, einer Reparatur oder einem Händlervertrag, werden die dafür erforderlichen Daten in unserer Verwaltung so lange aufbewahrt, wie das Gesetz uns die Aufbewahrung von Geschäftsunterlagen vorschreibt.`,
      ],
    },
    {
      id: "erasure",
      title: "Ihre Rechte und wie Sie Ihre Daten löschen lassen",
      blocks: [
        `Sie können Auskunft über die Daten verlangen, die wir über Sie gespeichert haben, sie berichtigen lassen oder sie löschen lassen, bevor die ${days} Tage verstrichen sind. Schreiben Sie dazu von der Adresse, die Sie im Formular verwendet haben, eine E-Mail an ${info} und teilen Sie uns Ihr Anliegen mit. Wir löschen jedes unter dieser E-Mail-Adresse gespeicherte Formular und die zugehörigen E-Mails und bestätigen Ihnen dies, in der Regel innerhalb weniger Werktage.`,
        "Sie können der Verwendung Ihrer Daten auch widersprechen. Sind Sie mit der Bearbeitung Ihres Anliegens nicht zufrieden, können Sie sich bei der niederländischen Datenschutzbehörde (Autoriteit Persoonsgegevens) beschweren.",
      ],
    },
    {
      id: "no-tracking",
      title: "Kein Tracking, keine Analyse",
      blocks: [
        "Diese Website verwendet keine Analyse-, Werbe- oder Tracking-Werkzeuge und setzt keine eigenen Cookies. Wir erstellen keine Besucherprofile. Mehr dazu auf unserer [Cookie-Seite](/cookies).",
      ],
    },
    {
      id: "embeds",
      title: "Videos und Karten anderer Dienste",
      blocks: [
        "Einige Seiten können Videos und Karten anderer Unternehmen anzeigen. Beim Öffnen einer Seite wird nichts von diesen Diensten geladen: Sie sehen stattdessen ein lokales Bild mit einer Schaltfläche. Erst wenn Sie sich entscheiden, das Video oder die Karte zu laden, verbindet sich Ihr Browser mit dem Dienst, der dann Ihre IP-Adresse erhält und nach seiner eigenen Datenschutzerklärung eigene Cookies setzen kann.",
        "Wählen Sie die Option, Videos oder Karten immer zu laden, wird diese Entscheidung im lokalen Speicher dieses Browsers festgehalten, nur auf Ihrem Gerät; wir erhalten sie nicht. Sie können sie jederzeit auf der [Cookie-Seite](/cookies#embed-settings) ändern.",
      ],
    },
    {
      id: "server-logs",
      title: "Serverprotokolle",
      blocks: [
        "Unser Webserver protokolliert technische Ereignisse, etwa nicht gefundene Seiten und Fehler, mit Zeitpunkt und Seitenadresse, damit wir die Website funktionsfähig und sicher halten können. Er protokolliert nicht, wer welche Seite besucht. Zum Schutz der Formulare vor Missbrauch zählt der Server die Formularsendungen jeder Netzwerkadresse in der letzten Minute; diese Zählungen werden nur im Arbeitsspeicher gehalten und sind eine Minute später verschwunden.",
      ],
    },
    {
      id: "changes",
      title: "Änderungen dieser Erklärung",
      blocks: [
        "Wenn wir den Umgang mit personenbezogenen Daten ändern, aktualisieren wir diese Seite und das Datum oben. Wir verwenden Ihre Daten nicht auf neue Weise, ohne Sie vorher darüber zu informieren.",
      ],
    },
  ],
};
