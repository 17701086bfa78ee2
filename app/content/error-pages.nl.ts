import type { ErrorCopy, NotFoundCopy } from "./error-pages";

/** Dutch (nl) translation of ./error-pages.ts. */
export const notFoundPage: NotFoundCopy = {
  meta: { title: "Pagina niet gevonden", description: "De pagina die je zoekt, bestaat niet." },
  articleDescription: "Het artikel dat je zoekt, bestaat niet.",
  title: "Oeps! Pagina niet gevonden",
  text: "De pagina die je zoekt, bestaat niet of is verplaatst. Via de links hierboven en hieronder kom je bij onze merken en onze service- en contactpagina’s.",
  home: "Terug naar de startpagina",
};

export const errorPage: ErrorCopy = {
  title: "Er ging iets mis",
  description: "De pagina kon niet worden weergegeven.",
  text: { before: "De pagina kon niet worden weergegeven. Probeer het zo nog eens, of ga terug naar de", link: "startpagina", after: "." },
  articleText: {
    before: "Dit artikel kon niet worden weergegeven. Probeer het zo nog eens, of ga terug naar het",
    link: "nieuwsoverzicht",
    after: ".",
  },
};
