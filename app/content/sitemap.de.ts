import type { SitemapCopy } from "./sitemap";

/** German (de) translation of ./sitemap.ts. */
export const sitemapPage: SitemapCopy = {
  meta: {
    title: "Sitemap",
    description: "Alle Seiten der Website auf einen Blick: Marken, Service und Support, rechtliche Informationen und das Händlerportal.",
    keywords: ["Sitemap", "Übersicht", "Seiten"],
  },
  hero: { title: "Sitemap", intro: "Alle Seiten der Website, nach Themen geordnet.", jump: "Zu einer Gruppe" },
  groups: {
    main: {
      title: "Hauptseiten",
      home: "Startseite",
      about: "Über uns",
      news: "Aktuelles",
      contact: "Kontakt",
      becomeDealer: "Händler werden",
      requestAccess: "Händlerzugang anfordern",
    },
    brands: { title: "Unsere Marken" },
    service: {
      title: "Service & Support",
      request: "Serviceanfrage",
      warranty: "Garantiebedingungen",
      manuals: "Bedienungsanleitungen",
      downloads: "Downloads",
    },
    legal: {
      title: "Rechtliches",
      terms: "Allgemeine Geschäftsbedingungen",
      privacy: "Datenschutzerklärung",
      returns: "Rückgabebedingungen",
      shipping: "Versand",
      cookies: "Cookies",
    },
    external: {
      title: "Externe Links",
      login: "Anmeldung im Händlerportal",
      register: "Händlerregistrierung",
      network: "Berufliches Netzwerk",
    },
  },
};
