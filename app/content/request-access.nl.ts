import type { RequestAccessCopy } from "./request-access";

/** Dutch (nl) translation of ./request-access.ts. */
export const requestAccess: RequestAccessCopy = {
  meta: {
    title: "Dealertoegang aanvragen",
    description:
      "Dealermaterialen zoals prijslijsten, afbeeldingen in hoge resolutie en trainingsmateriaal zijn beschikbaar voor geregistreerde dealers. Vraag toegang aan per e-mail.",
    keywords: ["dealertoegang", "dealermaterialen", "dealerportaal"],
  },
  hero: {
    eyebrow: "Dealermaterialen",
    title: "Dealertoegang aanvragen",
    intro:
      "Prijslijsten, productafbeeldingen in hoge resolutie, trainingsvideo's en marketingmateriaal staan voor onze geregistreerde dealers in het dealerportaal.",
  },
  how: {
    title: "Zo vraag je toegang aan",
    steps: [
      "Stuur ons een e-mail met je bedrijfsnaam, contactpersoon en de merken waarmee je werkt.",
      "We controleren je gegevens en antwoorden binnen 48 uur.",
      "Je ontvangt je inloggegevens voor het portaal per e-mail.",
    ],
    note: {
      before:
        "Ben je al dealer en ben je je inloggegevens kwijt? Dan kun je hetzelfde adres gebruiken. Wil je onze merken verkopen? Lees dan eerst meer over ",
      link: "dealer worden",
      after: ".",
    },
  },
  ask: {
    title: "Aanvragen per e-mail",
    text: { before: "De knop opent je mailprogramma met een kort formulier om in te vullen. Je kunt ook schrijven naar", after: "." },
    button: "Toegang aanvragen per e-mail",
  },
  mail: {
    subject: "Aanvraag toegang dealermaterialen",
    body: [
      "Hallo,",
      "",
      "Ik wil graag toegang tot de dealermaterialen.",
      "",
      "Bedrijfsnaam:",
      "Contactpersoon:",
      "Telefoon:",
      "Dealernummer (indien bekend):",
      "Merken waarin ik geïnteresseerd ben:",
      "",
      "Met vriendelijke groet,",
    ],
  },
};
