import type { ShellCopy } from "./shell";

/** French (fr) translation of ./shell.ts. */
export const shell: ShellCopy = {
  logo: "{name}, {tagline}, accueil",
  contactDetails: "Coordonnées",
  office: "Notre bureau est situé aux Pays-Bas",
  header: { company: "Entreprise", brands: "Marques" },
  mobileMenu: {
    open: "Ouvrir le menu",
    close: "Fermer le menu",
    label: "Menu",
    portal: "Portail revendeurs",
    brands: "Nos marques",
    navigation: "Navigation",
  },
  footer: {
    about:
      "Importateur et distributeur d’électroménager haut de gamme pour la maison et la cuisine, au service des professionnels et des particuliers au Benelux et en Allemagne.",
    legal: "© {year} {company} · KvK {kvk} · TVA {vat}",
    embedSettings: "Paramètres de confidentialité des vidéos et des cartes",
  },
  languages: "Langue",
  closeToast: "Fermer la notification",
};
