import type { NavigationCopy } from "./navigation";

/** Dutch (nl) translation of ./navigation.ts. */
export const navigation: NavigationCopy = {
  top: { about: "Over ons", news: "Nieuws", service: "Service & support", downloads: "Downloads", contact: "Contact", login: "Inloggen" },
  service: {
    request: "Serviceaanvraag",
    warranty: "Garantievoorwaarden",
    terms: "Algemene voorwaarden",
    manuals: "Handleidingen",
  },
  mobile: {
    about: "Over ons",
    news: "Nieuws",
    contact: "Contact",
    serviceRequest: "Serviceaanvraag",
    warranty: "Garantievoorwaarden",
    terms: "Voorwaarden",
    manuals: "Handleidingen",
    downloads: "Downloads",
  },
  footer: {
    brands: "Onze merken",
    company: { title: "Bedrijf", brands: "Merken", about: "Over ons", contact: "Contact", sitemap: "Sitemap" },
    legal: {
      title: "Juridisch",
      privacy: "Privacybeleid",
      terms: "Algemene voorwaarden",
      returns: "Retourbeleid",
      shipping: "Verzending",
      cookies: "Cookies",
    },
    dealers: { title: "Dealers", login: "Inloggen voor dealers", register: "Dealer worden", info: "Informatie voor dealers" },
  },
};
