import type { DealerLocatorCopy } from "./dealer-locator";

/** German (de) translation of ./dealer-locator.ts, the lock's Dutch hints included (PRODUCT.md 19). */
export const dealerLocator: DealerLocatorCopy = {
  listTitle: "Händler",
  countries: { Netherlands: "Niederlande", Belgium: "Belgien", Luxembourg: "Luxemburg", Germany: "Deutschland" },
  place: "{city}, {country}",
  away: "· {distance} entfernt",
  awayNote: " entfernt",
  card: {
    close: "Details zu {name} schließen",
    website: "Website",
    viewDetails: "Details ansehen",
  },
  search: {
    legend: "Händler in Ihrer Nähe finden",
    locate: "Meinen Standort verwenden",
    locating: "Ihr Standort wird ermittelt …",
    yourLocation: "Ihr Standort",
    label: "Ort oder Postleitzahl",
    placeholder: "z. B. Zwolle oder 8011 AB",
    submit: "Sortieren",
    submitNote: ": Händler nach Entfernung",
    located: "Standort erkannt! Die Karte zeigt Händler in Ihrer Nähe",
    sortedFrom: { before: "Sortiert nach Entfernung von ", after: "." },
    postcodeArea: "Postleitzahlgebiet {area} ({town})",
    unknown: "„{query}“ ist uns nicht bekannt. Versuchen Sie es mit einem niederländischen Ort oder einer Postleitzahl wie 8011 AB.",
    reset: "Alle wieder in der üblichen Reihenfolge anzeigen",
  },
  map: {
    title: "Händlerkarte",
    region: "Karte der Händler",
    loading: "Karte wird geladen …",
    attribution: "© {link}-Mitwirkende",
  },
  lock: {
    lang: "de",
    locked: "Halten Sie Cmd/Strg gedrückt, um die Karte zu bedienen",
    lockedTouch: "Wählen Sie einen Händler in der Liste, um ihn auf der Karte zu sehen",
    unlocked: "Karte verfügbar – Scrollen und Klicken sind möglich",
  },
};
