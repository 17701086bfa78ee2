import { formatTimeRange } from "../lib/format-time";
import { officeHours } from "./company.server";
import type { Pages } from "./pages";

/** Dutch (nl) translation of ./pages.ts. */
export const pages: Pages = {
  "/about": {
    title: "Over ons",
    description:
      "Importeur en distributeur van premium huishoud- en keukenapparatuur voor de Benelux en Duitsland: zes merken, meer dan 25 jaar gezamenlijke ervaring en ondersteuning vanuit Nederland.",
    keywords: ["over ons", "bedrijf", "distributeur", "importeur", "missie", "waarden", "ervaring"],
  },
  "/contact": {
    title: "Contact",
    description: `Bel, mail of stuur ons een bericht. We antwoorden binnen 24 uur, maandag tot en met vrijdag ${formatTimeRange(officeHours.weekdays, "nl")}.`,
    keywords: ["contact", "telefoon", "e-mail", "adres", "bericht", "vraag", "kantoor"],
  },
  "/news": {
    title: "Nieuws",
    description: "Nieuws over onze merken, nieuwe producten en de markt voor wijnklimaatkasten en huishoudelijke apparatuur.",
    keywords: ["nieuws", "artikelen", "updates", "trends", "producten", "blog"],
  },
  "/service-request": {
    title: "Serviceaanvraag",
    description: "Meld een storing of vraag onderhoud aan voor een apparaat van Norcool, Thermocold, NIMO, Winefit, PeVino of Winemaster.",
    keywords: ["service", "reparatie", "ondersteuning", "onderhoud", "storing", "monteur", "aanvraag"],
  },
  "/warranty": {
    title: "Garantievoorwaarden",
    description:
      "Garantietermijnen, verlengde garantie, wat er onder de garantie valt en hoe je een claim indient, met onze reactietijden en servicetijden.",
    keywords: ["garantie", "garantievoorwaarden", "garantieclaim", "reparatie", "service", "dekking"],
  },
  "/manuals": {
    title: "Handleidingen",
    description: "Gebruiks-, installatie- en onderhoudshandleidingen voor apparaten van Norcool, Thermocold, NIMO en Winefit, als pdf.",
    keywords: ["handleidingen", "handleiding", "instructies", "gebruiksaanwijzing", "installatie", "pdf"],
  },
  "/downloads": {
    title: "Downloads",
    description: "Gebruikershandleidingen, productcatalogi, productafbeeldingen en trainingsvideo's van onze merken.",
    keywords: ["downloads", "catalogus", "catalogi", "brochure", "afbeeldingen", "video's", "training", "handleidingen"],
  },
};
