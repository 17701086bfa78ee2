import { embeds } from "../embeds";
import { site } from "../site";
import type { LegalDocument } from "./types";

/** Dutch (nl) translation of ./cookies.ts: the authoritative text (PRODUCT.md 19). */
export const cookiesDocument: LegalDocument = {
  title: "Cookies",
  description: `${site.name} plaatst zelf geen cookies. Wat deze site in je browser bewaart, en wat video’s en kaarten van andere diensten zouden plaatsen.`,
  keywords: ["cookies", "lokale opslag", "toestemming", "ingesloten content", "privacy"],
  intro:
    "Deze site plaatst zelf geen cookies en gebruikt geen tracking. Andere diensten komen pas in beeld als je ervoor kiest een van hun video’s of kaarten te laden.",
  updated: "2026-11-22",
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
        "Kies je ervoor video’s of kaarten altijd te laden, dan onthoudt je browser die keuze in zijn lokale opslag onder de naam embed-consent. Daarin staan alleen twee antwoorden, ja of nee: één voor video’s en één voor kaarten. Het blijft op je apparaat, wordt nooit naar ons gestuurd, en je kunt het op elk moment hieronder of in de instellingen van je browser wijzigen of wissen.",
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
            head: ["Inhoud", "Dienst", "Waar het verschijnt"],
            rows: [
              ["Merk- en productvideo’s", embeds.videoPlayer.provider, "Merkpagina’s en de homepage"],
              ["Interactieve kaarten en kaarttegels", embeds.mapTiles.provider, "Contactsectie op de homepage, dealerzoeker"],
            ],
          },
        },
        "Hoe die diensten cookies gebruiken, staat in hun eigen privacy- en cookiebeleid. Voor ingesloten video’s hebben we, waar de dienst die aanbiedt, gekozen voor de speler met verbeterde privacy.",
      ],
    },
    {
      id: "change-choices",
      title: "Je keuzes wijzigen",
      blocks: [
        "Met de schakelaars hieronder zet je het automatisch laden van video’s en kaarten uit of aan. Zet je een schakelaar uit, dan stopt het automatisch laden meteen; cookies die een dienst al heeft geplaatst, verwijder je in de instellingen van je browser. Vink je nooit een optie “altijd laden” aan, dan wordt er helemaal niets opgeslagen.",
      ],
    },
  ],
};
