import type { NavigationCopy } from "./navigation";

/** German (de) translation of ./navigation.ts. */
export const navigation: NavigationCopy = {
  top: {
    about: "Über uns",
    news: "Aktuelles",
    service: "Service & Support",
    downloads: "Downloads",
    contact: "Kontakt",
    login: "Anmelden",
  },
  service: {
    request: "Serviceanfrage",
    warranty: "Garantiebedingungen",
    terms: "Allgemeine Geschäftsbedingungen",
    manuals: "Bedienungsanleitungen",
  },
  mobile: {
    about: "Über uns",
    news: "Aktuelles",
    contact: "Kontakt",
    serviceRequest: "Serviceanfrage",
    warranty: "Garantiebedingungen",
    terms: "AGB",
    manuals: "Bedienungsanleitungen",
    downloads: "Downloads",
  },
  footer: {
    brands: "Unsere Marken",
    company: { title: "Unternehmen", brands: "Marken", about: "Über uns", contact: "Kontakt", sitemap: "Sitemap" },
    legal: {
      title: "Rechtliches",
      privacy: "Datenschutzerklärung",
      terms: "Allgemeine Geschäftsbedingungen",
      returns: "Rückgabebedingungen",
      shipping: "Versand",
      cookies: "Cookies",
    },
    dealers: { title: "Händler", login: "Händler-Login", register: "Händler werden", info: "Informationen für Händler" },
  },
};
