import type { Lang } from "../lib/i18n";

/**
 * The notice an English page shows a visitor whose browser prefers Dutch, German or
 * French (PRODUCT.md 19): it offers the same page in that language. Each offer is written
 * in the language it offers, not translated from English, so every language's interface
 * set carries these same three (app/content/i18n/ui.server.ts).
 */
interface LanguageOfferCopy {
  /** Says the page exists in this language. */
  text: string;
  /** The link to it. */
  link: string;
  /** The close button's name. */
  dismiss: string;
}

export type LanguageOffers = Record<Exclude<Lang, "en">, LanguageOfferCopy>;

export const languageOffers: LanguageOffers = {
  nl: {
    text: "Deze pagina is ook in het Nederlands beschikbaar.",
    link: "Lees verder in het Nederlands",
    dismiss: "Melding sluiten",
  },
  de: {
    text: "Diese Seite gibt es auch auf Deutsch.",
    link: "Auf Deutsch weiterlesen",
    dismiss: "Hinweis schließen",
  },
  fr: {
    text: "Cette page existe aussi en français.",
    link: "Continuer en français",
    dismiss: "Fermer ce message",
  },
};
