import type { SitemapCopy } from "./sitemap";

/** French (fr) translation of ./sitemap.ts. */
export const sitemapPage: SitemapCopy = {
  meta: {
    title: "Plan du site",
    description: "Toutes les pages du site en un coup d’œil : marques, service et assistance, informations légales et portail revendeurs.",
    keywords: ["plan du site", "aperçu", "pages"],
  },
  hero: { title: "Plan du site", intro: "Toutes les pages du site, classées par thème.", jump: "Aller à une rubrique" },
  groups: {
    main: {
      title: "Pages principales",
      home: "Accueil",
      about: "À propos",
      news: "Actualités",
      contact: "Contact",
      becomeDealer: "Devenir revendeur",
      requestAccess: "Demander un accès revendeur",
    },
    brands: { title: "Nos marques" },
    service: {
      title: "Service & assistance",
      request: "Demande d’intervention",
      warranty: "Conditions de garantie",
      manuals: "Modes d’emploi",
      downloads: "Téléchargements",
    },
    legal: {
      title: "Informations légales",
      terms: "Conditions générales",
      privacy: "Politique de confidentialité",
      returns: "Politique de retour",
      shipping: "Livraison",
      cookies: "Cookies",
    },
    external: {
      title: "Liens externes",
      login: "Connexion au portail revendeurs",
      register: "Inscription revendeur",
      network: "Réseau professionnel",
    },
  },
};
