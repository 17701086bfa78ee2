import { site } from "../company.server";
import { legalFigures } from "./figures";
import type { LegalDocument } from "./types";

const days = legalFigures.privacy.retentionDays;
const info = `[${site.mailboxes.info}](mailto:${site.mailboxes.info})`;

/** Dutch (nl) translation of ./privacy.ts: the authoritative text (PRODUCT.md 19). */
export const privacyDocument: LegalDocument = {
  title: "Privacybeleid",
  description: `Welke persoonsgegevens ${site.name} via deze website ontvangt, waarom, hoe lang ze worden bewaard en hoe je ze laat verwijderen.`,
  keywords: ["privacy", "persoonsgegevens", "AVG", "GDPR", "gegevensbescherming", "verwijdering"],
  intro: `We verzamelen zo weinig persoonsgegevens als we kunnen: alleen wat je ons via een formulier stuurt, en dat bewaren we ${days} dagen. Deze site gebruikt geen tracking en geen analytics.`,
  updated: "2026-12-01",
  sections: [
    {
      id: "controller",
      title: "Wie is verantwoordelijk",
      blocks: [
        `${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, Nederland (KvK-nummer ${site.chamberOfCommerce}) is verantwoordelijk voor de persoonsgegevens die hier worden beschreven. Voor elke vraag over privacy kun je mailen naar ${info}.`,
      ],
    },
    {
      id: "what-we-store",
      title: "Wat we opslaan als je een formulier verstuurt",
      blocks: [
        "We ontvangen alleen persoonsgegevens die je ons zelf stuurt via een van de formulieren op deze site:",
        {
          list: [
            "Contactformulieren: je naam, je e-mailadres en, als je die invult, je bedrijf en een onderwerp, samen met je bericht.",
            "Serviceformulier: je naam, je e-mailadres en, als je dat invult, je telefoonnummer; het merk, het model, het serienummer en de aankoopdatum van je apparaat; een beschrijving van het probleem en hoe dringend het is.",
            "Dealeraanvraag: je naam, bedrijf, e-mailadres en telefoonnummer, het merk waarin je geïnteresseerd bent en je opmerkingen.",
          ],
        },
        "Bij elk formulier slaan we ook het tijdstip van verzending op, het adres van de pagina waarvandaan het is verstuurd en de browserbeschrijving die je browser meestuurt (de user agent), zodat we problemen met de site kunnen opsporen. Formulieren bevatten een verborgen veld om spamrobots te herkennen; formulieren die zo worden onderschept, slaan we op als spam en worden nooit beantwoord of doorgestuurd.",
        "Wordt een formulier zonder JavaScript verstuurd, dan slaan we ook een eenrichtingsvingerafdruk op die is gemaakt van de inhoud van het formulier, je netwerkadres (IP-adres) en de datum, zodat een formulier dat per ongeluk twee keer wordt verstuurd maar één keer wordt opgeslagen. Je IP-adres kan daaruit niet worden teruggelezen, en het adres zelf slaan we niet op.",
      ],
    },
    {
      id: "why",
      title: "Waarvoor we ze gebruiken",
      blocks: [
        "We gebruiken je gegevens alleen om af te handelen waar je om hebt gevraagd: om je bericht te beantwoorden, om je apparaat te diagnosticeren en te repareren, of om je dealeraanvraag te beoordelen en daarover contact met je op te nemen. We sturen je formulier per e-mail door naar de collega’s die het afhandelen, en geven het door aan onze eigen systemen voor klantcontact en serviceaanvragen (zoals ons CRM- of helpdesksysteem), die het alleen voor ons verwerken. Voert een van onze erkende dealers of monteurs een reparatie uit, dan geven we hun alleen de gegevens die ze voor die klus nodig hebben.",
        "De rechtsgrond is dat je ons hebt gevraagd deze stappen te zetten voorafgaand aan of in het kader van een overeenkomst met jou, of ons gerechtvaardigd belang om de vragen die we ontvangen te beantwoorden. We gebruiken formuliergegevens nooit voor reclame, verkopen ze nooit en sturen nooit automatische antwoorden of nieuwsbrieven naar het adres dat je invult.",
      ],
    },
    {
      id: "retention",
      title: "Hoe lang we ze bewaren",
      blocks: [
        `Verstuurde formulieren worden ${days} dagen na verzending automatisch uit de database van de website verwijderd. De e-mailmeldingen die onze collega’s ontvangen, bewaren we niet langer dan nodig is om je verzoek af te handelen. Leidt je verzoek tot een bestelling, een reparatie of een dealerovereenkomst, dan worden de gegevens die daarvoor nodig zijn in onze administratie bewaard zolang de wet ons verplicht om bedrijfsgegevens te bewaren.`,
      ],
    },
    {
      id: "erasure",
      title: "Je rechten en hoe je je gegevens laat verwijderen",
      blocks: [
        `Je kunt vragen om de gegevens die we over je hebben in te zien, ze te laten corrigeren of ze te laten verwijderen voordat de ${days} dagen voorbij zijn. Mail naar ${info} vanaf het adres dat je in het formulier hebt gebruikt en laat ons weten wat je wilt. We verwijderen elk formulier dat onder dat e-mailadres is opgeslagen, en de e-mails daarover, en bevestigen dat aan je, meestal binnen een paar werkdagen.`,
        "Je kunt ook bezwaar maken tegen ons gebruik van je gegevens. Ben je niet tevreden over hoe we met je verzoek omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.",
      ],
    },
    {
      id: "no-tracking",
      title: "Geen tracking, geen analytics",
      blocks: [
        "Deze website gebruikt geen analyse-, advertentie- of trackingtools en plaatst zelf geen cookies. We maken geen profielen van bezoekers. Meer hierover lees je op onze [cookiepagina](/cookies).",
      ],
    },
    {
      id: "embeds",
      title: "Video’s en kaarten van andere diensten",
      blocks: [
        "Sommige pagina’s kunnen video’s en kaarten tonen die door andere bedrijven worden aangeboden. Wanneer je een pagina opent, wordt er niets van die diensten geladen: je ziet in plaats daarvan een lokale afbeelding met een knop. Pas wanneer je ervoor kiest de video of kaart te laden, maakt je browser verbinding met die dienst, die dan je IP-adres ontvangt en onder zijn eigen privacybeleid eigen cookies kan plaatsen.",
        "Vink je de optie aan om video’s of kaarten altijd te laden, dan wordt die keuze onthouden in de lokale opslag van deze browser, alleen op je eigen apparaat; wij ontvangen die niet. Je kunt de keuze op elk moment wijzigen op de [cookiepagina](/cookies#embed-settings).",
      ],
    },
    {
      id: "server-logs",
      title: "Serverlogboeken",
      blocks: [
        "Onze webserver registreert technische gebeurtenissen, zoals pagina’s die niet zijn gevonden en fouten, met het tijdstip en het pagina-adres, zodat we de site werkend en veilig kunnen houden. Hij registreert niet wie welke pagina bezoekt. Om de formulieren tegen misbruik te beschermen, telt de server per netwerkadres de verzonden formulieren van de afgelopen minuut; die tellingen worden alleen in het werkgeheugen bijgehouden en zijn een minuut later verdwenen.",
      ],
    },
    {
      id: "changes",
      title: "Wijzigingen in dit privacybeleid",
      blocks: [
        "Als we veranderen hoe we met persoonsgegevens omgaan, passen we deze pagina en de datum bovenaan aan. We gebruiken je gegevens niet op een nieuwe manier zonder je dat eerst te laten weten.",
      ],
    },
  ],
};
