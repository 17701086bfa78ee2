import type { BecomeDealerCopy } from "./become-dealer";
import { brochures } from "./downloads";
import { claims } from "./company.server";

/** Dutch (nl) translation of ./become-dealer.ts. */
export const becomeDealer: BecomeDealerCopy = {
  meta: {
    title: "Dealer worden",
    description:
      "Verkoop Norcool, Thermocold, NIMO, Winefit, PeVino en Winemaster: exclusieve merken, voorraad in Nederland, training en een dealerportaal. Meld je online aan in vier stappen.",
    keywords: ["dealer worden", "dealer", "wederverkoper", "partnerschap", "dealerportaal", "distributie", "aanmelden"],
  },
  hero: {
    eyebrow: "Dealer worden",
    title: "Groei met Europa's specialisten in apparatuur",
    intro:
      "Keukenstudio's, interieurontwerpers, wijnspecialisten en installateurs in de Benelux en Duitsland verkopen onze merken met vertrouwen: producten waar klanten om vragen, voorraad dichtbij en een team dat achter elke verkoop staat.",
  },
  stats: [
    { value: claims.yearsExperience, label: "Jaar gezamenlijke ervaring" },
    { value: claims.activeDealers, label: "Actieve dealers" },
    { value: String(claims.countriesServed), label: "Landen" },
    { value: String(claims.brandCount), label: "Premium merken" },
  ],
  benefits: {
    title: "Waarom dealers met ons samenwerken",
    intro: "We houden ons portfolio bewust klein, zodat we elke dealer goed kunnen ondersteunen.",
    items: [
      {
        icon: "star",
        title: "Exclusieve merken met karakter",
        text: "Bied apparatuur die je concurrenten niet hebben: Scandinavische koeling, Zweedse droogkasten, Deense en Franse oplossingen voor wijnopslag. Producten die een keuken of wijnkamer karakter geven.",
      },
      {
        icon: "building",
        title: "Voorraad in Nederland",
        text: "We houden voorraad en onderdelen aan in ons Nederlandse magazijn, zodat je realistische levertijden kunt beloven en reparaties niet op lange leveringsketens wachten.",
      },
      {
        icon: "users",
        title: "Producttraining",
        text: "Training voor je showroom- en verkoopteam, op locatie en online, zodat je klanten goed advies krijgen en de installatie in één keer goed is.",
      },
      {
        icon: "tag",
        title: "Gezonde marges",
        text: "Heldere dealerprijzen met ruimte voor een eerlijke marge, zonder prijzenslag: we kiezen onze dealers zorgvuldig en werken met selectieve distributie.",
      },
      {
        icon: "news",
        title: "Marketingondersteuning",
        text: "Productfoto's, brochures, winkelmateriaal en teksten voor je website en sociale media, klaar voor gebruik en bijgewerkt bij elke nieuwe collectie.",
      },
      {
        icon: "wrench",
        title: "Technische service en aftersales",
        text: "Ons technische team helpt je installaties te plannen, beantwoordt vragen van je monteurs en handelt garantie- en serviceaanvragen af, zodat jij je op verkopen kunt richten.",
      },
    ],
  },
  brands: {
    title: "Merken die je kunt aanbieden",
    intro: "Zes merken die elkaar aanvullen, voor keukens, wijnkamers, kelders en werkplekken. Kies de merken die bij je klanten passen.",
  },
  portal: {
    title: "Alles wat je nodig hebt in het dealerportaal",
    intro:
      "Goedgekeurde dealers krijgen een persoonlijke login voor ons dealerportaal, dag en nacht bereikbaar. Daar vind je prijzen en voorraad, en daar bestel je.",
    features: [
      "Dealerprijzen en actuele voorraad van elk product",
      "Online bestellen met orderbevestiging en track-and-trace",
      "Bestelgeschiedenis en facturen op één plek",
      "Productbladen, handleidingen, afbeeldingen en brochures om te downloaden",
      "Marketingmateriaal voor je showroom, website en sociale media",
      "Garantie- en serviceaanvragen voor je klanten",
    ],
  },
  steps: {
    title: "Zo word je dealer",
    intro: "Van aanmelding tot je eerste verkoop in vier stappen.",
    items: [
      {
        title: "Online aanmelden",
        text: "Registreer je bedrijf in het dealerportaal: je gegevens, je showroom of werkplaats en de merken waarin je geïnteresseerd bent.",
      },
      {
        title: "Beoordeling",
        text: "We beoordelen je aanmelding, kijken naar je bedrijf, showroom en regio en nemen binnen 48 uur contact met je op.",
      },
      {
        title: "Kennismakingsgesprek",
        text: "We ontmoeten elkaar, bij jou of bij ons, om afspraken te maken over merken, voorwaarden en de ondersteuning die je nodig hebt.",
      },
      {
        title: "Hulp bij de start",
        text: "Je krijgt je portallogin, training voor je team en display- en marketingmateriaal om de merken in je showroom te lanceren.",
      },
    ],
  },
  brochure: {
    href: brochures.dealer,
    label: "Brochure downloaden",
  },
  closing: {
    title: "Klaar om samen te groeien?",
    text: "Meld je in een paar minuten online aan, of download eerst de dealerbrochure om meer te lezen over onze merken en voorwaarden.",
  },
};
