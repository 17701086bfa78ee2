import type { BecomeDealerLabels } from "./become-dealer-labels";

/** German (de) translation of ./become-dealer-labels.ts. */
export const becomeDealerLabels: BecomeDealerLabels = {
  apply: "Jetzt bewerben",
  applyNote: " (öffnet das Händlerportal in einem neuen Tab)",
  statsTitle: "Unser Händlernetz in Zahlen",
  brandCard: {
    facts: "Partner seit {year} · Erhältlich in {countries}",
    discover: "{brand} entdecken",
  },
  portalLogin: { before: "Bereits Händler?", link: "Im Händlerportal anmelden", after: "" },
  step: "Schritt {number}: ",
  questions: { before: "Vorab noch Fragen? Schreiben Sie an", between: "oder rufen Sie uns an unter", after: "." },
};
