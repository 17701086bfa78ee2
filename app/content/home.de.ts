import { formatTimeRange } from "../lib/format-time";
import { homeContent as en, type HomeContent, type HomeImage } from "./home";
import { claims, officeHours, site } from "./company.server";
import type { NavLink } from "./navigation";

/** German (de) translation of ./home.ts: its texts; pictures, links and figures are English's. */
const alt = (image: HomeImage, text: string): HomeImage => ({ ...image, alt: text });
const label = <T extends NavLink>(link: T, text: string): T => ({ ...link, label: text });
const { hero, showcases, configurator, dryingSeries } = en;
const [custom, stainless, black] = configurator.finishes;
const [eco, sensor, easy] = dryingSeries.products;

export const homeContent: HomeContent = {
  meta: {
    title: `${site.name}: hochwertige Haus- und Küchengeräte für die Benelux-Länder und Deutschland`,
    description:
      "Importeur und Distributor von Norcool, Thermocold, NIMO, Winefit, PeVino und Winemaster: Premium-Kühlung, Weinklimaschränke, Klimatechnik und Trockenschränke, mit Händlern und Betreuung vor Ort in den Benelux-Ländern und Deutschland.",
    keywords: [
      "Premium-Hausgeräte",
      "Importeur",
      "Distributor",
      "Weinklimaschränke",
      "Schubladenkühlschränke",
      "Trockenschränke",
      "Weinkellerklima",
      "Benelux",
      "Deutschland",
      "Händler",
    ],
  },
  hero: {
    ...hero,
    eyebrow: "Import & Vertrieb · Benelux & Deutschland",
    title: "Premium-Geräte von Europas Spezialisten",
    intro:
      "Wir importieren und vertreiben sechs Premiummarken für Kühlung, Weinlagerung, Klimatechnik und Trockenschränke – und stehen hinter den Händlern, Küchenstudios und Hausbesitzern, die sich für sie entscheiden.",
    dealerLogin: label(hero.dealerLogin, "Händler-Login"),
    becomeDealer: label(hero.becomeDealer, "Händler werden"),
    explore: label(hero.explore, "Unsere Marken entdecken"),
    stats: [
      { value: claims.yearsExperience, label: "Jahre gemeinsame Erfahrung" },
      { value: "Benelux & Deutschland", label: "Regionale Abdeckung" },
      { value: "Premium", label: "Markenportfolio" },
    ],
    image: alt(hero.image, ""),
  },
  brands: {
    eyebrow: "Unsere Marken",
    title: "Sechs Spezialisten, ein Partner",
    intro:
      "Jede Marke ist in ihrem Bereich führend, von skandinavischer Kühltechnik bis zum französischen Kellerklima. Wir importieren, lagern und betreuen jede einzelne, sodass Händler und ihre Kunden es mit einem einzigen Team zu tun haben.",
    partnerSince: "Partner seit",
    cardLink: "Entdecken",
    flags: "Länder, in denen {distributor} {brand} anbietet",
    flag: "Liefergebiet von {distributor} für {brand}: {country}",
  },
  showcases: {
    norcool: {
      ...showcases.norcool,
      eyebrow: "Norcool · Skandinavische Kühlung",
      title: "Kühlung, die in der Küche verschwindet",
      text: "Die Schubladenkühlschränke, Eckkühlschränke und Weinklimaschränke von Norcool werden in die Küchenmöbel eingebaut, statt daneben zu stehen. Die Schubladen öffnen sich dort, wo Sie sie brauchen – an der Kochinsel, an der Bar oder in der Speisekammer – und halten Lebensmittel und Wein auf genau der richtigen Temperatur.",
      points: [
        "Unterbau-Schubladen und Ecklösungen",
        "Einbau- und freistehende Weinklimaschränke",
        "Teil einer Gruppe, die in über 100 Ländern aktiv ist",
      ],
      image: alt(
        showcases.norcool.image,
        "Eine Küchenzeile in Eiche mit einem unter der Arbeitsplatte eingebauten Edelstahlkühlschrank mit zwei Schubladen",
      ),
      video: { ...showcases.norcool.video, label: "Animation: Die obere Schublade des Kühlschranks gleitet auf und wieder zu" },
      explore: label(showcases.norcool.explore, "Norcool entdecken"),
      priceLogin: label(showcases.norcool.priceLogin, "Anmelden für Händlerpreise"),
      contact: label(showcases.norcool.contact, "Kontakt aufnehmen"),
    },
    thermocold: {
      ...showcases.thermocold,
      eyebrow: "Thermocold · Klimatechnik",
      title: "Kühlräume und Weinräume nach Maß",
      text: "Vom begehbaren Kühlraum für ein Restaurant bis zum verglasten Weinraum im Privathaus: Thermocold plant Dämmung, Kühlung und Türen als ein System, und unsere Techniker installieren es in allen Benelux-Ländern und in Deutschland.",
      points: ["Kühlräume und Weinräume nach Maß", "Kühlaggregate passend zum Raum", "Installation und Service durch unser eigenes Team"],
      image: alt(
        showcases.thermocold.image,
        "Ein Weinraum hinter einer Glaswand mit Stahlrahmen, die Regale unter einem Kühlgerät warm beleuchtet",
      ),
      explore: label(showcases.thermocold.explore, "Mehr erfahren"),
      contact: label(showcases.thermocold.contact, "Informationen anfordern"),
    },
    nimo: {
      ...showcases.nimo,
      eyebrow: "NIMO · Trockenschränke aus Schweden",
      title: "Über Nacht trocken, ganz schonend",
      text: "Ein NIMO-Trockenschrank trocknet Arbeitskleidung, Skibekleidung und nasse Stiefel über Nacht mit warmer, bewegter Luft. Er verbraucht weit weniger Energie als ein Wäschetrockner, und nichts läuft ein oder verschleißt. Seit 1980 in Schweden hergestellt.",
      points: [
        "Über 40 Jahre schwedische Fertigung",
        "Für Privathaushalte, Hotels, Schulen und Betriebe",
        "Textilschonend und sparsam im Verbrauch",
      ],
      image: alt(showcases.nimo.image, "Ein heller Garderobenraum mit einem offenen weißen Trockenschrank, in dem zwei Jacken hängen"),
      video: { ...showcases.nimo.video, label: "Animation: Warme Luft steigt durch den Trockenschrank auf" },
      explore: label(showcases.nimo.explore, "NIMO entdecken"),
      contact: label(showcases.nimo.contact, "Kontakt aufnehmen"),
    },
    winemaster: {
      ...showcases.winemaster,
      eyebrow: "Winemaster · Kellerklima seit 1984",
      title: "Das richtige Klima für jede Flasche",
      text: "Die Klimageräte von Winemaster halten einen Keller das ganze Jahr über auf konstanter Temperatur und Luftfeuchtigkeit, für Keller bis 100 Kubikmeter. Gebaut im Elsass von Menschen, die Wein verstehen: leise, präzise und langlebig.",
      points: ["Modelle für Keller bis 100 m³", "Temperatur und Luftfeuchtigkeit in einem Gerät", "100 % im Elsass gefertigt"],
      image: alt(showcases.winemaster.image, "Ein gewölbter Backsteinkeller mit Weinregalen, einem Fass und einem Klimagerät an der Wand"),
      explore: label(showcases.winemaster.explore, "Mehr erfahren"),
      contact: label(showcases.winemaster.contact, "Informationen anfordern"),
    },
  },
  showcaseLabels: {
    aboutBrand: " über {brand}",
    pause: "Animation anhalten: {label}",
    group: "Unsere Marken aus der Nähe",
  },
  configurator: {
    ...configurator,
    eyebrow: "Norcool-Schubladenkühlschrank",
    title: "Wählen Sie Ihre Ausführung",
    intro:
      "Derselbe Schubladenkühlschrank, drei Möglichkeiten, ihn in Ihre Küche einzupassen. Wählen Sie eine Ausführung, um ihn an seinem Platz zu sehen.",
    legend: "Ausführung",
    finishLabel: "{name}:",
    finishes: [
      {
        ...custom,
        name: "Eigene Fronten",
        image: alt(custom.image, "Der Schubladenkühlschrank mit Eichenfronten passend zu den Küchenschränken ringsum"),
        description: "Vorbereitet für Ihre eigenen Möbelfronten, sodass der Kühlschrank in der Küchenzeile verschwindet.",
      },
      {
        ...stainless,
        name: "Edelstahl",
        image: alt(stainless.image, "Der Schubladenkühlschrank in gebürstetem Edelstahl zwischen Eichenschränken"),
        description: "Gebürsteter Edelstahl mit Anti-Fingerprint-Beschichtung für einen professionellen Look.",
      },
      {
        ...black,
        name: "Mattschwarz",
        image: alt(black.image, "Der Schubladenkühlschrank in Mattschwarz zwischen Eichenschränken"),
        description: "Ein tiefes Mattschwarz, das helle Hölzer und Stein betont und Alltagsspuren verbirgt.",
      },
    ],
    demoVideo: {
      ...configurator.demoVideo,
      title: "Demo: Montage der Norcool-Fronten",
      button: "Fronten-Demo ansehen",
      close: "Zurück zum Bild",
      failed: "Das Demovideo konnte nicht geladen werden. Bitte versuchen Sie es später erneut.",
    },
    featuresTitle: "Wichtigste Merkmale",
    features: [
      { title: "Energieklasse A+++", text: "Eine der effizientesten Kühltechniken auf dem Markt." },
      { title: "Schubladensystem", text: "Vollauszüge auf Soft-Close-Schienen." },
      { title: "LED-Beleuchtung", text: "Kühles, gleichmäßiges Licht, das jede Flasche und jede Schale zeigt." },
      { title: "Flüsterleiser Betrieb", text: "Leise genug für offene Wohnbereiche." },
    ],
  },
  whyChooseUs: {
    eyebrow: "Warum wir",
    title: "Ein Partner, nicht nur ein Lieferant",
    intro:
      "Händler und Küchenstudios arbeiten mit uns, weil sich Spezialmarken mit uns leicht verkaufen lassen und im Alltag unkompliziert sind.",
    cards: [
      {
        icon: "globe",
        title: "Europäische Spezialmarken",
        text: "Marken, die in ihrer Nische führend sind – aus Skandinavien, Dänemark und Frankreich, viele davon in den Benelux-Ländern und Deutschland nur über uns erhältlich.",
      },
      {
        icon: "star",
        title: "Sorgfältige Auswahl",
        text: "Eine Marke kommt nur in unser Sortiment, wenn ihre Produkte, ihr Service und ihre Menschen unseren Ansprüchen genügen. Wir führen lieber sechs Marken gut als sechzig schlecht.",
      },
      {
        icon: "wrench",
        title: "Betreuung vor Ort",
        text: "Lagerbestand, Ersatzteile und Techniker in den Niederlanden, Produktschulungen für Händler und ein Servicedesk, der auf Niederländisch, Englisch oder Deutsch antwortet.",
      },
    ],
    link: label(en.whyChooseUs.link, "Händlerpartner werden"),
  },
  dryingSeries: {
    ...dryingSeries,
    eyebrow: "NIMO-Profiserie",
    title: "Trockenschränke für jede Garderobe",
    intro:
      "Drei Schränke für drei Einsatzbereiche, alle in Schweden gefertigt und alle trocknen mit warmer, zirkulierender Luft statt mit Hitze und Trommel.",
    detailsLabel: "Details auf der NIMO-Website",
    detailsNote: ": {name}",
    products: [
      {
        ...eco,
        tagline: "Der Energiesparer",
        description:
          "Unser effizientester Schrank: Sein Eco-Modus nutzt die warme Luft erneut – ideal für Haushalte und Büros mit viel Betrieb.",
        image: alt(eco.image, "Eco Dryer 2.0, ein hoher weißer Trockenschrank mit einem Blattsymbol auf dem Bedienfeld"),
        features: ["Eco-Modus mit Wärmerückgewinnung", "Timer bis 6 Stunden", "Platz für die Outdoorkleidung einer ganzen Familie"],
      },
      {
        ...sensor,
        tagline: "Schaltet ab, sobald alles trocken ist",
        description:
          "Ein Feuchtesensor überwacht die Trocknung und beendet das Programm, sobald alles trocken ist – so wird keine Energie verschwendet.",
        image: alt(sensor.image, "Sensor Dryer, ein hoher weißer Trockenschrank mit Feuchteanzeige"),
        features: [
          "Feuchtesensor mit automatischer Abschaltung",
          "Anzeige des Trocknungsfortschritts",
          "Ideal für Arbeitskleidung und Sportvereine",
        ],
      },
      {
        ...easy,
        tagline: "Einfach und kompakt",
        description: "Ein niedrigerer Schrank mit nur einem Drehknopf, für Flure, Hauswirtschaftsräume und Ferienhäuser mit wenig Platz.",
        image: alt(easy.image, "Easy Dryer, ein kompakter weißer Trockenschrank mit einem Drehknopf"),
        features: ["Bedienung mit einem Knopf", "Kompakte Höhe für kleine Räume", "Leiser Lüfter, textilschonend"],
      },
    ],
    allLink: label(dryingSeries.allLink, "Alle NIMO-Trockenschränke"),
  },
  about: {
    eyebrow: "Über uns",
    title: "Spezialisten für Spezialgeräte",
    intro:
      "Angefangen haben wir, weil einige der besten Kühl-, Wein- und Trocknungsprodukte Europas in den Niederlanden schwer zu bekommen und noch schwerer zu warten waren. Heute bringen wir sie in Küchen, Weinräume und Betriebe in vier Ländern – und bleiben auch nach der Installation für Sie da.",
    stats: [
      {
        value: claims.yearsExperience,
        label: "Jahre Erfahrung",
        text: "Die gemeinsame Erfahrung unseres Teams mit Hausgeräten, Weinlagerung und Klimatechnik.",
      },
      {
        value: String(claims.countriesServed),
        label: "Länder",
        text: "Die Niederlande, Belgien, Luxemburg und Deutschland, betreut von unserem Büro in den Niederlanden.",
      },
      {
        value: String(claims.brandCount),
        label: "Premiummarken",
        text: "Norcool, Thermocold, NIMO, Winefit, PeVino und Winemaster, jede ausgewählt für das, was sie am besten kann.",
      },
    ],
    mission:
      "Europas beste Spezialgeräte leicht auswählbar, leicht erhältlich und angenehm im Alltag zu machen – mit einem sorgfältig gewählten Sortiment, fachkundiger Beratung und verlässlicher Betreuung vor Ort.",
    missionQuote: "„{mission}“",
    missionBy: "Unsere Mission",
    figuresLabel: "Unsere Zahlen",
    valuesTitle: "Wofür wir stehen",
    values: [
      { title: "Qualität vor Quantität", text: "Wenige Marken, die wir genau kennen." },
      { title: "Partnerschaft", text: "Händler sind Partner: Wir teilen Wissen, Kundenanfragen und Lösungen." },
      { title: "Betreuung, die bleibt", text: "Ersatzteile, Garantie und Service – lange nach der Rechnung." },
      { title: "Ehrliche Beratung", text: "Das richtige Gerät für den Raum, nicht das teuerste." },
    ],
    link: label(en.about.link, "Mehr über uns"),
  },
  contact: {
    ...en.contact,
    eyebrow: "Kontakt",
    title: "Sprechen wir über Ihr Projekt",
    intro:
      "Fragen zu einer Marke, ein Angebot für ein Projekt oder Hilfe bei einem Gerät, das Sie bereits haben: Senden Sie uns eine Nachricht oder rufen Sie uns während der Geschäftszeiten an.",
    detailsTitle: "Kontaktdaten",
    office: "Büro",
    country: "Niederlande",
    phone: "Telefon",
    email: "E-Mail",
    technical: "Service und technische Fragen",
    hoursTitle: "Geschäftszeiten",
    hours: [
      { days: "Montag – Freitag", time: formatTimeRange(officeHours.weekdays, "de") },
      { days: "Samstag – Sonntag", time: "Geschlossen" },
    ],
    mapTitle: "Unser Büro auf der Karte",
    mapFrame: "{title}: {street}, {city}",
    formTitle: "Senden Sie uns eine Nachricht",
  },
  dealers: {
    ...en.dealers,
    eyebrow: "Händlernetz",
    title: "Unsere Marken in Ihrer Nähe",
    intro:
      "Unsere Marken werden von ausgewählten Händlern und Küchenstudios verkauft und installiert, die die Produkte kennen und von uns geschult sind. Finden Sie den nächstgelegenen Händler auf der Karte oder werden Sie selbst Teil des Netzes.",
    totalLabel: "Händler in den Niederlanden",
    tierText: {
      A: "Komplette Ausstellung unserer Marken und das größte Lager.",
      B: "Für jede Marke geschult, mit Ausstellungsgeräten.",
      C: "Beratung, Bestellung und Installation in Ihrer Nähe.",
    },
    tier: "Stufe {tier}: ",
    count: { one: " Händler", other: " Händler" },
    locator: label(en.dealers.locator, "Händler finden"),
    join: label(en.dealers.join, "Händler werden"),
  },
  news: {
    eyebrow: "News",
    title: "Aktuelle Neuigkeiten",
    intro: "Neue Produkte, Markttrends und Geschichten unserer Marken.",
    all: label(en.news.all, "Alle News"),
    empty: "Neue Artikel sind in Arbeit. Schauen Sie bald wieder vorbei.",
  },
};
