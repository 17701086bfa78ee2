import { formatTimeRange } from "../lib/format-time";
import { officeHours } from "./company.server";
import type { Pages } from "./pages";

/** German (de) translation of ./pages.ts. */
export const pages: Pages = {
  "/about": {
    title: "Über uns",
    description:
      "Importeur und Distributor hochwertiger Haushalts- und Küchengeräte für die Benelux-Länder und Deutschland: sechs Marken, über 25 Jahre gemeinsame Erfahrung und Betreuung aus den Niederlanden.",
    keywords: ["über uns", "Unternehmen", "Distributor", "Importeur", "Mission", "Werte", "Erfahrung"],
  },
  "/contact": {
    title: "Kontakt",
    description: `Rufen Sie uns an, schreiben Sie eine E-Mail oder senden Sie uns eine Nachricht. Wir antworten innerhalb von 24 Stunden, Montag bis Freitag ${formatTimeRange(officeHours.weekdays, "de")}.`,
    keywords: ["Kontakt", "Telefon", "E-Mail", "Adresse", "Nachricht", "Frage", "Büro"],
  },
  "/news": {
    title: "Neuigkeiten",
    description: "Neuigkeiten zu unseren Marken, neuen Produkten und dem Markt für Weinklimaschränke und Hausgeräte.",
    keywords: ["neuigkeiten", "artikel", "aktuelles", "trends", "produkte", "blog"],
  },
  "/service-request": {
    title: "Serviceanfrage",
    description:
      "Melden Sie eine Störung oder fordern Sie eine Wartung für ein Gerät von Norcool, Thermocold, NIMO, Winefit, PeVino oder Winemaster an.",
    keywords: ["Service", "Reparatur", "Kundendienst", "Wartung", "Störung", "Techniker", "Anfrage"],
  },
  "/warranty": {
    title: "Garantiebedingungen",
    description:
      "Garantiezeiten, Garantieverlängerung, was abgedeckt ist und wie Sie einen Garantieanspruch geltend machen, mit unseren Reaktions- und Servicezeiten.",
    keywords: ["garantie", "garantiebedingungen", "garantieanspruch", "reparatur", "service", "leistungsumfang"],
  },
  "/manuals": {
    title: "Anleitungen",
    description: "Bedienungs-, Installations- und Wartungsanleitungen für Geräte von Norcool, Thermocold, NIMO und Winefit als PDF.",
    keywords: ["Anleitungen", "Bedienungsanleitung", "Anweisungen", "Benutzerhandbuch", "Installation", "PDF"],
  },
  "/downloads": {
    title: "Downloads",
    description: "Bedienungsanleitungen, Produktkataloge, Produktbilder und Schulungsvideos zu unseren Marken.",
    keywords: ["Downloads", "Katalog", "Kataloge", "Broschüre", "Bilder", "Videos", "Schulung", "Anleitungen"],
  },
};
