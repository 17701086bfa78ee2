import type { SitemapCopy } from "./sitemap";

/** Dutch (nl) translation of ./sitemap.ts. */
export const sitemapPage: SitemapCopy = {
  meta: {
    title: "Sitemap",
    description: "Alle pagina’s van de site op één plek: merken, service en support, juridische informatie en het dealerportaal.",
    keywords: ["sitemap", "overzicht", "pagina’s"],
  },
  hero: { title: "Sitemap", intro: "Alle pagina’s van de site, per onderwerp.", jump: "Naar een groep" },
  groups: {
    main: {
      title: "Hoofdpagina’s",
      home: "Home",
      about: "Over ons",
      news: "Nieuws",
      contact: "Contact",
      becomeDealer: "Dealer worden",
      requestAccess: "Dealertoegang aanvragen",
    },
    brands: { title: "Onze merken" },
    service: {
      title: "Service & support",
      request: "Serviceaanvraag",
      warranty: "Garantievoorwaarden",
      manuals: "Handleidingen",
      downloads: "Downloads",
    },
    legal: {
      title: "Juridisch",
      terms: "Algemene voorwaarden",
      privacy: "Privacybeleid",
      returns: "Retourbeleid",
      shipping: "Verzending",
      cookies: "Cookies",
    },
    external: {
      title: "Extern",
      login: "Inloggen op het dealerportaal",
      register: "Registreren als dealer",
      network: "Professioneel netwerk",
    },
  },
};
