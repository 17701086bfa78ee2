import type { BecomeDealerCopy } from "./become-dealer";
import { brochures } from "./downloads";
import { claims } from "./company.server";

/** German (de) translation of ./become-dealer.ts. */
export const becomeDealer: BecomeDealerCopy = {
  meta: {
    title: "Händler werden",
    description:
      "Verkaufen Sie Norcool, Thermocold, NIMO, Winefit, PeVino und Winemaster: exklusive Marken, Lager in den Niederlanden, Schulungen und ein Händlerportal. Online bewerben in vier Schritten.",
    keywords: ["Händler werden", "Händler", "Fachhändler", "Partnerschaft", "Händlerportal", "Vertrieb", "bewerben"],
  },
  hero: {
    eyebrow: "Händler werden",
    title: "Wachsen Sie mit Europas Spezialmarken für Hausgeräte",
    intro:
      "Küchenstudios, Innenarchitekten, Weinfachhändler und Installateure in den Benelux-Ländern und Deutschland verkaufen unsere Marken mit Überzeugung: Produkte, nach denen Kunden fragen, Lagerware in der Nähe und ein Team, das hinter jedem Verkauf steht.",
  },
  stats: [
    { value: claims.yearsExperience, label: "Jahre gemeinsame Erfahrung" },
    { value: claims.activeDealers, label: "Aktive Händler" },
    { value: String(claims.countriesServed), label: "Länder" },
    { value: String(claims.brandCount), label: "Premiummarken" },
  ],
  benefits: {
    title: "Warum Händler mit uns arbeiten",
    intro: "Wir halten unser Sortiment bewusst klein, damit wir jeden Händler richtig unterstützen können.",
    items: [
      {
        icon: "star",
        title: "Exklusive Marken mit Profil",
        text: "Bieten Sie Geräte an, die Ihre Mitbewerber nicht haben: skandinavische Kühltechnik, schwedische Trockenschränke, dänische und französische Weinklimaschränke. Produkte, die einer Küche oder einem Weinraum Charakter geben.",
      },
      {
        icon: "building",
        title: "Lager in den Niederlanden",
        text: "Wir halten Geräte und Ersatzteile in unserem niederländischen Lager vorrätig. So können Sie realistische Liefertermine zusagen, und Reparaturen hängen nicht von langen Lieferketten ab.",
      },
      {
        icon: "users",
        title: "Produktschulungen",
        text: "Schulungen für Ihr Showroom- und Verkaufsteam, vor Ort und online, damit Ihre Kunden richtig beraten werden und die Installation auf Anhieb gelingt.",
      },
      {
        icon: "tag",
        title: "Gesunde Margen",
        text: "Klare Händlerpreise mit Raum für eine faire Marge und ohne Preiskampf: Wir wählen unsere Händler sorgfältig aus und setzen auf selektiven Vertrieb.",
      },
      {
        icon: "news",
        title: "Marketingunterstützung",
        text: "Produktbilder, Broschüren, POS-Material und Texte für Ihre Website und soziale Medien – sofort einsetzbar und mit jeder neuen Kollektion aktualisiert.",
      },
      {
        icon: "wrench",
        title: "Technischer Service und Kundendienst",
        text: "Unser technisches Team hilft Ihnen bei der Planung von Installationen, beantwortet Fragen Ihrer Monteure und bearbeitet Garantie- und Serviceanfragen, damit Sie sich auf den Verkauf konzentrieren können.",
      },
    ],
  },
  brands: {
    title: "Marken, die Sie anbieten können",
    intro: "Sechs Marken, die sich ergänzen – für Küchen, Weinräume, Keller und Betriebe. Wählen Sie die, die zu Ihren Kunden passen.",
  },
  portal: {
    title: "Alles, was Sie brauchen, im Händlerportal",
    intro:
      "Zugelassene Händler erhalten einen persönlichen Zugang zu unserem Händlerportal, rund um die Uhr erreichbar. Dort finden Sie Preise und Lagerbestände, und dort bestellen Sie.",
    features: [
      "Händlerpreise und aktuelle Lagerbestände für jedes Produkt",
      "Online-Bestellung mit Auftragsbestätigung und Sendungsverfolgung",
      "Bestellhistorie und Rechnungen an einem Ort",
      "Produktdatenblätter, Anleitungen, Bilder und Broschüren zum Herunterladen",
      "Marketingmaterial für Ihren Showroom, Ihre Website und soziale Medien",
      "Garantie- und Serviceanfragen für Ihre Kunden",
    ],
  },
  steps: {
    title: "So werden Sie Händler",
    intro: "Von der Bewerbung bis zum ersten Verkauf in vier Schritten.",
    items: [
      {
        title: "Online bewerben",
        text: "Registrieren Sie Ihr Unternehmen im Händlerportal: Ihre Daten, Ihr Showroom oder Ihre Werkstatt und die Marken, die Sie interessieren.",
      },
      {
        title: "Prüfung",
        text: "Wir prüfen Ihre Bewerbung, sehen uns Ihr Unternehmen, Ihren Showroom und Ihre Region an und melden uns innerhalb von 48 Stunden bei Ihnen.",
      },
      {
        title: "Partnergespräch",
        text: "Wir treffen uns, bei Ihnen oder bei uns, und vereinbaren Marken, Konditionen und die Unterstützung, die Sie brauchen.",
      },
      {
        title: "Unterstützung beim Start",
        text: "Sie erhalten Ihren Portalzugang, Schulungen für Ihr Team sowie Ausstellungs- und Marketingmaterial, um die Marken in Ihrem Showroom einzuführen.",
      },
    ],
  },
  brochure: {
    href: brochures.dealer,
    label: "Broschüre herunterladen",
  },
  closing: {
    title: "Bereit, mit uns zu wachsen?",
    text: "Bewerben Sie sich in wenigen Minuten online oder laden Sie zuerst die Händlerbroschüre herunter, um mehr über unsere Marken und Konditionen zu erfahren.",
  },
};
