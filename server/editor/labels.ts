/**
 * The editor's field labels in Dutch, the language of the staff who edit the site (the
 * editor's own words are Dutch too: `locale: "nl"` in ./config.ts). A field is named by its
 * key in the content's schema; the label and, where the label alone does not say enough, a
 * hint come from here (./fields.ts). Every field the editor shows has one, and every entry
 * here is used by a field (./labels.test.ts).
 *
 * `byName` holds the label of a key wherever it appears. `byPath` holds the few keys that
 * mean different things in different places, by the end of the field's path in its file
 * ("details.phone": the word above the phone number on /contact, not the number itself); a
 * `*` stands for any one key, and the longest path that fits wins.
 */
export interface DutchLabel {
  label: string;
  hint?: string;
}

type Entry = string | DutchLabel;

const origin = "Alleen https:// en de domeinnaam, zonder iets erachter";
const videoName = "{label} wordt de naam van de video";
const counted: DutchLabel = { label: "Tekst bij het aantal", hint: "{count} wordt het aantal" };
const brand: DutchLabel = { label: "Merk", hint: "Zoals in het adres van de merkpagina, bijv. norcool" };

export const byName: Readonly<Record<string, Entry>> = {
  // Found on many pages.
  title: "Titel",
  subtitle: "Ondertitel",
  intro: "Inleiding",
  text: "Tekst",
  description: "Beschrijving",
  name: "Naam",
  order: { label: "Volgorde", hint: "1 komt eerst" },
  paragraphs: "Alinea's",
  hero: "Openingsblok",
  eyebrow: "Tekst boven de titel",
  meta: "Zoekmachines",
  keywords: "Trefwoorden",
  stats: "Kerncijfers",
  value: { label: "Cijfer", hint: "Het getal of korte woord dat groot in beeld staat, bijv. 25+" },
  features: "Kenmerken",
  category: "Categorie",
  icon: "Pictogram",
  note: "Toelichting",
  button: "Knoptekst",
  form: "Formulier",
  contact: "Contact",

  // Pictures and films.
  image: "Afbeelding",
  images: "Afbeeldingen",
  src: { label: "Afbeelding (pad)", hint: "Waar het bestand op de site staat, bijv. /images/…" },
  alt: { label: "Beschrijving (voor schermlezers)", hint: "Wat er op de afbeelding te zien is, in één zin" },
  width: "Breedte in pixels",
  height: "Hoogte in pixels",
  widths: { label: "Beschikbare breedtes in pixels", hint: "De breedtes waarin het bestand bestaat, van klein naar groot" },
  imageSizes: {
    label: "Weergavebreedte (technisch)",
    hint: "Het sizes-attribuut van de afbeelding; alleen wijzigen in overleg met de webbouwer",
  },
  webm: { label: "Bestand (webm)", hint: "Waar het bestand op de site staat, bijv. /videos/home/…webm" },
  mp4: { label: "Bestand (mp4)", hint: "Waar het bestand op de site staat, bijv. /videos/home/…mp4" },
  largeOnly: { label: "Alleen op grote schermen", hint: "Aan: op een telefoon blijft de afbeelding staan" },

  // Links and the words around them.
  link: "Linktekst",
  label: "Tekst",
  to: { label: "Gaat naar", hint: "Een pad op de site (/contact), een #anker op de pagina of een https://-adres" },
  href: { label: "Link", hint: "Een pad op de site (/…) of een https://-adres" },
  external: { label: "Externe link", hint: "Aan als de link naar een andere site gaat, zoals het dealerportaal" },
  after: "Tekst erna",
  // The section "Before you send" of /service-request; `before` inside a field is the words before it (byPath).
  before: "Voordat je verstuurt",

  // Counted words ("1 file", "4 files").
  one: { label: "Enkelvoud", hint: "Bij precies 1" },
  other: { label: "Meervoud", hint: "Bij 0 of meer dan 1" },

  // Technical keys.
  id: { label: "Kenmerk", hint: "Vast en uniek: kleine letters, cijfers en streepjes" },
  slug: { label: "Adres in de URL", hint: "Kleine letters en streepjes, bijv. nieuwe-showroom-2027" },

  // Brands.
  popupName: { label: "Naam in de merkpop-up", hint: "Alleen als de pop-up het merk anders schrijft dan het veld Naam" },
  dealerFormName: {
    label: "Naam in het dealerformulier",
    hint: "Alleen als de merkenlijst van het formulier het merk anders schrijft dan het veld Naam",
  },
  logo: "Logo",
  productImage: "Productafbeelding",
  gradient: { label: "Kleurverloop", hint: "Technische kleurcodes van de merkkaart en het openingsblok, bijv. from-sky-900 to-slate-800" },
  partnerSince: { label: "Partner sinds", hint: "Het jaartal" },
  partnershipYear: {
    label: "Jaar bij de samenwerking",
    hint: "Alleen als het verhaal over de samenwerking een ander jaar noemt dan Partner sinds",
  },
  countries: { label: "Landen", hint: "Waar we het merk leveren" },
  website: "Website",
  brochure: { label: "Brochure", hint: "De pdf die de brochureknop opent, bijv. /files/brochures/…pdf" },
  tagline: "Slogan",
  preview: {
    label: "Korte beschrijving",
    hint: "Voor de merkkaart op de homepagina: het begin van de beschrijving, eindigend op …; leeg: de eerste 120 tekens",
  },
  highlights: "Sterke punten",
  origin: "Land van herkomst",
  searchKeywords: { label: "Zoektermen", hint: "Woorden waarop de zoekfunctie van de site het merk vindt, naast de naam en de teksten" },
  badge: { label: "Badge", hint: "Korte tekst in het kader boven de titel" },
  film: { label: "Film", hint: "Naam en beschrijving van de film in het openingsblok, voor zoekmachines" },
  showcase: "Productpresentatie",
  listTitle: "Titel van de lijst",
  pricingSubject: {
    label: "Onderwerp van een prijsaanvraag",
    hint: "Het onderwerp waarmee de knop voor prijsinformatie het contactformulier opent",
  },
  brochureLabel: "Tekst van de brochureknop",
  categories: "Categorieën",
  story: "Verhaal",
  partnership: "Samenwerking",
  heritage: "Geschiedenis",
  dealers: "Dealerzoeker",

  // News.
  excerpt: "Samenvatting",
  photo: { label: "Foto", hint: "Minstens 1200×675 pixels" },
  imageAlt: { label: "Beschrijving van de afbeelding (voor schermlezers)", hint: "Wat er op de foto of tekening te zien is, in één zin" },
  publishDate: "Publicatiedatum",
  readTime: "Leestijd in minuten",
  featured: { label: "Uitgelicht", hint: "Aan: het bericht staat als eerste in het nieuwsoverzicht en op de homepagina" },
  body: "Tekst",

  // Dealers.
  city: "Plaats",
  country: "Land",
  tier: { label: "Niveau", hint: "A: volledige showroom, B: getraind met demomodellen, C: advies, bestellen en installatie" },
  lat: { label: "Breedtegraad", hint: "In decimale graden, bijv. 52.1386" },
  lng: { label: "Lengtegraad", hint: "In decimale graden, bijv. 6.2014" },
  phone: { label: "Telefoonnummer", hint: "Internationaal, bijv. +31 (0)20 123 4567" },
  email: "E-mailadres",

  // Downloads and manuals.
  file: "Bestand",
  count: { label: "Aantal bestanden", hint: "In de hele bibliotheek, niet alleen in de lijst op de site" },
  brand,

  // The company's details.
  legalName: "Statutaire naam",
  shortName: "Korte naam",
  phoneHref: { label: "Telefoonlink", hint: "Meestal leeg: de site maakt hem uit het telefoonnummer" },
  mailboxes: "E-mailadressen",
  info: "Algemeen",
  marketing: "Marketing en pers",
  technical: "Technische ondersteuning",
  address: "Adres",
  street: "Straat en huisnummer",
  postalCode: "Postcode",
  chamberOfCommerce: { label: "KvK-nummer", hint: "Acht cijfers" },
  vatNumber: { label: "Btw-nummer", hint: "Bijv. NL123456789B01" },
  portal: "Dealerportaal",
  login: "Adres om in te loggen",
  register: "Adres om je te registreren",
  professionalNetwork: { label: "Zakelijk netwerk", hint: "Het adres van de bedrijfspagina, bijv. op LinkedIn" },
  officeHours: "Openingstijden kantoor",
  serviceHours: "Openingstijden servicedienst",
  weekdays: "Maandag tot en met vrijdag",
  saturday: "Zaterdag",
  sunday: { label: "Zondag", hint: "Leeg: gesloten" },
  opens: { label: "Opent om", hint: "Bijv. 9:00" },
  closes: { label: "Sluit om", hint: "Bijv. 17:30" },
  claims: "Cijfers over het bedrijf",
  yearsExperience: { label: "Jaren ervaring", hint: "Een getal, met + erachter als het een minimum is: 25+" },
  countriesServed: "Aantal landen",
  activeDealers: { label: "Aantal actieve dealers", hint: "Een getal, met + erachter als het een minimum is: 500+" },
  mapTiles: "Kaarttegels",
  url: "Webadres",
  licence: "Licentie (webadres)",
  provider: { label: "Aanbieder", hint: "De naam zoals bezoekers hem lezen, bijv. OpenStreetMap" },
  officeMap: "Kaart van het kantoor",
  videoPlayer: "Videospeler",
  demoVideoOrigin: { label: "Adres van de demovideo's", hint: origin },
  hours: "Openingstijden",
  weekend: "Weekend",

  // The home page.
  dealerLogin: "Knop inloggen voor dealers",
  becomeDealer: "Knop om dealer te worden",
  explore: "Knop naar de merkpagina",
  showcases: "Merken in beeld",
  norcool: "Norcool",
  thermocold: "Thermocold",
  nimo: "NIMO",
  winemaster: "Winemaster",
  brandSlug: brand,
  points: "Punten",
  priceLogin: "Knop inloggen voor dealerprijzen",
  tone: { label: "Achtergrond", hint: "light: licht, dark: donker" },
  configurator: "Uitvoering kiezen",
  finishes: "Uitvoeringen",
  color: { label: "Kleur", hint: "Als kleurcode, bijv. #b98d5d" },
  demoVideo: "Demovideo",
  path: { label: "Videobestand (pad)", hint: "Op de server van de demovideo's, bijv. /norcool/…mp4" },
  close: "Knop terug naar de afbeelding",
  failed: "Melding als de video niet laadt",
  whyChooseUs: "Waarom wij",
  cards: "Kaarten",
  dryingSeries: "Droogkasten",
  products: "Producten",
  allLink: "Link naar alle droogkasten",
  about: "Over ons",
  mission: "Missie",
  values: "Kernwaarden",

  // About us.
  commitment: "Onze belofte",
  links: "Knoppen",
  facts: "In het kort",
  since: "Bij het startjaar",
  brands: "Kopje boven de merken",

  // Contact.
  details: "Contactgegevens",
  office: "Kopje kantoor",
  openingHours: { label: "Openingstijden", hint: "Eén regel per item; {officeHours} wordt de openingstijd van het kantoor" },
  mailbox: { label: "E-mailadres", hint: "Welk adres uit de bedrijfsgegevens" },
  repair: "Zin over reparaties",
  direct: "Direct contact",
  reply: "Reactietijd",

  // Become a dealer.
  benefits: "Voordelen voor dealers",
  steps: "Stappenplan",

  // Request dealer access.
  how: "Zo werkt het",
  ask: "Per e-mail aanvragen",
  mail: "Vooraf ingevulde e-mail",
  subject: "Onderwerp",

  // Service request.
  desk: "Servicedesk",
  response: { label: "Reactietijd", hint: "{hours} wordt het aantal uren" },
  hoursTitle: "Kop boven de servicetijden",
  days: "Dagen",
  urgent: { label: "Spoed", hint: "De tekst rond het telefoonnummer" },
  manuals: "Zin over de handleidingen",
  warranty: "Garantie",

  // News pages.
  overview: "Nieuwsoverzicht",
  listLabel: "Naam van de lijst (voor schermlezers)",
  article: "Nieuwsbericht",
  back: "Link terug naar het nieuws",
  share: "Delen",
  fieldLabel: "Label van het linkveld",
  copy: "Kopieerknop",
  copied: "Melding na het kopiëren",
  selected: "Melding als de link geselecteerd is",
  linkedIn: "Knop delen via LinkedIn",
  card: "Nieuwskaart",
  readMore: "Link naar het hele bericht",

  // The pages' titles and descriptions, by their address.
  "/about": "Over ons (/about)",
  "/contact": "Contact (/contact)",
  "/downloads": "Downloads (/downloads)",
  "/manuals": "Handleidingen (/manuals)",
  "/news": "Nieuws (/news)",
  "/service-request": "Serviceaanvraag (/service-request)",
  "/warranty": "Garantie (/warranty)",

  // Downloads and manuals pages.
  files: { label: "Woord na het aantal", hint: "Bijv. bestanden" },
  browse: "Knop op de categoriekaarten",
  filter: "Filters",
  formLabel: "Naam van het formulier (voor schermlezers)",
  search: "Label van het zoekveld",
  placeholder: "Voorbeeldtekst in het zoekveld",
  allCategories: "Keuze voor alle categorieën",
  apply: "Knop om de filters toe te passen",
  list: "Lijst met downloads",
  all: "Kop als alle downloads getoond worden",
  archiveAll: { label: "Woord voor alle downloads", hint: "In de toevoeging hierboven, als er geen categorie gekozen is" },
  empty: "Melding als er niets gevonden is",
  clear: "Knop om de filters te wissen",
  resources: "Meer materiaal",
  documents: { label: "Na het e-mailadres voor documentatie", hint: "Begint met een spatie" },
  phoneHours: { label: "Na het telefoonnummer", hint: "{hours} wordt de openingstijd" },
  browser: "Handleidingen zoeken",
  submit: "Zoekknop",
  showAll: "Knop om alle handleidingen te tonen",
  byBrand: "Kopje boven de merkfilters",
  help: "Hulp",

  // Video and map labels.
  video: "Videobediening",
  playing: "Tekst tijdens het afspelen",
  paused: "Tekst tijdens een pauze",
  mute: "Knop geluid uit",
  unmute: "Knop geluid aan",
  muteLabel: { label: "Knop geluid uit (voor schermlezers)", hint: videoName },
  unmuteLabel: { label: "Knop geluid aan (voor schermlezers)", hint: videoName },
  pauseLabel: { label: "Knop pauzeren (voor schermlezers)", hint: videoName },
  playLabel: { label: "Knop afspelen (voor schermlezers)", hint: videoName },
  noAudio: "Video zonder geluid",
  consent: "Toestemming voor video's en kaarten",
  playVideo: "Knop video afspelen",
  loadMap: "Knop kaart laden",
  titleNote: { label: "Toevoeging voor schermlezers", hint: "{title} wordt de titel van de video of kaart" },
  loadsFrom: { label: "Zin over de herkomst", hint: "Als de bezoeker al toestemming gaf; {provider} wordt de naam van de dienst" },
  connects: { label: "Melding vóór het laden", hint: "{provider} wordt de naam van de dienst" },
  always: "Altijd laden",
  maps: "Kaarten",

  // Legal pages.
  updated: "Laatst bijgewerkt",
  numbered: {
    label: "Nummering van de hoofdstukken",
    hint: "Bijv. Artikel: de hoofdstukken heten dan Artikel 1, Artikel 2, …; leeg: geen nummering",
  },
  sections: "Hoofdstukken",
  eyebrows: "Tekst boven de titel, per pagina",
  legal: "Privacy, voorwaarden en cookies",
  returns: "Retouren",
  shipping: "Verzending",
  toc: "Kop van de inhoudsopgave",
  authoritative: "Zin over de rechtsgeldige versie",
  company: "Bedrijfsgegevens",
  vat: { label: "Regel met het btw-nummer", hint: "{number} wordt het btw-nummer" },
  embedChoices: "Keuzes voor video's en kaarten",
  autoLoad: "Schakelaar voor automatisch laden",
  years: { label: "Tekst bij een aantal jaren", hint: "{count} wordt het aantal" },
};

export const byPath: Readonly<Record<string, Entry>> = {
  // The words before a link or a value (`before`, `link`, `after`).
  "*.before": "Tekst ervoor",

  // Lists: what each item is.
  "categories.items": "Productcategorieën",
  "features.items": "Kaarten",
  "stats.items": "Cijfers",
  "commitment.items": "Punten",
  "values.items": "Waarden",
  "benefits.items": "Voordelen",
  "steps.items": "Stappen",
  "how.steps": "Stappen",
  "showcase.list": "Lijstpunten",
  "mail.body": { label: "Tekst van het bericht", hint: "Eén regel per item; een leeg item geeft een lege regel" },

  // A link as a whole, where `link` is otherwise the words of a link.
  "categories.items.link": { label: "Knop voor meer informatie", hint: "Leeg: naar de website van het merk" },
  "whyChooseUs.link": "Link",
  "products.link": { label: "Link naar de productpagina", hint: "Een https://-adres, bijv. https://www.nimo.se" },
  "hero.explore": "Knop naar de merken",
  "showcases.*.contact": "Knop naar contact",
  "links.contact": "Knop naar contact",

  // `label` that is not the words of a link.
  "stats.label": "Omschrijving",
  "stats.items.label": "Omschrijving",
  "mailboxes.label": "Omschrijving",
  "resources.label": "Kop",
  "video.label": { label: "Beschrijving van de animatie", hint: "Voor schermlezers: wat er in de animatie gebeurt" },
  "categories.*.label": "Naam",

  // The home page's showcases.
  "showcases.*.video": { label: "Animatie", hint: "Een korte film zonder geluid over de afbeelding" },
  "finishes.id": { label: "Uitvoering", hint: "custom: eigen panelen, stainless: rvs, black: mat zwart" },

  // The company's details and embeds.
  "mailboxes.resources": "Documentatie",
  "videoPlayer.origin": { label: "Adres van de videodienst", hint: origin },
  "mapTiles.url": { label: "Webadres van de tegels", hint: "Met {z}, {x} en {y} erin" },
  "hours.weekdays": { label: "Doordeweeks", hint: "{hours} wordt de openingstijd van het kantoor" },

  // The words above the contact details on /contact, not the details themselves.
  "details.phone": "Kopje telefoon",
  "details.email": "Kopje e-mail",
  "details.hours": "Kopje openingstijden",

  // Service request.
  "before.warranty": "Zin over de garantie",
  "desk.hours": "Servicetijden",
  "desk.hours.hours": "Tijden",

  // About us: the words beside a figure.
  "facts.countries": "Bij het aantal landen",
  "facts.dealers": "Bij het aantal dealers",

  // Downloads and manuals pages.
  "resources.dealers": "Voor dealers",
  "resources.more": "Meer materiaal nodig",
  "more.images": { label: "Na het e-mailadres voor marketing", hint: "Begint met een spatie" },
  "list.count": counted,
  "browser.count": counted,
  "filter.category": "Label van de categoriekeuze",
  "list.archiveNote": {
    label: "Toevoeging bij alles downloaden (voor schermlezers)",
    hint: "{category} wordt de gekozen categorie",
  },
  "browser.archiveNote": { label: "Toevoeging bij alles downloaden (voor schermlezers)", hint: "{brand} wordt het merk" },

  // News pages.
  "article.more": "Kop boven meer nieuws",
  "share.email": "Knop delen via e-mail",
  "card.featured": "Label bij een uitgelicht bericht",
  "card.readTime": { label: "Leestijd", hint: "{minutes} wordt het aantal minuten" },

  // Video and map labels.
  "consent.more": "Link naar meer uitleg",
  "connects.video": "Bij een video",
  "connects.maps": "Bij een kaart",
  "always.video": "Video's",
  "categories.video": "Video's",

  // Search page.
  "meta.resultsTitle": { label: "Paginatitel bij resultaten", hint: "{query} wordt de zoekvraag" },
  summary: "Regel boven de resultaten",
  "summary.empty": { label: "Zonder zoekvraag", hint: "Voordat er iets is ingetypt" },
  "summary.found": { label: "Bij resultaten", hint: "{count} wordt het aantal, {query} de zoekvraag" },
  "summary.none": { label: "Bij geen resultaten", hint: "{query} wordt de zoekvraag" },
  noResultsHelp: "Hulp als er niets gevonden is",

  // Sitemap: the groups of links and each link's words.
  "hero.jump": "Label van de groepskeuze",
  groups: "Groepen",
  "groups.main": "Hoofdpagina's",
  "groups.service": "Service en support",
  "groups.legal": "Juridisch",
  "groups.external": "Externe links",
  "main.home": "Home",
  "main.news": "Nieuws",
  "main.requestAccess": "Dealertoegang aanvragen",
  "service.request": "Serviceaanvraag",
  "service.downloads": "Downloads",
  "legal.terms": "Algemene voorwaarden",
  "legal.privacy": "Privacy",
  "legal.cookies": "Cookies",
  "external.login": "Inloggen op het dealerportaal",
  "external.register": "Registreren als dealer",
  "external.network": "Professioneel netwerk",

  // Legal pages.
  "sections.id": { label: "Kenmerk", hint: "Het anker van het hoofdstuk in een link (…#kenmerk)" },
  "company.chamberOfCommerce": { label: "Regel met het KvK-nummer", hint: "{number} wordt het KvK-nummer" },
  "company.email": "Woord voor het e-mailadres",
  // A brand page's opening picture or film.
  heroMedia: { label: "Beeld bovenaan", hint: "Een foto, een film van deze site of een film van de videodienst" },
  "heroMedia.kind": "Soort",
  "heroMedia.poster": { label: "Foto", hint: "Ook het beeld dat een film toont tot hij speelt" },
  "poster.phone": { label: "Foto voor telefoons (pad)", hint: "Staand, 540 × 960 pixels, onder /images/brand-pages/" },
  "poster.wide": { label: "Foto voor brede schermen (pad)", hint: "Liggend, 1600 × 900 pixels, onder /images/brand-pages/" },
  "poster.focusX": { label: "Onderwerp van links naar rechts (%)", hint: "Waar het onderwerp staat: 0 links, 50 midden, 100 rechts" },
  "heroMedia.video": {
    label: "Filmbestanden (pad)",
    hint: "Alleen bij soort Film van deze site: eerst de .webm, dan de .mp4, onder /videos/",
  },
  "heroMedia.videoId": { label: "Video-ID", hint: "Alleen bij soort Film van de videodienst: de ID van de film bij die dienst" },
  // A chapter's blocks, each of one kind (docs/decisions/0031-legal-blocks.md).
  "sections.blocks": { label: "Inhoud", hint: "Alinea's, opsommingen en tabellen, in de volgorde waarin de pagina ze toont" },
  "blocks.paragraph": { label: "Alinea", hint: "Een link schrijf je als [tekst](/pad) of [tekst](https://…)" },
  "blocks.list": "Opsomming",
  "blocks.list.ordered": { label: "Genummerd", hint: "Aan: 1, 2, 3; uit: met opsommingstekens" },
  "blocks.list.items": "Punten",
  "blocks.table": "Tabel",
  "blocks.*.caption": { label: "Bijschrift", hint: "Wat de tabel laat zien, in één zin; schermlezers lezen het voor" },
  "blocks.*.head": "Kolomkoppen",
  "blocks.table.rows": "Rijen",
  "rows.cells": { label: "Cellen", hint: "Eén per kolom, in de volgorde van de kolomkoppen" },
  "blocks.table.codeColumns": {
    label: "Kolommen met code",
    hint: "Het nummer van elke kolom die een technische naam toont; de eerste kolom is 0",
  },
  "blocks.storageTable": {
    label: "Tabel: wat de site bewaart",
    hint: "Wat de site in de browser bewaart; de rijen volgen wat de site werkelijk bewaart, hier staan de woorden per rij",
  },
  "storageTable.storedItems": "Per onderdeel",
  "storedItems.embedConsent": "Gekozen inhoud van andere diensten",
  "storedItems.dealerPopupSent": "Dealerformulier verstuurd",
  "storedItems.dealerPopupClosed": "Dealervenster gesloten",
  "storedItems.languageNoticeClosed": "Taalsuggestie gesloten",
  "storedItems.*.what": "Wat het onthoudt",
  "storedItems.*.lifetime": "Hoe lang",
  "storageTable.areas": "Waar het bewaard wordt",
  "areas.local": { label: "Woord voor lokale opslag", hint: "Blijft bewaard tot de bezoeker het wist" },
  "areas.session": { label: "Woord voor sessieopslag", hint: "Verdwijnt als het tabblad sluit" },
  "blocks.embedsTable": {
    label: "Tabel: andere diensten",
    hint: "Inhoud van andere diensten (video, kaarten); de rijen volgen wat de site werkelijk insluit, hier staan de woorden per rij",
  },
  "embedsTable.embeds": "Per onderdeel",
  "embeds.*.content": "Wat het toont",
  "embeds.*.where": "Waar het staat",
  "embedsTable.ownHost": {
    label: "Naam van onze eigen videoserver",
    hint: "In de kolom met de dienst, bij video's die de site zelf levert",
  },
};

/**
 * The Dutch words for a choice's values, by the field's key: the editor shows the words and
 * saves the value, which the content and the site keep as they are.
 */
export const optionLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // A news article's category, and a download's.
  category: {
    "Industry Trends": "Marktontwikkelingen",
    "Product Innovation": "Productinnovatie",
    "Company News": "Bedrijfsnieuws",
    manuals: "Handleidingen",
    catalogs: "Catalogi",
    images: "Afbeeldingen",
    videos: "Video's",
  },
  country: { Netherlands: "Nederland", Belgium: "België", Luxembourg: "Luxemburg", Germany: "Duitsland" },
  tier: {
    A: "A: volledige showroom",
    B: "B: getraind, met demomodellen",
    C: "C: advies, bestellen en installatie",
  },
  // The markets a brand is sold in.
  countries: { nederland: "Nederland", benelux: "Benelux", duitsland: "Duitsland" },
  mailbox: {
    info: "Algemeen (info@)",
    technical: "Technische dienst (technical@)",
    resources: "Materiaal (resources@)",
    marketing: "Marketing (marketing@)",
  },
  tone: { light: "Licht", dark: "Donker" },
  // A brand's opening picture or film.
  kind: { image: "Foto", video: "Film van deze site", embed: "Film van de videodienst (laadt na toestemming)" },
  // A configurator's finish.
  id: { custom: "Op maat", stainless: "Roestvrij staal", black: "Zwart" },
  icon: {
    phone: "Telefoon",
    mail: "E-mail",
    clock: "Klok",
    building: "Gebouw",
    pin: "Speld op de kaart",
    menu: "Menu",
    close: "Sluiten (kruisje)",
    chevronDown: "Punt omlaag",
    chevronLeft: "Punt naar links",
    chevronRight: "Punt naar rechts",
    arrowLeft: "Pijl naar links",
    arrowRight: "Pijl naar rechts",
    external: "Externe link",
    search: "Zoeken (vergrootglas)",
    login: "Inloggen",
    download: "Downloaden",
    file: "Bestand",
    book: "Boek",
    image: "Afbeelding",
    video: "Video",
    archive: "Archief",
    catalog: "Catalogus",
    check: "Vinkje",
    play: "Afspelen",
    pause: "Pauze",
    snowflake: "Sneeuwvlok",
    thermometer: "Thermometer",
    leaf: "Blad",
    droplet: "Druppel",
    wine: "Wijnglas",
    award: "Onderscheiding",
    sparkles: "Sterretjes",
    layers: "Lagen",
    volume: "Geluid aan",
    volumeOff: "Geluid uit",
    shield: "Schild",
    star: "Ster",
    globe: "Wereldbol",
    users: "Mensen",
    wrench: "Moersleutel",
    news: "Nieuws",
    tag: "Label",
    location: "Locatie",
    share: "Delen",
    link: "Link",
    info: "Informatie",
    alert: "Waarschuwing",
  },
};

/** A choice's options as Decap takes them: each value with its Dutch words, or the value alone where the table has none. */
export function dutchOptions(name: string, values: readonly string[]): (string | { label: string; value: string })[] {
  const words = Object.hasOwn(optionLabels, name) ? optionLabels[name]! : {};
  return values.map((value) => (Object.hasOwn(words, value) ? { label: words[value]!, value } : value));
}

const paths = Object.keys(byPath).map((key) => ({ key, parts: key.split(".") }));

/** Which entry labels the field at `path` (its keys from the file's top): a key of `byPath`, else of `byName`. */
export function labelKey(path: readonly string[]): { byPath: boolean; key: string } | undefined {
  const fits = paths
    .filter(({ parts }) => parts.length <= path.length && parts.every((p, i) => p === "*" || p === path[path.length - parts.length + i]))
    .sort((a, b) => b.parts.length - a.parts.length || a.parts.filter((p) => p === "*").length - b.parts.filter((p) => p === "*").length);
  if (fits[0]) return { byPath: true, key: fits[0].key };
  const name = path.at(-1);
  return name !== undefined && Object.hasOwn(byName, name) ? { byPath: false, key: name } : undefined;
}

/** The Dutch label (and hint) of the field at `path`, or undefined where the table has none. */
export function dutchLabel(path: readonly string[]): DutchLabel | undefined {
  const found = labelKey(path);
  if (!found) return undefined;
  const entry = (found.byPath ? byPath : byName)[found.key]!;
  return typeof entry === "string" ? { label: entry } : entry;
}
