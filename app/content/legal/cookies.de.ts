import { embeds } from "../embeds";
import { site } from "../site";
import type { LegalDocument } from "./types";

/** German (de) translation of ./cookies.ts; the Dutch text is authoritative (PRODUCT.md 19). */
export const cookiesDocument: LegalDocument = {
  title: "Cookies",
  description: `${site.name} setzt keine eigenen Cookies. Was diese Website in Ihrem Browser speichert und was Videos und Karten anderer Dienste setzen würden.`,
  keywords: ["cookies", "lokaler speicher", "einwilligung", "eingebettete inhalte", "datenschutz"],
  intro:
    "Diese Website setzt keine eigenen Cookies und verwendet kein Tracking. Andere Dienste kommen erst ins Spiel, wenn Sie sich entscheiden, eines ihrer Videos oder eine ihrer Karten zu laden.",
  updated: "2026-11-22",
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
        "Wenn Sie sich entscheiden, Videos oder Karten immer zu laden, speichert Ihr Browser diese Entscheidung in seinem lokalen Speicher unter dem Namen embed-consent. Dieser Eintrag enthält nur zwei Ja-/Nein-Antworten, eine für Videos und eine für Karten. Er bleibt auf Ihrem Gerät, wird nie an uns gesendet, und Sie können ihn jederzeit unten oder in den Einstellungen Ihres Browsers ändern oder löschen.",
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
            head: ["Inhalt", "Dienst", "Wo er erscheint"],
            rows: [
              ["Marken- und Produktvideos", embeds.videoPlayer.provider, "Markenseiten und Startseite"],
              ["Interaktive Karten und Kartenkacheln", embeds.mapTiles.provider, "Kontaktbereich der Startseite, Händlersuche"],
            ],
          },
        },
        "Wie diese Dienste Cookies verwenden, beschreiben deren Datenschutz- und Cookie-Richtlinien. Für eingebettete Videos haben wir, wo der Dienst ihn anbietet, den Player mit erweitertem Datenschutz gewählt.",
      ],
    },
    {
      id: "change-choices",
      title: "Ihre Einstellungen ändern",
      blocks: [
        "Mit den Schaltern unten beenden oder erlauben Sie das automatische Laden von Videos und Karten. Das Ausschalten eines Schalters beendet das automatische Laden sofort; Cookies, die ein Dienst bereits gesetzt hat, löschen Sie in den Einstellungen Ihres Browsers. Wenn Sie nie eine Option „immer laden“ aktivieren, wird überhaupt nichts gespeichert.",
      ],
    },
  ],
};
