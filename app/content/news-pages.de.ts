import type { NewsCardCopy, NewsPagesCopy } from "./news-pages";

/** German (de) translation of ./news-pages.ts. */
export const newsPages: NewsPagesCopy = {
  meta: {
    title: "Neuigkeiten",
    description: "Neuigkeiten zu unseren Marken, neuen Produkten und dem Markt für Weinklimaschränke und Hausgeräte.",
    keywords: ["neuigkeiten", "artikel", "aktuelles", "trends", "produkte", "blog"],
  },
  overview: {
    eyebrow: "Neuigkeiten",
    title: "Neuigkeiten und Einblicke",
    intro: "Neue Produkte unserer Marken, Trends bei Weinlagerung und Klimatechnik sowie Neuigkeiten aus unserem Händlernetz.",
    listLabel: "Artikel",
  },
  article: { back: "Zurück zu den Neuigkeiten", more: "Weitere Neuigkeiten" },
  share: {
    title: "Diesen Artikel teilen",
    fieldLabel: "Link zu diesem Artikel",
    copy: "Link kopieren",
    copied: "Der Link wurde in die Zwischenablage kopiert.",
    selected: "Der Link ist markiert: Drücken Sie Strg+C (oder Cmd+C), um ihn zu kopieren.",
    linkedIn: "Auf LinkedIn teilen",
    email: "Per E-Mail teilen",
  },
};

export const newsCard: NewsCardCopy = {
  featured: "Im Fokus",
  readMore: "Weiterlesen",
  readTime: "{minutes} Min. Lesezeit",
  categories: {
    "Industry Trends": "Branchentrends",
    "Product Innovation": "Produktinnovation",
    "Company News": "Unternehmensnachrichten",
  },
};
