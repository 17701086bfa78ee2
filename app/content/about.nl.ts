import type { AboutCopy } from "./about";
import { claims } from "./company.server";

/** Dutch (nl) translation of ./about.ts. */
export const about: AboutCopy = {
  hero: {
    eyebrow: "Over ons",
    title: "Premium apparatuur, persoonlijk ondersteund",
    intro:
      "We brengen exclusieve en bijzondere apparatuurmerken uit Scandinavië en Europa naar keukens, wijnkamers en werkplekken in de Benelux en Duitsland, en we blijven klaarstaan, ook als ze geïnstalleerd zijn.",
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "Ons bedrijf begon met een eenvoudige constatering: een aantal van de beste koel-, wijnbewaar- en droogproducten uit Europa was in Nederland moeilijk te kopen, te installeren en te onderhouden. Keukenstudio's wilden ze hebben en hun klanten vroegen erom, maar niemand had de onderdelen op voorraad, nam de telefoon in het Nederlands op of kende de producten goed genoeg om erover te adviseren.",
      "Die partner wilden wij zijn. Vandaag importeren en distribueren we zes premium merken, van Noorse koeling en Zweedse droogkasten tot Deense wijnklimaatkasten en Franse klimaatsystemen voor wijnkelders, en leveren we ze via een netwerk van geselecteerde dealers in de Benelux en Duitsland.",
      "Ons team heeft samen meer dan 25 jaar ervaring in apparatuur, wijnopslag en klimaatbeheersing. Die ervaring zie je terug in de merken die we kiezen en in de hulp die we na de verkoop bieden.",
    ],
  },
  mission: {
    title: "Onze missie",
    text: "Het kiezen, kopen en gebruiken van Europa's beste speciaalapparatuur makkelijk maken, met een zorgvuldig gekozen portfolio, deskundig advies en betrouwbare ondersteuning dichtbij.",
  },
  stats: {
    title: "In cijfers",
    items: [
      { value: claims.yearsExperience, label: "Jaar gezamenlijke ervaring" },
      { value: "Benelux & Duitsland", label: "Regionale dekking" },
      { value: String(claims.brandCount), label: "Premium merken" },
      { value: "100%", label: "Betrokkenheid bij onze partners" },
    ],
  },
  commitment: {
    title: "Onze belofte",
    items: [
      "Voorraad en onderdelen in Nederland, zodat reparaties niet op lange leveringsketens wachten.",
      "Producttraining voor elke dealer, zodat het advies in de showroom klopt.",
      "Een servicedesk die binnen 24 tot 48 uur reageert, in het Nederlands, Engels of Duits.",
    ],
  },
  values: {
    title: "Onze kernwaarden",
    items: [
      {
        title: "Kwaliteit boven kwantiteit",
        text: "We voeren weinig merken en kennen ze allemaal door en door. Een merk komt alleen in ons portfolio als de producten, de service en de mensen aan onze standaard voldoen.",
      },
      {
        title: "Partnerschap",
        text: "Onze dealers zijn partners, geen verkooppunten. We delen kennis, leads en marketingmateriaal, en we lossen problemen samen op.",
      },
      {
        title: "Ondersteuning die blijft",
        text: "Een apparaat is een belofte voor jaren. Ook lang na de factuur kan de klant rekenen op garantie, onderdelen en service.",
      },
    ],
  },
  links: {
    contact: { label: "Neem contact op", to: "/contact" },
    becomeDealer: { label: "Word dealer", to: "/become-dealer" },
  },
  facts: {
    title: "In het kort",
    countries: { one: "land", other: "landen" },
    dealers: { one: "dealer in ons netwerk", other: "dealers in ons netwerk" },
    since: "ons eerste merkpartnerschap",
    brands: "Onze merken",
  },
};
