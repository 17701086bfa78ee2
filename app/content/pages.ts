import { formatTimeRange } from "../lib/format-time";
import { officeHours } from "./company.server";
/**
 * Title, description and keywords of the site's own pages: their metadata and the search
 * index both read them from here, so each is written once. Translations sit beside this
 * file (`pages.nl.ts`, …); routes get their language's entry from their loader
 * (`pagesFor` in ./i18n/pages.server.ts).
 */
export interface PageInfo {
  title: string;
  description: string;
  keywords: string[];
}

export const pages = {
  "/about": {
    title: "About us",
    description:
      "Importer and distributor of premium home and kitchen appliances for the Benelux and Germany: six brands, over 25 years of combined experience, and support from the Netherlands.",
    keywords: ["about", "company", "distributor", "importer", "mission", "values", "experience"],
  },
  "/contact": {
    title: "Contact",
    description: `Call, e-mail or send us a message. We answer within 24 hours, Monday to Friday ${formatTimeRange(officeHours.weekdays, "en")}.`,
    keywords: ["contact", "phone", "email", "address", "message", "question", "office"],
  },
  "/news": {
    title: "News",
    description: "News about our brands, new products and the wine storage and appliance market.",
    keywords: ["news", "articles", "updates", "trends", "products", "blog"],
  },
  "/service-request": {
    title: "Service request",
    description: "Report a fault or ask for maintenance on a Norcool, Thermocold, NIMO, Winefit, PeVino or Winemaster appliance.",
    keywords: ["service", "repair", "support", "maintenance", "fault", "technician", "request"],
  },
  "/warranty": {
    title: "Warranty terms",
    description: "Warranty periods, extended warranty, what is covered and how to make a claim, with our service response times and hours.",
    keywords: ["warranty", "guarantee", "claim", "repair", "service", "coverage"],
  },
  "/manuals": {
    title: "Manuals",
    description: "User, installation and maintenance manuals for Norcool, Thermocold, NIMO and Winefit appliances, as PDF.",
    keywords: ["manuals", "manual", "instructions", "user guide", "installation", "pdf"],
  },
  "/downloads": {
    title: "Downloads",
    description: "User manuals, product catalogues, product images and training videos for our brands.",
    keywords: ["downloads", "catalog", "catalogue", "brochure", "images", "videos", "training", "manuals"],
  },
} satisfies Record<string, PageInfo>;

/** Every page's entry, the type each translation of ./pages.ts has. */
export type Pages = Record<keyof typeof pages, PageInfo>;
