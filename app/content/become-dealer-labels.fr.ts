import type { BecomeDealerLabels } from "./become-dealer-labels";

/** French (fr) translation of ./become-dealer-labels.ts; no-break spaces (\u00a0) before : and ?. */
export const becomeDealerLabels: BecomeDealerLabels = {
  apply: "Postuler maintenant",
  applyNote: " (ouvre le portail revendeurs dans un nouvel onglet)",
  statsTitle: "Notre réseau de revendeurs en chiffres",
  brandCard: {
    facts: "Partenaire depuis {year} · Disponible\u00a0: {countries}",
    discover: "Découvrir {brand}",
  },
  portalLogin: { before: "Déjà revendeur\u00a0?", link: "Connectez-vous au portail revendeurs", after: "" },
  step: "Étape {number}\u00a0: ",
  questions: { before: "Des questions avant de postuler\u00a0? Écrivez à", between: "ou appelez le", after: "." },
};
