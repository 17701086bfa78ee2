import type { DownloadsPageCopy } from "./downloads-page";

/** Dutch (nl) translation of ./downloads-page.ts. */
export const downloadsPage: DownloadsPageCopy = {
  hero: {
    eyebrow: "Downloads",
    title: "Downloadcentrum",
    intro: "Gebruikershandleidingen, productcatalogi, productafbeeldingen en trainingsvideo’s van de merken die wij distribueren.",
  },
  categories: { title: "Bladeren per categorie", files: "bestanden", browse: "Bekijken" },
  filter: {
    formLabel: "Downloads",
    search: "Downloads doorzoeken",
    placeholder: "Bestandsnaam, bijv. catalogus of NIMO",
    category: "Categorie",
    allCategories: "Alle categorieën",
    apply: "Filters toepassen",
  },
  list: {
    all: "Alle downloads",
    count: { one: "{count} bestand", other: "{count} bestanden" },
    archiveNote: ": {category} als één bestand",
    archiveAll: "alle downloads",
    empty: "Geen downloads gevonden. Pas je zoektermen of het categoriefilter aan.",
    clear: "Filters wissen",
    note: "De aantallen per categorie gaan over onze volledige bibliotheek; deze openbare lijst toont een selectie. Dealers vinden alle bestanden in het dealerportaal.",
  },
  resources: {
    label: "Meer materiaal",
    dealers: {
      title: "Materiaal voor dealers",
      text: "Dealers vinden de volledige bibliotheek in het dealerportaal: alle handleidingen, catalogi en trainingsvideo’s, productfoto’s in hoge resolutie, prijslijsten en marketingmateriaal. Gebruik je het dealerportaal nog niet? Vraag toegang aan, dan richten wij je account in.",
      link: "Dealertoegang aanvragen",
    },
    more: {
      title: "Extra materiaal nodig?",
      text: "Zoek je een document dat hier niet bij staat, een handleiding voor een ouder model of materiaal in een ander formaat? Vraag het ons.",
      documents: " (documenten en downloads)",
      images: " (afbeeldingen en marketingmateriaal)",
      phoneHours: " ({hours})",
    },
  },
};
