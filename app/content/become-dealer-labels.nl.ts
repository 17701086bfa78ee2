import type { BecomeDealerLabels } from "./become-dealer-labels";

/** Dutch (nl) translation of ./become-dealer-labels.ts. */
export const becomeDealerLabels: BecomeDealerLabels = {
  apply: "Nu aanmelden",
  applyNote: " (opent het dealerportaal in een nieuw tabblad)",
  statsTitle: "Ons dealernetwerk in cijfers",
  brandCard: {
    facts: "Partner sinds {year} · Verkrijgbaar in {countries}",
    discover: "Ontdek {brand}",
  },
  portalLogin: { before: "Al dealer?", link: "Log in op het dealerportaal", after: "" },
  step: "Stap {number}: ",
  questions: { before: "Eerst nog vragen? Mail naar", between: "of bel", after: "." },
};
