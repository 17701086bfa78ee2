import type { DealerLocatorCopy } from "./dealer-locator";

/** Dutch (nl) translation of ./dealer-locator.ts. The lock's hints are the spec's own (spec 4). */
export const dealerLocator: DealerLocatorCopy = {
  listTitle: "Dealers",
  countries: { Netherlands: "Nederland", Belgium: "België", Luxembourg: "Luxemburg", Germany: "Duitsland" },
  place: "{city}, {country}",
  away: "· op {distance} afstand",
  awayNote: " afstand",
  card: {
    close: "Details van {name} sluiten",
    website: "Website",
    viewDetails: "Details bekijken",
  },
  search: {
    legend: "Vind dealers bij jou in de buurt",
    locate: "Gebruik mijn locatie",
    locating: "Je locatie wordt bepaald…",
    yourLocation: "je locatie",
    label: "Plaats of postcode",
    placeholder: "bijv. Zwolle of 8011 AB",
    submit: "Sorteer",
    submitNote: " dealers op afstand",
    located: "Locatie gevonden! De kaart toont dealers bij jou in de buurt",
    sortedFrom: { before: "Gesorteerd op afstand vanaf ", after: "." },
    postcodeArea: "postcodegebied {area} ({town})",
    unknown: "We kennen “{query}” niet. Probeer een Nederlandse plaats of een postcode zoals 8011 AB.",
    reset: "Toon alles in de gewone volgorde",
  },
  map: {
    title: "Dealerkaart",
    region: "Kaart van de dealers",
    loading: "Kaart wordt geladen…",
    attribution: "© {link}-bijdragers",
  },
  lock: {
    lang: "nl",
    locked: "Houd Cmd/Ctrl ingedrukt om de kaart te gebruiken",
    lockedTouch: "Kies een dealer in de lijst om hem op de kaart te tonen",
    unlocked: "Kaart beschikbaar – scrollen en klikken is toegestaan",
  },
};
