import type { AboutCopy } from "./about";
import { claims } from "./company.server";

/** German (de) translation of ./about.ts. */
export const about: AboutCopy = {
  hero: {
    eyebrow: "Über uns",
    title: "Hochwertige Geräte, persönlich betreut",
    intro:
      "Wir bringen exklusive Gerätemarken und Spezialisten aus Skandinavien und Europa in Küchen, Weinräume und Betriebe in den Benelux-Ländern und Deutschland – und bleiben auch nach der Installation an Ihrer Seite.",
  },
  story: {
    title: "Unsere Geschichte",
    paragraphs: [
      "Am Anfang unseres Unternehmens stand eine einfache Beobachtung: Einige der besten Kühl-, Weinlager- und Trocknungsprodukte Europas waren in den Niederlanden nur schwer zu kaufen, zu installieren und zu warten. Küchenstudios wollten sie, ihre Kunden fragten danach – doch niemand hatte Ersatzteile auf Lager, nahm das Telefon auf Niederländisch ab oder kannte die Produkte gut genug, um dazu zu beraten.",
      "Wir haben uns vorgenommen, dieser Partner zu sein. Heute importieren und vertreiben wir sechs Premiummarken, von norwegischer Kühltechnik und schwedischen Trockenschränken bis zu dänischen Weinklimaschränken und französischen Klimasystemen für Weinkeller, und liefern sie über ein Netz ausgewählter Händler in den Benelux-Ländern und Deutschland.",
      "Unser Team vereint mehr als 25 Jahre gemeinsame Erfahrung mit Hausgeräten, Weinlagerung und Klimatechnik. Diese Erfahrung zeigt sich in den Marken, die wir auswählen, und in der Unterstützung, die wir nach dem Kauf bieten.",
    ],
  },
  mission: {
    title: "Unsere Mission",
    text: "Europas beste Spezialgeräte leicht auswählbar, leicht erhältlich und angenehm im Alltag zu machen – mit einem sorgfältig gewählten Sortiment, fachkundiger Beratung und verlässlicher Betreuung vor Ort.",
  },
  stats: {
    title: "In Zahlen",
    items: [
      { value: claims.yearsExperience, label: "Jahre gemeinsame Erfahrung" },
      { value: "Benelux & Deutschland", label: "Regionale Abdeckung" },
      { value: String(claims.brandCount), label: "Premiummarken" },
      { value: "100 %", label: "Einsatz für unsere Partner" },
    ],
  },
  commitment: {
    title: "Unser Versprechen",
    items: [
      "Lagerbestand und Ersatzteile in den Niederlanden, damit Reparaturen nicht von langen Lieferketten abhängen.",
      "Produktschulungen für jeden Händler, damit die Beratung im Showroom stimmt.",
      "Ein Servicedesk, der innerhalb von 24 bis 48 Stunden antwortet – auf Niederländisch, Englisch oder Deutsch.",
    ],
  },
  values: {
    title: "Unsere Grundwerte",
    items: [
      {
        title: "Qualität vor Quantität",
        text: "Wir führen wenige Marken und kennen jede davon genau. Eine Marke kommt nur in unser Sortiment, wenn ihre Produkte, ihr Service und ihre Menschen unseren Ansprüchen genügen.",
      },
      {
        title: "Partnerschaft",
        text: "Unsere Händler sind Partner, keine Verkaufsstellen. Wir teilen Wissen, Kundenanfragen und Marketingmaterial und lösen Probleme gemeinsam.",
      },
      {
        title: "Betreuung, die bleibt",
        text: "Ein Gerät ist ein Versprechen über Jahre. Garantie, Ersatzteile und Service begleiten den Kunden – lange nach der Rechnung.",
      },
    ],
  },
  links: {
    contact: { label: "Kontakt aufnehmen", to: "/contact" },
    becomeDealer: { label: "Händler werden", to: "/become-dealer" },
  },
  facts: {
    title: "Auf einen Blick",
    countries: { one: "Land", other: "Länder" },
    dealers: { one: "Händler in unserem Netz", other: "Händler in unserem Netz" },
    since: "unsere erste Markenpartnerschaft",
    brands: "Unsere Marken",
  },
};
