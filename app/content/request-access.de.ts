import type { RequestAccessCopy } from "./request-access";

/** German (de) translation of ./request-access.ts. */
export const requestAccess: RequestAccessCopy = {
  meta: {
    title: "Händlerzugang anfordern",
    description:
      "Händlerunterlagen wie Preislisten, hochaufgelöste Bilder und Schulungsmaterial stehen registrierten Händlern zur Verfügung. Fordern Sie den Zugang per E-Mail an.",
    keywords: ["Händlerzugang", "Händlerunterlagen", "Händlerportal"],
  },
  hero: {
    eyebrow: "Händlerunterlagen",
    title: "Händlerzugang anfordern",
    intro:
      "Preislisten, hochaufgelöste Produktbilder, Schulungsvideos und Marketingmaterial finden unsere registrierten Händler im Händlerportal.",
  },
  how: {
    title: "So fordern Sie den Zugang an",
    steps: [
      "Senden Sie uns eine E-Mail mit Ihrem Firmennamen, Ihrer Ansprechperson und den Marken, mit denen Sie arbeiten.",
      "Wir prüfen Ihre Angaben und antworten innerhalb von 48 Stunden.",
      "Sie erhalten Ihre Zugangsdaten für das Portal per E-Mail.",
    ],
    note: {
      before:
        "Bestehende Händler, die ihre Zugangsdaten verloren haben, können dieselbe Adresse verwenden. Sie möchten unsere Marken verkaufen? Lesen Sie zuerst mehr darüber, wie Sie ",
      link: "Händler werden",
      after: ".",
    },
  },
  ask: {
    title: "Per E-Mail anfragen",
    text: {
      before: "Die Schaltfläche öffnet Ihr E-Mail-Programm mit einem kurzen Formular zum Ausfüllen. Sie können auch direkt an",
      after: " schreiben.",
    },
    button: "Zugang per E-Mail anfordern",
  },
  mail: {
    subject: "Anfrage: Zugang zu den Händlerunterlagen",
    body: [
      "Guten Tag,",
      "",
      "ich möchte Zugang zu den Händlerunterlagen erhalten.",
      "",
      "Firmenname:",
      "Ansprechperson:",
      "Telefon:",
      "Händlernummer (falls vorhanden):",
      "Marken, für die ich mich interessiere:",
      "",
      "Mit freundlichen Grüßen",
    ],
  },
};
