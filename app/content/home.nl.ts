import { formatTimeRange } from "../lib/format-time";
import { homeContent as en, type HomeContent, type HomeImage } from "./home";
import { claims, officeHours, site } from "./company.server";
import type { NavLink } from "./navigation";

/** Dutch (nl) translation of ./home.ts: its texts; pictures, links and figures are English's. */
const alt = (image: HomeImage, text: string): HomeImage => ({ ...image, alt: text });
const label = <T extends NavLink>(link: T, text: string): T => ({ ...link, label: text });
const { hero, showcases, configurator, dryingSeries } = en;
const [custom, stainless, black] = configurator.finishes;
const [eco, sensor, easy] = dryingSeries.products;

export const homeContent: HomeContent = {
  meta: {
    title: `${site.name}: premium huishoud- en keukenapparatuur voor de Benelux en Duitsland`,
    description:
      "Importeur en distributeur van Norcool, Thermocold, NIMO, Winefit, PeVino en Winemaster: premium koeling, wijnklimaatkasten, klimaatbeheersing en droogkasten, met dealers en lokale ondersteuning in de Benelux en Duitsland.",
    keywords: [
      "premium apparatuur",
      "importeur",
      "distributeur",
      "wijnklimaatkasten",
      "ladekoelkasten",
      "droogkasten",
      "wijnkelderklimaat",
      "Benelux",
      "Duitsland",
      "dealers",
    ],
  },
  hero: {
    ...hero,
    eyebrow: "Import & distributie · Benelux & Duitsland",
    title: "Premium apparatuur van Europa's specialisten",
    intro:
      "We importeren en distribueren zes premium merken in koeling, wijnopslag, klimaatbeheersing en droogkasten, en we staan achter de dealers, keukenstudio's en huiseigenaren die ervoor kiezen.",
    dealerLogin: label(hero.dealerLogin, "Dealerlogin"),
    becomeDealer: label(hero.becomeDealer, "Word dealer"),
    explore: label(hero.explore, "Ontdek onze merken"),
    stats: [
      { value: claims.yearsExperience, label: "Jaar gezamenlijke ervaring" },
      { value: "Benelux & Duitsland", label: "Regionale dekking" },
      { value: "Premium", label: "Merkenportfolio" },
    ],
    image: alt(hero.image, ""),
  },
  brands: {
    eyebrow: "Onze merken",
    title: "Zes specialisten, één partner",
    intro:
      "Elk merk is toonaangevend in zijn vakgebied, van Scandinavische koeling tot Frans kelderklimaat. We importeren ze allemaal, houden ze op voorraad en ondersteunen ze, zodat dealers en hun klanten met één team te maken hebben.",
    partnerSince: "Partner sinds",
    cardLink: "Ontdek",
    flags: "Landen waar {distributor} {brand} levert",
    flag: "{distributor} levert {brand} in {country}",
  },
  showcases: {
    norcool: {
      ...showcases.norcool,
      eyebrow: "Norcool · Scandinavische koeling",
      title: "Koeling die opgaat in de keuken",
      text: "De ladekoelkasten, hoekkoelkasten en wijnklimaatkasten van Norcool worden in het keukenmeubel ingebouwd in plaats van ernaast te staan. De lades gaan open waar je ze nodig hebt, bij het kookeiland, de bar of de voorraadkast, en houden eten en wijn op precies de juiste temperatuur.",
      points: [
        "Onderbouwlades en hoekoplossingen",
        "Inbouw- en vrijstaande wijnklimaatkasten",
        "Onderdeel van een groep die actief is in meer dan 100 landen",
      ],
      image: alt(
        showcases.norcool.image,
        "Een eikenhouten keukenwand met een roestvrijstalen koelkast met twee lades, ingebouwd onder het werkblad",
      ),
      video: { ...showcases.norcool.video, label: "Animatie: de bovenste lade van de koelkast schuift open en weer dicht" },
      explore: label(showcases.norcool.explore, "Ontdek Norcool"),
      priceLogin: label(showcases.norcool.priceLogin, "Inloggen voor dealerprijzen"),
      contact: label(showcases.norcool.contact, "Neem contact op"),
    },
    thermocold: {
      ...showcases.thermocold,
      eyebrow: "Thermocold · Klimaatbeheersing",
      title: "Koelcellen en wijnkamers, op maat gebouwd",
      text: "Van een inloopkoelcel voor een restaurant tot een wijnkamer achter glas in een woonhuis: Thermocold ontwerpt isolatie, koeling en deuren als één systeem, en onze monteurs installeren het in de hele Benelux en Duitsland.",
      points: ["Koelcellen en wijnkamers op maat", "Koelunits afgestemd op de ruimte", "Installatie en service door ons eigen team"],
      image: alt(
        showcases.thermocold.image,
        "Een wijnkamer achter een glazen wand met stalen kozijnen, de rekken warm verlicht onder een koelunit",
      ),
      explore: label(showcases.thermocold.explore, "Meer informatie"),
      contact: label(showcases.thermocold.contact, "Informatie aanvragen"),
    },
    nimo: {
      ...showcases.nimo,
      eyebrow: "NIMO · Zweedse droogkasten",
      title: "Zacht gedroogd, 's ochtends klaar",
      text: "Een NIMO-droogkast droogt werkkleding, skikleding en natte laarzen in één nacht met warme, circulerende lucht. Hij verbruikt veel minder energie dan een wasdroger en laat stoffen niet krimpen of slijten. Sinds 1980 gemaakt in Zweden.",
      points: [
        "Meer dan 40 jaar Zweedse productie",
        "Voor woningen, hotels, scholen en bedrijven",
        "Zacht voor stoffen, zuinig met energie",
      ],
      image: alt(showcases.nimo.image, "Een lichte bijkeuken met een geopende witte droogkast waarin twee jassen hangen"),
      video: { ...showcases.nimo.video, label: "Animatie: warme lucht stijgt op door de droogkast" },
      explore: label(showcases.nimo.explore, "Ontdek NIMO"),
      contact: label(showcases.nimo.contact, "Neem contact op"),
    },
    winemaster: {
      ...showcases.winemaster,
      eyebrow: "Winemaster · Kelderklimaat sinds 1984",
      title: "Het juiste klimaat voor elke fles",
      text: "De klimaatunits van Winemaster houden een kelder het hele jaar op een constante temperatuur en luchtvochtigheid, voor kelders tot 100 kubieke meter. Gebouwd in de Elzas door mensen die verstand hebben van wijn: stil, nauwkeurig en gemaakt om lang mee te gaan.",
      points: ["Modellen voor kelders tot 100 m³", "Temperatuur en luchtvochtigheid in één unit", "100% gemaakt in de Elzas"],
      image: alt(showcases.winemaster.image, "Een gewelfde bakstenen kelder met wijnrekken, een vat en een klimaatunit aan de muur"),
      explore: label(showcases.winemaster.explore, "Meer informatie"),
      contact: label(showcases.winemaster.contact, "Informatie aanvragen"),
    },
  },
  showcaseLabels: {
    aboutBrand: " over {brand}",
    pause: "Animatie pauzeren: {label}",
    group: "Onze merken van dichtbij",
  },
  configurator: {
    ...configurator,
    eyebrow: "Norcool-ladekoelkast",
    title: "Kies je afwerking",
    intro: "Dezelfde ladekoelkast, op drie manieren in je keuken ingepast. Kies een afwerking en zie hoe hij eruitziet.",
    legend: "Afwerking",
    finishLabel: "{name}:",
    finishes: [
      {
        ...custom,
        name: "Eigen panelen",
        image: alt(custom.image, "De ladekoelkast met eikenhouten fronten die passen bij de keukenkastjes eromheen"),
        description: "Fronten waarop je je eigen keukenpanelen zet, zodat de koelkast opgaat in het keukenmeubel.",
      },
      {
        ...stainless,
        name: "Roestvrij staal",
        image: alt(stainless.image, "De ladekoelkast in geborsteld roestvrij staal tussen eikenhouten kastjes"),
        description: "Geborsteld roestvrij staal met een coating tegen vingerafdrukken, voor een professionele uitstraling.",
      },
      {
        ...black,
        name: "Mat zwart",
        image: alt(black.image, "De ladekoelkast in mat zwart tussen eikenhouten kastjes"),
        description: "Een diep mat zwart dat licht hout en natuursteen laat uitkomen en alledaagse sporen verbergt.",
      },
    ],
    demoVideo: {
      ...configurator.demoVideo,
      title: "Demo: montage van Norcool-panelen",
      button: "Bekijk de paneeldemo",
      close: "Terug naar de afbeelding",
      failed: "De demovideo kon niet worden geladen. Probeer het later opnieuw.",
    },
    featuresTitle: "Belangrijkste kenmerken",
    features: [
      { title: "Energieklasse A+++", text: "Behoort tot de zuinigste koeling op de markt." },
      { title: "Ladesysteem", text: "Volledig uittrekbare lades op soft-close geleiders." },
      { title: "Ledverlichting", text: "Koel, gelijkmatig licht dat elke fles en elke lade laat zien." },
      { title: "Fluisterstil", text: "Stil genoeg voor een open woonruimte." },
    ],
  },
  whyChooseUs: {
    eyebrow: "Waarom kiezen voor ons",
    title: "Een partner, niet alleen een leverancier",
    intro:
      "Dealers en keukenstudio's werken met ons samen omdat we specialistische merken makkelijk verkoopbaar en prettig in gebruik maken.",
    cards: [
      {
        icon: "globe",
        title: "Europese specialiteiten",
        text: "Merken die toonaangevend zijn in hun niche, uit Scandinavië, Denemarken en Frankrijk, en veel ervan zijn in de Benelux en Duitsland alleen via ons verkrijgbaar.",
      },
      {
        icon: "star",
        title: "Zorgvuldige selectie",
        text: "Een merk komt alleen in ons portfolio als de producten, de service en de mensen aan onze standaard voldoen. We voeren liever zes merken goed dan zestig slecht.",
      },
      {
        icon: "wrench",
        title: "Lokale ondersteuning",
        text: "Voorraad, onderdelen en monteurs in Nederland, producttraining voor dealers en een servicedesk die je in het Nederlands, Engels of Duits te woord staat.",
      },
    ],
    link: label(en.whyChooseUs.link, "Word dealerpartner"),
  },
  dryingSeries: {
    ...dryingSeries,
    eyebrow: "NIMO professionele serie",
    title: "Droogkasten voor elke garderobe",
    intro:
      "Drie kasten voor drie soorten gebruik, allemaal gemaakt in Zweden en alle drie drogen ze met warme, circulerende lucht in plaats van met hitte en een draaiende trommel.",
    detailsLabel: "Details op de NIMO-site",
    detailsNote: ": {name}",
    products: [
      {
        ...eco,
        tagline: "De energiebespaarder",
        description: "Onze zuinigste kast, met een eco-stand die warme lucht hergebruikt, voor drukke huishoudens en kantoren.",
        image: alt(eco.image, "Eco Dryer 2.0, een hoge witte droogkast met een bladsymbool op het bedieningspaneel"),
        features: ["Eco-stand met warmteterugwinning", "Timer tot 6 uur", "Ruimte voor de buitenkleding van een heel gezin"],
      },
      {
        ...sensor,
        tagline: "Stopt zodra het droog is",
        description: "Een vochtsensor volgt het drogen en stopt het programma zodra alles droog is, zodat er geen energie verloren gaat.",
        image: alt(sensor.image, "Sensor Dryer, een hoge witte droogkast met een vochtigheidsdisplay"),
        features: ["Vochtsensor met automatische stop", "Display met de voortgang van het drogen", "Ideaal voor werkkleding en sportclubs"],
      },
      {
        ...easy,
        tagline: "Eenvoudig en compact",
        description: "Een lagere kast met één draaiknop, voor gangen, bijkeukens en vakantiehuizen waar de ruimte krap is.",
        image: alt(easy.image, "Easy Dryer, een compacte witte droogkast met één draaiknop"),
        features: ["Bediening met één knop", "Compacte hoogte voor kleine ruimtes", "Stille ventilator, zacht voor stoffen"],
      },
    ],
    allLink: label(dryingSeries.allLink, "Alle NIMO-droogkasten"),
  },
  about: {
    eyebrow: "Over ons",
    title: "Specialisten in specialistische apparatuur",
    intro:
      "We zijn begonnen omdat een aantal van Europa's beste koel-, wijn- en droogproducten in Nederland moeilijk te koop en nog moeilijker te onderhouden was. Vandaag brengen we ze naar keukens, wijnkamers en werkplekken in vier landen, en we blijven voor ze klaarstaan, ook na de installatie.",
    stats: [
      {
        value: claims.yearsExperience,
        label: "Jaar ervaring",
        text: "De gezamenlijke ervaring van ons team in apparatuur, wijnopslag en klimaatbeheersing.",
      },
      {
        value: String(claims.countriesServed),
        label: "Landen",
        text: "Nederland, België, Luxemburg en Duitsland, bediend vanuit ons kantoor in Nederland.",
      },
      {
        value: String(claims.brandCount),
        label: "Premium merken",
        text: "Norcool, Thermocold, NIMO, Winefit, PeVino en Winemaster, elk gekozen om waar het het beste in is.",
      },
    ],
    mission:
      "Het kiezen, kopen en gebruiken van Europa's beste speciaalapparatuur makkelijk maken, met een zorgvuldig gekozen portfolio, deskundig advies en betrouwbare ondersteuning dichtbij.",
    missionQuote: "“{mission}”",
    missionBy: "Onze missie",
    figuresLabel: "Onze cijfers",
    valuesTitle: "Waar we voor staan",
    values: [
      { title: "Kwaliteit boven kwantiteit", text: "Weinig merken, die we door en door kennen." },
      { title: "Partnerschap", text: "Dealers zijn partners: we delen kennis, leads en oplossingen." },
      { title: "Ondersteuning die blijft", text: "Onderdelen, garantie en service, lang na de factuur." },
      { title: "Eerlijk advies", text: "Het juiste apparaat voor de ruimte, niet het duurste." },
    ],
    link: label(en.about.link, "Meer over ons"),
  },
  contact: {
    ...en.contact,
    eyebrow: "Contact",
    title: "Laten we over je project praten",
    intro:
      "Vragen over een merk, een offerte voor een project of hulp bij een apparaat dat je al hebt: stuur ons een bericht of bel tijdens kantooruren.",
    detailsTitle: "Contactgegevens",
    office: "Kantoor",
    country: "Nederland",
    phone: "Telefoon",
    email: "E-mail",
    technical: "Service en technische vragen",
    hoursTitle: "Openingstijden",
    hours: [
      { days: "Maandag – vrijdag", time: formatTimeRange(officeHours.weekdays, "nl") },
      { days: "Zaterdag – zondag", time: "Gesloten" },
    ],
    mapTitle: "Ons kantoor op de kaart",
    mapFrame: "{title}: {street}, {city}",
    formTitle: "Stuur ons een bericht",
  },
  dealers: {
    ...en.dealers,
    eyebrow: "Dealernetwerk",
    title: "Vind onze merken bij jou in de buurt",
    intro:
      "Onze merken worden verkocht en geïnstalleerd door geselecteerde dealers en keukenstudio's die de producten kennen en door ons zijn getraind. Zoek de dichtstbijzijnde op de dealerkaart, of sluit je zelf aan bij het netwerk.",
    totalLabel: "Dealers in Nederland",
    tierText: {
      A: "Volledige showroom van onze merken en de grootste voorraad.",
      B: "Getraind in elk merk, met showmodellen.",
      C: "Advies, bestellen en installatie bij jou in de buurt.",
    },
    tier: "Niveau {tier}: ",
    count: { one: " dealer", other: " dealers" },
    locator: label(en.dealers.locator, "Vind een dealer"),
    join: label(en.dealers.join, "Word dealer"),
  },
  news: {
    eyebrow: "Nieuws",
    title: "Laatste nieuws",
    intro: "Nieuwe producten, markttrends en verhalen van onze merken.",
    all: label(en.news.all, "Al het nieuws"),
    empty: "Er zijn nieuwe artikelen onderweg. Kijk binnenkort nog eens.",
  },
};
