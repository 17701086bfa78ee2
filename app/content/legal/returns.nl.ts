import { site } from "../company.server";
import { legalFigures, range } from "./figures";
import type { LegalDocument } from "./types";

const r = legalFigures.returns;
const visibleDefectDays = legalFigures.terms.visibleDefectWorkingDays;
const mail = `[${site.mailboxes.info}](mailto:${site.mailboxes.info})`;

/** Dutch (nl) translation of ./returns.ts: the authoritative text (PRODUCT.md 19). */
export const returnsDocument: LegalDocument = {
  title: "Retourbeleid",
  description: `Stuur een product binnen ${r.windowDays} dagen retour: wat je kunt retourneren, hoe je dat doet en wanneer je je geld terugkrijgt.`,
  keywords: ["retourneren", "retourbeleid", "terugbetaling", "ruilen", "herroeping"],
  intro: `Toch van gedachten veranderd? Een product dat je bij ons hebt gekocht, kun je binnen ${r.windowDays} dagen na levering retourneren. Zo werkt het.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "window",
      title: `Je retourtermijn van ${r.windowDays} dagen`,
      blocks: [
        `Je kunt een product binnen ${r.windowDays} dagen na de dag van levering retourneren, zonder opgave van redenen. Dat is langer dan de bedenktijd die de wet voorschrijft voor aankopen op afstand, en het geldt of je nu online, telefonisch of per e-mail hebt besteld.`,
        "Dit beleid geldt voor producten die je rechtstreeks bij ons hebt gekocht. Heb je bij een van onze dealers gekocht, neem dan contact op met die dealer: dan geldt het retourbeleid van de dealer zelf, en wij ondersteunen de dealer bij de afhandeling van je retour.",
      ],
    },
    {
      id: "conditions",
      title: "Wat je kunt retourneren",
      blocks: [
        "We nemen een retour aan als het product:",
        {
          list: [
            "ongebruikt, onbeschadigd en compleet is, met alle accessoires, handleidingen en onderdelen die erbij zaten;",
            "in de originele verpakking zit, of even veilig is verpakt als de originele verpakking er niet meer is;",
            "niet is ingebouwd, aangesloten of in gebruik genomen, verder dan nodig is om te zien of het werkt, zoals je dat in een winkel zou doen.",
          ],
        },
        "Sommige producten kun je niet retourneren:",
        {
          list: [
            "producten die volgens jouw specificaties zijn gemaakt of aangepast, zoals op maat gebouwde koelcellen en wijnkamers, of apparaten met maatwerkpanelen;",
            "verbruiksartikelen zoals filters en gaspatronen waarvan de verzegeling is verbroken;",
            "producten die zijn geïnstalleerd en gebruikt.",
          ],
        },
      ],
    },
    {
      id: "how",
      title: "Zo retourneer je een product",
      blocks: [
        {
          ordered: true,
          list: [
            `Mail binnen ${r.windowDays} dagen na levering naar ${mail}, met je ordernummer, het product dat je retourneert en, als je wilt, de reden.`,
            "We sturen je een retournummer en laten je weten waar je het product naartoe stuurt, of bieden aan het op te halen. Grote apparaten halen we altijd zelf op, zodat ze veilig vervoerd worden.",
            "Verpak het product zorgvuldig en zet het retournummer op de buitenkant van de doos.",
            "Wanneer het product binnen is, controleren we het en laten we je de uitkomst weten.",
          ],
        },
        "Verstuur je de retour zelf, gebruik dan een dienst met track-and-trace en bewaar het verzendbewijs tot je het geld terug hebt.",
      ],
    },
    {
      id: "costs",
      title: "Retourkosten",
      blocks: [
        "Stuur je een product terug omdat je van gedachten bent veranderd, dan zijn de kosten van het terugsturen voor jou. Wil je dat wij het ophalen, dan laten we je de ophaalkosten weten voordat we dat regelen.",
        "Hebben we het verkeerde product geleverd, of is het product bij aankomst defect of beschadigd, dan betalen wij alle retourkosten.",
      ],
    },
    {
      id: "refunds",
      title: "Terugbetaling",
      blocks: [
        `Zodra we je retour hebben ontvangen en gecontroleerd, betalen we je binnen ${range(r.refundBusinessDays)} werkdagen terug, via de betaalmethode waarmee je hebt betaald. Retourneer je een volledige bestelling, dan betalen we ook de standaardbezorgkosten terug die je hebt betaald.`,
        "Is het product meer gehanteerd dan nodig was om het uit te proberen, of ontbreken er onderdelen, dan mogen we de waardevermindering inhouden. Een inhouding lichten we altijd eerst schriftelijk toe.",
      ],
    },
    {
      id: "damaged",
      title: "Beschadigde of defecte producten",
      blocks: [
        `Controleer je levering meteen. Meld zichtbare schade of ontbrekende artikelen binnen ${visibleDefectDays} werkdagen na levering, zoals onze [algemene voorwaarden](/general-terms-conditions) beschrijven, en we repareren of vervangen het product zonder kosten voor jou.`,
        "Een defect dat later ontstaat, handelen we af onder onze [garantie](/warranty). Die staat los van dit retourbeleid en doet niets af aan je wettelijke rechten.",
      ],
    },
  ],
};
