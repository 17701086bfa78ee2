import { site } from "../company.server";
import { embedRows, storageRows } from "./cookies";
import type { LegalDocument } from "./types";

/** German (de) translation of ./cookies.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const cookiesDocument: LegalDocument = {
  title: "Cookies",
  description: `${site.name} setzt keine eigenen Cookies. Alles, was diese Website in Ihrem Browser speichert, und was Videos und Karten anderer Dienste setzen würden.`,
  keywords: ["cookies", "lokaler speicher", "einwilligung", "eingebettete inhalte", "datenschutz"],
  intro:
    "Diese Website setzt keine eigenen Cookies und verwendet kein Tracking. Andere Dienste kommen erst ins Spiel, wenn Sie sich entscheiden, eines ihrer Videos oder eine ihrer Karten zu laden.",
  updated: "2026-11-25",
  sections: [
    {
      id: "our-cookies",
      title: "Cookies, die wir setzen",
      blocks: [
        "Keine. Wir verwenden keine Cookies für Analyse oder Werbung oder um Sie bei einem späteren Besuch wiederzuerkennen. Die Seiten funktionieren vollständig ohne Cookies, daher gibt es auch kein Cookie-Banner, das Sie wegklicken müssten.",
      ],
    },
    {
      id: "local-storage",
      title: "Was wir in Ihrem Browser speichern",
      blocks: [
        "Statt Cookies legt die Website einige kurze Notizen im eigenen Speicher Ihres Browsers ab, damit sie sich an eine Entscheidung erinnert, die Sie getroffen haben. Sie bleiben auf Ihrem Gerät und werden nie an uns gesendet. Der lokale Speicher behält eine Notiz, bis Sie sie löschen; der Sitzungsspeicher vergisst sie, sobald Sie den Tab schließen.",
        {
          table: {
            caption: "Was diese Website in Ihrem Browser speichert",
            head: ["Was gespeichert wird", "Name", "Gespeichert im", "Wie lange"],
            rows: storageRows(
              {
                embedConsent: {
                  what: "Ihre Entscheidung, Videos oder Karten immer zu laden: je eine Ja-/Nein-Antwort",
                  lifetime: "Bis Sie sie unten ändern oder Ihre Browserdaten löschen",
                },
                dealerPopupSent: {
                  what: "Dass Sie die Händlerbewerbung im Pop-up gesendet haben, damit es nicht erneut fragt",
                  lifetime: "Bis Sie Ihre Browserdaten löschen",
                },
                dealerPopupClosed: {
                  what: "Dass Sie das Pop-up für Händlerbewerbungen geschlossen haben, damit es während Ihres Besuchs geschlossen bleibt",
                  lifetime: "Bis Sie den Tab schließen",
                },
                languageNoticeClosed: {
                  what: "Dass Sie den Hinweis geschlossen haben, die Website in Ihrer Sprache zu lesen",
                  lifetime: "Bis Sie den Tab schließen",
                },
              },
              { local: "Lokaler Speicher", session: "Sitzungsspeicher" },
            ),
            codeColumns: [1],
          },
        },
        "Sie können diese Notizen jederzeit in den Einstellungen Ihres Browsers (Websitedaten) löschen. Ihre Entscheidungen zu Videos und Karten können Sie auch unten ändern.",
      ],
    },
    {
      id: "embeds",
      title: "Videos und Karten anderer Dienste",
      blocks: [
        "Bis Sie sich entscheiden, sie zu laden, werden Videos und Karten als lokales Bild angezeigt, und es geht keine Anfrage an einen anderen Dienst. Sobald Sie eines davon laden, kann dieser Dienst eigene Cookies oder ähnliche Speicher setzen und erhält Ihre IP-Adresse, wie bei jeder Website, die Sie besuchen:",
        {
          table: {
            caption: "Dienste, die auf Wunsch geladen werden können",
            head: ["Inhalt", "Dienst", "Adresse", "Wo er erscheint"],
            rows: embedRows(
              {
                videoPlayer: { content: "Hintergrundfilm der PeVino-Seite", where: "Markenseite von PeVino" },
                demoVideo: { content: "Demo: Montage der Norcool-Fronten", where: "Startseite, Abschnitt „Wählen Sie Ihre Ausführung“" },
                officeMap: { content: "Karte mit unserem Büro", where: "Startseite, Kontaktbereich" },
                mapTiles: { content: "Karte mit unseren Händlern", where: "Markenseite von Norcool, Händlersuche" },
              },
              "Unser Video-Hoster",
            ),
            codeColumns: [2],
          },
        },
        "Wie diese Dienste Cookies verwenden, beschreiben deren Datenschutz- und Cookie-Richtlinien. Für eingebettete Videos haben wir, wo der Dienst ihn anbietet, den Player mit erweitertem Datenschutz gewählt.",
      ],
    },
    {
      id: "change-choices",
      title: "Ihre Einstellungen ändern",
      blocks: [
        "Mit den Schaltern unten beenden oder erlauben Sie das automatische Laden von Videos und Karten. Das Ausschalten eines Schalters beendet das automatische Laden sofort; Cookies, die ein Dienst bereits gesetzt hat, löschen Sie in den Einstellungen Ihres Browsers. Wenn Sie nie eine Option „immer laden“ aktivieren, wird zu Videos und Karten nichts gespeichert.",
      ],
    },
  ],
};
