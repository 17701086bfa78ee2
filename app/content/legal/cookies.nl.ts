import { site } from "../company.server";
import { embedRows, storageRows } from "./cookies";
import type { LegalDocument } from "./types";

/** Dutch (nl) translation of ./cookies.ts: the authoritative text (PRODUCT.md 19). */
export const cookiesDocument: LegalDocument = {
  title: "Cookies",
  description: `${site.name} plaatst zelf geen cookies. Alles wat deze site in je browser bewaart, en wat video’s en kaarten van andere diensten zouden plaatsen.`,
  keywords: ["cookies", "lokale opslag", "toestemming", "ingesloten content", "privacy"],
  intro:
    "Deze site plaatst zelf geen cookies en gebruikt geen tracking. Andere diensten komen pas in beeld als je ervoor kiest een van hun video’s of kaarten te laden.",
  updated: "2026-11-25",
  sections: [
    {
      id: "our-cookies",
      title: "Cookies die wij plaatsen",
      blocks: [
        "Geen. We gebruiken geen cookies voor analyse of reclame, of om je bij een later bezoek te herkennen. De pagina’s werken volledig zonder cookies, dus er is ook geen cookiebanner om weg te klikken.",
      ],
    },
    {
      id: "local-storage",
      title: "Wat we in je browser bewaren",
      blocks: [
        "In plaats van cookies bewaart de site een paar korte notities in de eigen opslag van je browser, zodat hij een keuze onthoudt die je hebt gemaakt. Ze blijven op je apparaat en worden nooit naar ons gestuurd. Lokale opslag bewaart een notitie tot je hem wist; sessieopslag vergeet hem zodra je het tabblad sluit.",
        {
          table: {
            caption: "Wat deze site in je browser bewaart",
            head: ["Wat het onthoudt", "Naam", "Bewaard in", "Hoe lang"],
            rows: storageRows(
              {
                embedConsent: {
                  what: "Je keuze om video’s of kaarten altijd te laden: voor elk één antwoord, ja of nee",
                  lifetime: "Tot je het hieronder wijzigt of je browsergegevens wist",
                },
                dealerPopupSent: {
                  what: "Dat je de dealeraanvraag in de pop-up hebt verstuurd, zodat hij er niet opnieuw om vraagt",
                  lifetime: "Tot je je browsergegevens wist",
                },
                dealerPopupClosed: {
                  what: "Dat je de pop-up voor dealeraanvragen hebt gesloten, zodat hij tijdens je bezoek dicht blijft",
                  lifetime: "Tot je het tabblad sluit",
                },
                languageNoticeClosed: {
                  what: "Dat je de suggestie hebt gesloten om de site in je eigen taal te lezen",
                  lifetime: "Tot je het tabblad sluit",
                },
              },
              { local: "Lokale opslag", session: "Sessieopslag" },
            ),
            codeColumns: [1],
          },
        },
        "Je kunt deze notities op elk moment wissen in de instellingen van je browser (sitegegevens). Je keuzes voor video’s en kaarten kun je ook hieronder wijzigen.",
      ],
    },
    {
      id: "embeds",
      title: "Video’s en kaarten van andere diensten",
      blocks: [
        "Zolang je er niet voor kiest ze te laden, worden video’s en kaarten getoond als een lokale afbeelding en gaat er geen verzoek naar een andere dienst. Laad je er een, dan kan die dienst eigen cookies of vergelijkbare opslag plaatsen en ontvangt hij je IP-adres, zoals bij elke website die je bezoekt:",
        {
          table: {
            caption: "Diensten die op verzoek kunnen worden geladen",
            head: ["Inhoud", "Dienst", "Adres", "Waar het verschijnt"],
            rows: embedRows(
              {
                videoPlayer: { content: "Achtergrondfilm van de PeVino-pagina", where: "Merkpagina van PeVino" },
                demoVideo: { content: "Demo: montage van Norcool-panelen", where: "Homepage, onderdeel ‘Kies je afwerking’" },
                officeMap: { content: "Kaart met ons kantoor", where: "Homepage, contactsectie" },
                mapTiles: { content: "Kaart met onze dealers", where: "Merkpagina van Norcool, dealerzoeker" },
              },
              "Onze videohost",
            ),
            codeColumns: [2],
          },
        },
        "Hoe die diensten cookies gebruiken, staat in hun eigen privacy- en cookiebeleid. Voor ingesloten video’s hebben we, waar de dienst die aanbiedt, gekozen voor de speler met verbeterde privacy.",
      ],
    },
    {
      id: "change-choices",
      title: "Je keuzes wijzigen",
      blocks: [
        "Met de schakelaars hieronder zet je het automatisch laden van video’s en kaarten uit of aan. Zet je een schakelaar uit, dan stopt het automatisch laden meteen; cookies die een dienst al heeft geplaatst, verwijder je in de instellingen van je browser. Vink je nooit een optie “altijd laden” aan, dan wordt er over video’s en kaarten niets opgeslagen.",
      ],
    },
  ],
};
