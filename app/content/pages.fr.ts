import { formatTimeRange } from "../lib/format-time";
import { officeHours } from "./company.server";
import type { Pages } from "./pages";

/** French (fr) translation of ./pages.ts. */
export const pages: Pages = {
  "/about": {
    title: "À propos",
    description:
      "Importateur et distributeur d’appareils électroménagers et de cuisine haut de gamme pour le Benelux et l’Allemagne : six marques, plus de 25 ans d’expérience cumulée et un service assuré depuis les Pays-Bas.",
    keywords: ["à propos", "entreprise", "distributeur", "importateur", "mission", "valeurs", "expérience"],
  },
  "/contact": {
    title: "Contact",
    description: `Appelez-nous, écrivez-nous un e-mail ou envoyez-nous un message. Nous répondons sous 24 heures, du lundi au vendredi, ${formatTimeRange(officeHours.weekdays, "fr")}.`,
    keywords: ["contact", "téléphone", "e-mail", "adresse", "message", "question", "bureau"],
  },
  "/news": {
    title: "Actualités",
    description: "Actualités de nos marques, nouveaux produits et évolution du marché des caves à vin et de l’électroménager.",
    keywords: ["actualités", "articles", "nouveautés", "tendances", "produits", "blog"],
  },
  "/service-request": {
    title: "Demande d’intervention",
    description: "Signalez une panne ou demandez un entretien pour un appareil Norcool, Thermocold, NIMO, Winefit, PeVino ou Winemaster.",
    keywords: ["service", "réparation", "assistance", "entretien", "panne", "technicien", "demande"],
  },
  "/warranty": {
    title: "Conditions de garantie",
    description:
      "Durées de garantie, extension de garantie, ce qui est couvert et comment faire une demande, avec nos délais d’intervention et nos horaires de service.",
    keywords: ["garantie", "conditions de garantie", "demande de garantie", "réparation", "service", "couverture"],
  },
  "/manuals": {
    title: "Modes d’emploi",
    description: "Modes d’emploi, notices d’installation et d’entretien des appareils Norcool, Thermocold, NIMO et Winefit, au format PDF.",
    keywords: ["modes d’emploi", "notice", "instructions", "guide d’utilisation", "installation", "pdf"],
  },
  "/downloads": {
    title: "Téléchargements",
    description: "Modes d’emploi, catalogues, images de produits et vidéos de formation de nos marques.",
    keywords: ["téléchargements", "catalogue", "catalogues", "brochure", "images", "vidéos", "formation", "modes d’emploi"],
  },
};
