import type { ShellCopy } from "./shell";

/** German (de) translation of ./shell.ts. */
export const shell: ShellCopy = {
  logo: "{name}, {tagline}, zur Startseite",
  contactDetails: "Kontaktdaten",
  office: "Büro in den Niederlanden",
  header: { company: "Unternehmen", brands: "Marken" },
  mobileMenu: {
    open: "Menü öffnen",
    close: "Menü schließen",
    label: "Menü",
    portal: "Händlerportal",
    brands: "Unsere Marken",
    navigation: "Navigation",
  },
  footer: {
    about:
      "Importeur und Vertrieb von Premium-Haushalts- und Küchengeräten für Fachleute und Privatkunden in den Benelux-Ländern und Deutschland.",
    legal: "© {year} {company} · KvK {kvk} · USt-IdNr. {vat}",
    embedSettings: "Datenschutzeinstellungen für Videos und Karten",
  },
  languages: "Sprache",
  closeToast: "Hinweis schließen",
};
