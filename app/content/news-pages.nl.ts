import type { NewsCardCopy, NewsPagesCopy } from "./news-pages";

/** Dutch (nl) translation of ./news-pages.ts. */
export const newsPages: NewsPagesCopy = {
  meta: {
    title: "Nieuws",
    description: "Nieuws over onze merken, nieuwe producten en de markt voor wijnklimaatkasten en huishoudelijke apparatuur.",
    keywords: ["nieuws", "artikelen", "updates", "trends", "producten", "blog"],
  },
  overview: {
    eyebrow: "Nieuws",
    title: "Nieuws en inzichten",
    intro: "Nieuwe producten van onze merken, trends in wijnopslag en klimaatbeheersing, en nieuws uit ons dealernetwerk.",
    listLabel: "Artikelen",
  },
  article: { back: "Terug naar nieuws", more: "Meer nieuws" },
  share: {
    title: "Deel dit artikel",
    fieldLabel: "Link naar dit artikel",
    copy: "Link kopiëren",
    copied: "Link gekopieerd naar het klembord.",
    selected: "De link is geselecteerd: druk op Ctrl+C (of Cmd+C) om hem te kopiëren.",
    linkedIn: "Delen op LinkedIn",
    email: "Delen per e-mail",
  },
};

export const newsCard: NewsCardCopy = {
  featured: "Uitgelicht",
  readMore: "Lees meer",
  readTime: "{minutes} min lezen",
  categories: {
    "Industry Trends": "Markttrends",
    "Product Innovation": "Productinnovatie",
    "Company News": "Bedrijfsnieuws",
  },
};
