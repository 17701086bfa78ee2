import type { ShellCopy } from "./shell";

/** Dutch (nl) translation of ./shell.ts. */
export const shell: ShellCopy = {
  logo: "{name}, {tagline}, naar de startpagina",
  contactDetails: "Contactgegevens",
  office: "Kantoor gevestigd in Nederland",
  header: { company: "Bedrijf", brands: "Merken" },
  mobileMenu: {
    open: "Menu openen",
    close: "Menu sluiten",
    label: "Menu",
    portal: "Dealerportaal",
    brands: "Onze merken",
    navigation: "Navigatie",
  },
  footer: {
    about:
      "Importeur en distributeur van premium huishoud- en keukenapparatuur voor professionals en consumenten in de Benelux en Duitsland.",
    legal: "© {year} {company} · KvK {kvk} · btw-nr. {vat}",
    embedSettings: "Privacy-instellingen voor video’s en kaarten",
  },
  languages: "Taal",
  closeToast: "Melding sluiten",
};
