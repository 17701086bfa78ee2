import type { NavigationCopy } from "./navigation";

/** French (fr) translation of ./navigation.ts. */
export const navigation: NavigationCopy = {
  top: {
    about: "À propos",
    news: "Actualités",
    service: "Service & assistance",
    downloads: "Téléchargements",
    contact: "Contact",
    login: "Connexion",
  },
  service: {
    request: "Demande d’intervention",
    warranty: "Conditions de garantie",
    terms: "Conditions générales",
    manuals: "Modes d’emploi",
  },
  mobile: {
    about: "À propos",
    news: "Actualités",
    contact: "Contact",
    serviceRequest: "Demande d’intervention",
    warranty: "Conditions de garantie",
    terms: "Conditions générales",
    manuals: "Modes d’emploi",
    downloads: "Téléchargements",
  },
  footer: {
    brands: "Nos marques",
    company: { title: "Entreprise", brands: "Marques", about: "À propos", contact: "Contact", sitemap: "Plan du site" },
    legal: {
      title: "Informations légales",
      privacy: "Politique de confidentialité",
      terms: "Conditions générales",
      returns: "Politique de retour",
      shipping: "Livraison",
      cookies: "Cookies",
    },
    dealers: { title: "Revendeurs", login: "Connexion revendeurs", register: "Devenir revendeur", info: "Informations revendeurs" },
  },
};
