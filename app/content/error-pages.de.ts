import type { ErrorCopy, NotFoundCopy } from "./error-pages";

/** German (de) translation of ./error-pages.ts. */
export const notFoundPage: NotFoundCopy = {
  meta: { title: "Seite nicht gefunden", description: "Die gesuchte Seite existiert nicht." },
  articleDescription: "Der gesuchte Artikel existiert nicht.",
  title: "Hoppla! Seite nicht gefunden",
  text: "Die gesuchte Seite existiert nicht oder wurde verschoben. Über die Links oben und unten gelangen Sie zu unseren Marken sowie zu unseren Service- und Kontaktseiten.",
  home: "Zurück zur Startseite",
};

export const errorPage: ErrorCopy = {
  title: "Etwas ist schiefgelaufen",
  description: "Die Seite konnte nicht angezeigt werden.",
  text: {
    before: "Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal oder kehren Sie zur",
    link: "Startseite",
    after: " zurück.",
  },
  articleText: {
    before: "Dieser Artikel konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal oder kehren Sie zur",
    link: "Übersicht der Neuigkeiten",
    after: " zurück.",
  },
};
