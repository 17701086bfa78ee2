import type { DealerLocatorCopy } from "./dealer-locator";

/** French (fr) translation of ./dealer-locator.ts, the lock's Dutch hints included (PRODUCT.md 19). */
export const dealerLocator: DealerLocatorCopy = {
  listTitle: "Revendeurs",
  countries: { Netherlands: "Pays-Bas", Belgium: "Belgique", Luxembourg: "Luxembourg", Germany: "Allemagne" },
  place: "{city}, {country}",
  away: "· à {distance}",
  awayNote: " de distance",
  card: {
    close: "Fermer la fiche de {name}",
    website: "Site web",
    viewDetails: "Voir les détails",
  },
  search: {
    legend: "Trouver des revendeurs près de chez vous",
    locate: "Utiliser ma position",
    locating: "Recherche de votre position…",
    yourLocation: "votre position",
    label: "Ville ou code postal",
    placeholder: "p. ex. Zwolle ou 8011 AB",
    submit: "Trier",
    submitNote: " les revendeurs par distance",
    located: "Position détectée ! La carte affiche les revendeurs près de chez vous",
    sortedFrom: { before: "Triés par distance depuis ", after: "." },
    postcodeArea: "zone postale {area} ({town})",
    unknown: "Nous ne connaissons pas « {query} ». Essayez une ville néerlandaise ou un code postal comme 8011 AB.",
    reset: "Tout afficher dans l’ordre habituel",
  },
  map: {
    title: "Carte des revendeurs",
    region: "Carte des revendeurs",
    loading: "Chargement de la carte…",
    attribution: "© les contributeurs d’{link}",
  },
  lock: {
    lang: "fr",
    locked: "Maintenez Cmd/Ctrl enfoncée pour utiliser la carte",
    lockedTouch: "Choisissez un revendeur dans la liste pour l’afficher sur la carte",
    unlocked: "Carte disponible – défilement et clic autorisés",
  },
};
